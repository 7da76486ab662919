import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'

/**
 * Asks before something typed or photographed is thrown away (a kept visit discarded, a filled form left): the
 * safe choice is the first button and has the focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  keepLabel,
  discardLabel,
  onKeep,
  onDiscard,
}: {
  open: boolean
  title: string
  children: ReactNode
  keepLabel: string
  discardLabel: string
  onKeep: () => void
  onDiscard: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-navy">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-slate-800">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              {keepLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onDiscard}
              className="min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {discardLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
