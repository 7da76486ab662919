import { useEffect, useRef, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { messageFor } from '#app/lib/errors.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { leadKey, saveCopy, savedTimes } from '#app/offline/read-copy.ts'
import { AHEAD, type AheadAnswer, type WithOfflineCopy } from './offline-loader.ts'

/** How many of the list's leads are fetched ahead for offline reading per visit of the list, and how often again. */
export const SYNC_LEADS = 20
export const SYNC_AGAIN_MS = 30 * 60_000

/**
 * A page served by the service worker from its saved copy carries `<meta name="office-offline-copy">` (the time it was
 * saved). Read once, then removed: it belongs to the data the document was hydrated with, and to nothing after it.
 */
let documentCopy: { at: string; data: unknown } | null | undefined
function documentCopyAt(data: unknown): string | undefined {
  if (documentCopy === undefined) {
    const meta = document.querySelector('meta[name="office-offline-copy"]')
    documentCopy = meta ? { at: meta.getAttribute('content') ?? '', data } : null
    meta?.remove()
  }
  return documentCopy && documentCopy.data === data ? documentCopy.at : undefined
}

function withoutMark<T extends object>(data: WithOfflineCopy<T>): T {
  const { offlineCopyAt: _drop, ...rest } = data
  return rest as T
}

/** Whether a screen's data is the offline copy rather than the server's answer. */
export function isOfflineCopy(data: object): boolean {
  return 'offlineCopyAt' in data && typeof data.offlineCopyAt === 'string'
}

/** The mark of a screen shown from the offline copy: "offline copy, updated <time>". */
export function OfflineCopyNote({ at }: { at: string }) {
  const when = new Date(at)
  const time = Number.isNaN(when.getTime()) ? '' : displayIndiaDateTime(when)
  return (
    <p
      role="status"
      className="inline-flex w-fit items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-600" />
      <SpecMessage text={messageFor('OFFLINE_COPY', { time })} />
    </p>
  )
}

/**
 * Beside a screen readable offline (the CRM list, a lead): saves the server's data as the user's offline copy, or,
 * when the screen shows the copy, says so with the time it was saved. `pictures`: the thumbnails to keep with it.
 */
export function OfflineCopy<T extends object>({
  data,
  copyKey,
  pictures = [],
}: {
  data: WithOfflineCopy<T>
  copyKey: string
  pictures?: string[]
}) {
  const [documentAt, setDocumentAt] = useState<string | undefined>()
  const picturesKey = pictures.join(' ')
  useEffect(() => {
    const fromDocument = documentCopyAt(data)
    setDocumentAt(fromDocument)
    if (data.offlineCopyAt || fromDocument) return
    void saveCopy(copyKey, withoutMark(data), picturesKey ? picturesKey.split(' ') : [])
  }, [data, copyKey, picturesKey])
  const at = data.offlineCopyAt ?? documentAt
  // Issue 28: once the connection is back, the screen asks the server again; its answer replaces the copy, and the
  // mark goes with it. A copy shown while online (the server could not be reached) is asked for again at once.
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    if (!at) return
    const fresh = () => void revalidate.current()
    window.addEventListener('online', fresh)
    if (navigator.onLine) fresh()
    return () => window.removeEventListener('online', fresh)
  }, [at])
  return at ? <OfflineCopyNote at={at} /> : null
}

/** The thumbnail of a lead's latest visit, the one picture of the lead kept offline. */
export function latestThumbnail(visits: { at: string | Date; thumbnailId: number | null }[]): string[] {
  let latest: { at: number; id: number } | null = null
  for (const v of visits) {
    const at = new Date(v.at).getTime()
    if (v.thumbnailId !== null && (!latest || at > latest.at)) latest = { at, id: v.thumbnailId }
  }
  return latest ? [`/crm/files/${latest.id}`] : []
}

/**
 * Fetches ahead, one after the other and once the page has settled, the details of the first SYNC_LEADS leads of the
 * list whose copy is missing or older than SYNC_AGAIN_MS, through the lead route's own client loader (asked with
 * `?ahead=1`, so a failure comes back as data instead of an error screen); each is saved as that lead's copy with its
 * latest thumbnail. Stops at the first failure (the connection is gone or poor).
 */
export function LeadsAhead({ leadIds }: { leadIds: number[] }) {
  const fetcher = useFetcher()
  const [queue, setQueue] = useState<number[]>([])
  const asked = useRef<number | null>(null)
  const idsKey = leadIds.slice(0, SYNC_LEADS).join(',')
  useEffect(() => {
    if (!idsKey) return
    let cancelled = false
    const start = setTimeout(async () => {
      const times = await savedTimes()
      const due = idsKey
        .split(',')
        .map(Number)
        .filter((id) => Date.now() - (times.get(leadKey(id)) ?? 0) > SYNC_AGAIN_MS)
      if (!cancelled) setQueue(due)
    }, 3000)
    return () => {
      cancelled = true
      clearTimeout(start)
    }
  }, [idsKey])
  useEffect(() => {
    if (fetcher.state !== 'idle') return
    const id = asked.current
    if (id !== null) {
      asked.current = null
      const data = fetcher.data as (AheadAnswer & { detail?: { lead: { srno: number }; visits: [] } }) | undefined
      if (!data || data.aheadFailed || data.offlineCopyAt || data.detail?.lead.srno !== id) {
        setQueue([])
        return
      }
      void saveCopy(leadKey(id), data, latestThumbnail(data.detail.visits))
      setQueue((q) => q.filter((x) => x !== id))
      return
    }
    const next = queue[0]
    if (next === undefined) return
    asked.current = next
    fetcher.load(`/crm/leads/${next}?${AHEAD}=1`)
  }, [fetcher.state, fetcher.data, fetcher.load, queue])
  return null
}
