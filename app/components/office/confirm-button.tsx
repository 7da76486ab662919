import { AlertDialog } from 'radix-ui'
import { type ComponentProps, type ReactNode, useRef, useState } from 'react'
import { Button } from '#app/components/office/controls.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/** What the question before a bulk or irreversible action says: what happens, to whom, and the button that does it. */
export interface Confirmation {
  title: string
  body: ReactNode
  action: string
}

/**
 * A form's submit button for an action that moves many records or cannot be undone (trial fault 8): a press asks
 * first, in an alert dialog (Radix: focus kept inside, Escape and Cancel keep everything as it was), whose text
 * `confirm` makes from the form as it stands, and the form is sent only from the dialog's own button. A form whose
 * own checks fail is sent as it is, so those checks speak first; `confirm` answering null sends it without a
 * question. Without script the button is a plain submit, and the server does as it always did.
 */
export function ConfirmButton({
  confirm,
  onClick,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type'> & { confirm: (form: HTMLFormElement) => Confirmation | null }) {
  const t = useT('office')
  const ref = useRef<HTMLButtonElement>(null)
  const [asking, setAsking] = useState<Confirmation | null>(null)
  return (
    <>
      <Button
        type="submit"
        ref={ref}
        onClick={(event) => {
          onClick?.(event)
          const form = event.currentTarget.form
          if (event.defaultPrevented || !form || !form.checkValidity()) return
          const question = confirm(form)
          if (!question) return
          event.preventDefault()
          setAsking(question)
        }}
        {...button}
      />
      <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold text-navy">{asking?.title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-2 text-slate-800">{asking?.body}</div>
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className="min-h-11 rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
                {t('kit.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => {
                  const submitter = ref.current
                  // The button's own name and value go with the form, as a press of it would send them.
                  submitter?.form?.requestSubmit(submitter)
                }}
                className="min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              >
                {asking?.action}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
