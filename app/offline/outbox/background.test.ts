import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { outboxItem } from '../../../tests/helpers/outbox.ts'
import { sendInBackground, syncTag, syncTargetOf } from './background.ts'
import { noticeOfItem } from './background-notice.ts'
import type { OutboxItem, SendOutcome } from './rules.ts'
import { keepItem, readItems, removeItem } from './store.ts'

/**
 * Sending without the app open (ADR 0213): the service worker sends the outbox with the page's own sender (one at a
 * time, oldest first, the one-time key, a refusal kept on the item), only under the session that asked, and says
 * which visits now need the user (for a notification where the phone allows one).
 */

/** A visit kept a while ago: tried twice, and in its back-off, which the connection returning sends all the same. */
const item = (overrides: Partial<OutboxItem> = {}) =>
  outboxItem('bg', { attempts: 2, nextTryAt: Date.now() + 60_000, ...overrides })

const target = { userId: 'field1', session: 'session-key-1', locale: 'en' as const }

beforeEach(async () => {
  for (const kept of await readItems()) await removeItem(kept.id)
})

describe('the sync tag names the user, the session and the language', () => {
  it('reads back what it wrote, whatever the user id holds', () => {
    const odd = { userId: 'a b%c', session: 'k=1 2', locale: 'hi' as const }
    expect(syncTargetOf(syncTag(odd))).toEqual(odd)
    expect(syncTargetOf(syncTag(target))).toEqual(target)
  })
  it('ignores a tag that is not the outbox’s', () => {
    expect(syncTargetOf('something-else')).toBeNull()
    expect(syncTargetOf('office-outbox field1')).toBeNull()
    expect(syncTargetOf('office-outbox  key en')).toBeNull()
  })
})

describe('the worker sends the queue by itself', () => {
  it('sends every waiting visit once, oldest first, one at a time, with its one-time key', async () => {
    const first = item()
    const second = item()
    await keepItem(second)
    await keepItem(first)
    await keepItem(item({ userId: 'someone-else' }))
    const sent: string[] = []
    let inFlight = 0
    const needsUser = await sendInBackground(target, 'session-key-1', async (body): Promise<SendOutcome> => {
      inFlight++
      expect(inFlight).toBe(1)
      sent.push(String(body.get('clientKey')))
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return { kind: 'saved', leadId: 5, repeated: false }
    })
    expect(sent).toEqual([first.id, second.id])
    expect(needsUser).toEqual([])
    expect((await readItems()).map((i) => i.userId)).toEqual(['someone-else'])
  })

  it('keeps a refusal on the item with its message, sends the next, and names the refused one', async () => {
    const refused = item()
    const next = item()
    await keepItem(refused)
    await keepItem(next)
    const needsUser = await sendInBackground(target, 'session-key-1', async (body) =>
      body.get('clientKey') === refused.id
        ? { kind: 'refused', message: 'Mobile number is not valid.', field: 'mobile' }
        : { kind: 'saved', leadId: 9, repeated: false },
    )
    expect(needsUser.map((i) => i.id)).toEqual([refused.id])
    const [kept] = await readItems()
    expect(kept).toMatchObject({
      id: refused.id,
      state: 'refused',
      error: 'Mobile number is not valid.',
      field: 'mobile',
    })
  })

  it('still no connection: nothing is lost, and it fails so the browser tries again later', async () => {
    await keepItem(item())
    await expect(sendInBackground(target, 'session-key-1', async () => ({ kind: 'later' }))).rejects.toThrow()
    const [kept] = await readItems()
    expect(kept?.state).toBe('waiting')
  })

  it('sends nothing under another session, or with none (the page sends at its next open)', async () => {
    await keepItem(item())
    const never = async (): Promise<SendOutcome> => {
      throw new Error('must not send')
    }
    expect(await sendInBackground(target, 'another-session', never)).toEqual([])
    expect(await sendInBackground(target, null, never)).toEqual([])
    expect(await readItems()).toHaveLength(1)
  })

  it('an ended session holds the visits for sign-in and names them', async () => {
    const kept = item()
    await keepItem(kept)
    const needsUser = await sendInBackground(target, 'session-key-1', async () => ({
      kind: 'signin',
      message: 'Session has been expired. Please login again.',
    }))
    expect(needsUser.map((i) => i.state)).toEqual(['signin'])
  })
})

describe('the notification of a visit that needs the user, in their language', () => {
  it('a refused lead: its name, the server’s message, and its form to fix it', () => {
    const refused = item({ state: 'refused', error: 'Mobile number is not valid.', label: 'Ravi Stores' })
    const notice = noticeOfItem(refused, 'en')
    expect(notice.title).toBe('Not saved: Ravi Stores')
    expect(notice.body).toBe('Mobile number is not valid. Open the outbox to fix it, or discard it.')
    expect(notice.url).toBe(`/crm/leads/new?outbox=${refused.id}`)
    const hindi = noticeOfItem(refused, 'hi')
    expect(hindi.title).toBe('सेव नहीं हुई: Ravi Stores')
  })
  it('a follow-up held for sign-in opens the list', () => {
    const held = item({ kind: 'follow-up', leadId: 4, state: 'signin', label: 'Asha Kirana' })
    expect(noticeOfItem(held, 'en')).toMatchObject({ title: 'Sign in again to send: Asha Kirana', url: '/crm' })
    const refused = item({ kind: 'follow-up', leadId: 4, state: 'refused', error: 'x' })
    expect(noticeOfItem(refused, 'en').url).toBe(`/crm/leads/4?outbox=${refused.id}#follow-up`)
  })
})
