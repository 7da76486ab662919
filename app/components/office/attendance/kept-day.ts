import { useOutboxItems, useSignedInUserId } from '#app/components/office/crm/outbox/outbox-items.ts'

/**
 * The signed-in user's start or end of the day kept on this phone, waiting to be sent (D54, D58). Its own module: the
 * CRM list's day line reads it, and must not load the day's form (the selfie, the form kit and its checks) to do so.
 */
export function useKeptDay(): { start: boolean; end: boolean } {
  const kept = useOutboxItems(useSignedInUserId())
  return {
    start: kept.some((i) => i.kind === 'day-start' && i.state !== 'refused'),
    end: kept.some((i) => i.kind === 'day-end' && i.state !== 'refused'),
  }
}
