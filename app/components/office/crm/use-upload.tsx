import { useT } from '#app/lib/i18n/react.ts'

/** What the server answers a visit upload (JSON). The forms send through the outbox (outbox/queue.ts). */
export type UploadReply =
  | { ok: true; leadId: number; message: string; repeated: boolean }
  | { ok: false; error: string; field?: string; intent?: string }

/** The upload's progress, as a labelled bar. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const t = useT('crm')
  if (progress === null) return null
  return (
    <div className="grid gap-1" role="status">
      <label htmlFor="upload-progress" className="text-sm font-medium text-slate-800">
        {progress < 100 ? t('save.uploading', { percent: progress }) : t('save.saving')}
      </label>
      <progress id="upload-progress" max={100} value={progress} className="h-2 w-full accent-brand-600">
        {progress}%
      </progress>
    </div>
  )
}
