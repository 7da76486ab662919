import { useState } from 'react'
import { FilePreviewDialog } from '#app/components/office/on-open.tsx'
import { deviceTimeApart } from '#app/domain/leads/lead-rules.ts'
import { displayDate, displayIndiaDate, displayIndiaDateTime } from '#app/lib/dates.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { NatureBadge } from './due-badge.tsx'
import type { PreviewFile } from './file-preview-dialog.tsx'
import { formatDistance } from './format.ts'
import { valueLabel } from './labels.ts'

export interface TimelineVisit {
  srno: number
  kind: string
  at: string | Date
  userName: string
  remark: string
  nature: 'H' | 'C'
  status: string
  nextVisit: string | null
  fileId: number
  fileType: string
  thumbnailId: number | null
  distanceM: number | null
  located: boolean
  far: boolean
  oldPhoto: boolean
  photoTakenAt: string | Date | null
  /** D54: when the visit was recorded on the phone; `at` is when the server received it. */
  deviceAt?: string | Date | null
}

function Mark({ tone, children }: { tone: 'warn' | 'info'; children: string }) {
  const style = tone === 'warn' ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{children}</span>
}

/**
 * The lead's visits, newest first: when and who, what was said and decided, the selfie (tap to preview), and where
 * the visit happened compared with the lead's place (D36). Marks are words, not colour alone.
 */
export function VisitTimeline({ visits }: { visits: TimelineVisit[] }) {
  const [preview, setPreview] = useState<PreviewFile | null>(null)
  const t = useT('crm')
  if (visits.length === 0) return <p className="text-slate-700">{t('timeline.none')}</p>
  return (
    <>
      <ol className="relative grid gap-4 border-l-2 border-brand-100 pl-5">
        {visits.map((v) => {
          const when = displayIndiaDateTime(new Date(v.at))
          const caption = t(v.kind === 'first' ? 'timeline.captionFirst' : 'timeline.captionVisit', {
            when,
            name: v.userName,
          })
          return (
            <li key={v.srno} className="relative rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
              <span aria-hidden="true" className="absolute top-5 -left-[1.72rem] h-3 w-3 rounded-full bg-brand-600" />
              <div className="flex gap-3">
                <button
                  type="button"
                  onClick={() =>
                    setPreview({
                      id: v.fileId,
                      name: t('timeline.fileName', { n: v.srno }),
                      isPdf: v.fileType === 'application/pdf',
                      caption,
                    })
                  }
                  className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t('timeline.openSelfie', { caption })}
                >
                  {v.thumbnailId ? (
                    <img
                      src={`/crm/files/${v.thumbnailId}`}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      className="h-18 w-18 rounded-md object-cover"
                    />
                  ) : (
                    <span className="flex h-18 w-18 items-center justify-center rounded-md bg-slate-200 text-sm font-semibold text-slate-700">
                      {v.fileType === 'application/pdf' ? 'PDF' : t('timeline.photo')}
                    </span>
                  )}
                </button>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-600">
                    <time dateTime={new Date(v.at).toISOString()}>{when}</time> · {v.userName}
                  </p>
                  {deviceTimeApart(v.at, v.deviceAt) && (
                    <p className="text-sm text-slate-700">
                      {t('timeline.recordedOnPhone')}
                      <time dateTime={new Date(v.deviceAt!).toISOString()}>
                        {displayIndiaDateTime(new Date(v.deviceAt!))}
                      </time>
                      {t('timeline.received', { when })}
                    </p>
                  )}
                  <p className="mt-0.5 font-semibold text-navy">
                    {v.kind === 'first' ? t('timeline.firstVisit') : t('timeline.followUp')} ·{' '}
                    {valueLabel(t, 'status', v.status)} <NatureBadge nature={v.nature} />
                  </p>
                  {v.remark && <p className="mt-1 break-words text-slate-800">{v.remark}</p>}
                  <p className="mt-1 text-sm text-slate-700">
                    {t('timeline.nextVisit', {
                      date: v.nextVisit ? displayDate(v.nextVisit) : t('timeline.noNextVisit'),
                    })}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {!v.located && <Mark tone="info">{t('timeline.noLocation')}</Mark>}
                    {v.distanceM !== null && !v.far && (
                      <Mark tone="info">{t('timeline.fromLead', { distance: formatDistance(v.distanceM) })}</Mark>
                    )}
                    {v.far && v.distanceM !== null && (
                      <Mark tone="warn">{t('timeline.far', { distance: formatDistance(v.distanceM) })}</Mark>
                    )}
                    {v.oldPhoto && (
                      <Mark tone="warn">
                        {v.photoTakenAt
                          ? t('timeline.oldPhotoTaken', { date: displayIndiaDate(new Date(v.photoTakenAt)) })
                          : t('timeline.oldPhoto')}
                      </Mark>
                    )}
                  </div>
                </div>
              </div>
            </li>
          )
        })}
      </ol>
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </>
  )
}
