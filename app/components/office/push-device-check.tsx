import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { currentSubscription } from './push-client.ts'

/**
 * D61: on each start of the office for a signed-in user, this device's push subscription (if it has one) is confirmed
 * with the server: the user's own is tied to this session (signing out of it removes it); another user's (someone
 * else signed in on this phone) is removed by the server and dropped here, so this user never gets theirs.
 */
export function PushDeviceCheck({ userSrno }: { userSrno: number }) {
  const fetcher = useFetcher<{ ok: boolean; device?: string }>()
  const { submit } = fetcher
  useEffect(() => {
    // Once per user signed in on this page (a sign-in as another user starts it again).
    void userSrno
    let cancelled = false
    void currentSubscription().then((sub) => {
      if (!sub || cancelled) return
      void submit(
        { intent: 'push-confirm', endpoint: sub.endpoint },
        { method: 'post', action: '/account/notifications' },
      )
    })
    return () => {
      cancelled = true
    }
  }, [userSrno, submit])
  useEffect(() => {
    if (fetcher.data?.device === 'removed') void currentSubscription().then((sub) => sub?.unsubscribe())
  }, [fetcher.data])
  return null
}
