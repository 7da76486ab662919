import { describe, expect, it } from 'vitest'
import { canRetry, MAIL_FAILED_AFTER, mailStateOf } from './mail-state.ts'

describe('mail state of an enquiry', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  const mail = (facts: Partial<Parameters<typeof mailStateOf>[0]>) =>
    mailStateOf({ mailId: 1, sentAt: null, attempts: 0, nextAttemptAt: now, ...facts }, now)

  it('tells queued, sent, retrying and failed apart', () => {
    expect(mail({ mailId: null })).toBe('none')
    expect(mail({})).toBe('queued')
    expect(mail({ sentAt: now, attempts: 3 })).toBe('sent')
    expect(mail({ attempts: 1 })).toBe('retrying')
    expect(mail({ attempts: MAIL_FAILED_AFTER - 1 })).toBe('retrying')
    expect(mail({ attempts: MAIL_FAILED_AFTER })).toBe('failed')
    // Parked by the worker (a malformed recipient): failed after one try.
    expect(mail({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 2 * 86_400_000) })).toBe('failed')
  })

  it.each([
    { state: 'failed', retry: true },
    { state: 'retrying', retry: true },
    { state: 'queued', retry: false },
    { state: 'sent', retry: false },
    { state: 'none', retry: false },
  ] as const)('allows a retry only of an unsent mail that has been tried: $state', ({ state, retry }) =>
    expect(canRetry(state)).toBe(retry),
  )
})
