import { useEffect, useState } from 'react'
import { MessageDialog } from '#app/components/office/dialog.tsx'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * The modal the spec shows a form's save error from the server in (section 8: an empty visible title, `srTitle` for
 * assistive technology): it opens for each new error and closes with OK. The error is also written under its field.
 */
export function SaveErrorDialog({ error, srTitle }: { error: string | null; srTitle: string }) {
  const [dialog, setDialog] = useState<string | null>(null)
  useEffect(() => setDialog(error), [error])
  return (
    <MessageDialog open={Boolean(dialog)} onClose={() => setDialog(null)} srTitle={srTitle}>
      {dialog && <SpecMessage text={dialog} />}
    </MessageDialog>
  )
}
