import { Dialog } from 'radix-ui'
import { CloseIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'

export interface PreviewFile {
  id: number
  name: string
  isPdf: boolean
  caption: string
}

/**
 * The file preview dialog (spec section 2): a selfie or a PDF shown inline, with a download button. Opening it
 * fetches the file itself, which writes a "viewed" activity row; the download writes a "downloaded" one (D34).
 */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const t = useT('crm')
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/70" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col rounded-xl bg-white p-3 shadow-xl sm:inset-8 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-lg font-bold text-navy">
                {file?.name || t('preview.fallback')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">{file?.caption}</Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-100">
              <CloseIcon className="h-6 w-6" />
              <span className="sr-only">{t('preview.close')}</span>
            </Dialog.Close>
          </div>
          <div className="mt-3 flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-md bg-slate-900/5">
            {file &&
              (file.isPdf ? (
                <iframe
                  src={`/crm/files/${file.id}`}
                  title={t('preview.pdf', { name: file.name })}
                  className="h-full w-full rounded"
                />
              ) : (
                <img
                  src={`/crm/files/${file.id}`}
                  alt={t('preview.selfie', { caption: file.caption })}
                  className="max-h-full max-w-full object-contain"
                />
              ))}
          </div>
          <div className="mt-3 flex justify-end gap-3">
            {file && (
              <a
                href={`/crm/files/${file.id}?download=1`}
                className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                download
              >
                {t('preview.download')}
              </a>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
