import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { specNode } from '#app/components/ui/spec-text.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * A modal message. The spec shows admin save errors "in a modal with an empty title": the visible title is empty,
 * and a title for assistive technology is still given.
 */
export function MessageDialog({
  open,
  onClose,
  title,
  srTitle,
  children,
  actions,
}: {
  open: boolean
  onClose: () => void
  title?: string
  srTitle: string
  children: ReactNode
  actions?: ReactNode
}) {
  const t = useT('office')
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className={title ? 'text-lg font-bold text-navy' : 'sr-only'}>{title || srTitle}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-slate-800">{specNode(children)}</div>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            {actions}
            <Dialog.Close className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t('kit.ok')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
