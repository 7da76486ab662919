import { useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { inOrder, type OutboxItem } from '#app/offline/outbox/rules.ts'
import { onOutboxChange, readItems } from '#app/offline/outbox/store.ts'

/**
 * What a screen reads of the outbox at first paint: whose phone this is, and their kept items. Its own module: the
 * outbox's bar and the sending (./outbox-bar.tsx, ./use-visit-save.tsx, the queue) load after the page is usable.
 */

/** The signed-in user's id, from the staff layout (drafts and kept visits are keyed by it). */
export function useSignedInUserId(): string | null {
  const data = useRouteLoaderData('routes/office/layout') as { user: { userId: string } | null } | undefined
  return data?.user?.userId ?? null
}

/** The signed-in user's kept visits, read again whenever the outbox changes (in any tab). */
export function useOutboxItems(userId: string | null): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([])
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return
    let live = true
    const read = () =>
      readItems()
        .then((all) => live && setItems(inOrder(all, userId)))
        .catch(() => undefined)
    void read()
    const stop = onOutboxChange(() => void read())
    return () => {
      live = false
      stop()
    }
  }, [userId])
  return items
}
