import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { outboxItem } from '../../../tests/helpers/outbox.ts'
import { sendWaiting } from './queue.ts'
import {
  backoffMs,
  keptDeclaredPhoto,
  nextToSend,
  type OutboxItem,
  outcomeOf,
  productsKept,
  type SendOutcome,
  textFields,
} from './rules.ts'
import { dropOtherUsers, keepItem, readItem, readItems, removeItem } from './store.ts'

const item = (overrides: Partial<OutboxItem> = {}) => outboxItem('key', overrides)

describe('what an answer means (outcomeOf)', () => {
  it('a saved visit gives its lead', () => {
    expect(outcomeOf(200, { ok: true, leadId: 7, repeated: true }, messages.MSG0002)).toEqual({
      kind: 'saved',
      leadId: 7,
      repeated: true,
    })
  })
  it.each([
    ['no connection', 0, null],
    ['a server fault', 500, { ok: false, error: messages.LEAD_SAVE_FAILED }],
    ['a proxy without the server', 502, '<html>Bad gateway</html>'],
    ['a timeout', 408, null],
    ['too many requests', 429, { ok: false, error: 'slow down' }],
    ['a 404 page of a proxy (no JSON)', 404, null],
  ])('%s: kept and tried again later', (_case, status, body) => {
    expect(outcomeOf(status, body, messages.MSG0002).kind).toBe('later')
  })
  it('an ended session (MSG0002) waits for sign-in, never an upload error', () => {
    expect(
      outcomeOf(401, { status: 'MSG0002', err: messages.MSG0002, message: messages.MSG0002 }, messages.MSG0002),
    ).toEqual({ kind: 'signin', message: messages.MSG0002 })
  })
  it('a forced password change also waits for sign-in', () => {
    expect(outcomeOf(403, { status: 'PASSWORD_CHANGE_REQUIRED', message: 'x' }, messages.MSG0002).kind).toBe('signin')
  })
  it("a refusal of the server's rules keeps its message and field", () => {
    expect(
      outcomeOf(400, { ok: false, error: messages.NEXT_VISIT_PAST, field: 'nextVisit' }, messages.MSG0002),
    ).toEqual({ kind: 'refused', message: messages.NEXT_VISIT_PAST, field: 'nextVisit' })
    expect(outcomeOf(403, { ok: false, code: 'FORBIDDEN', error: messages.FORBIDDEN }, messages.MSG0002).kind).toBe(
      'refused',
    )
  })
})

describe('the back-off and the order', () => {
  it('waits 5 s, 15 s, 45 s... at most 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 15_000, 45_000, 135_000])
    expect(backoffMs(20)).toBe(600_000)
  })
  it('sends the oldest waiting visit of the user; a later one waits behind one still in its back-off', () => {
    const a = item({ createdAt: 1 })
    const b = item({ createdAt: 2 })
    const other = item({ createdAt: 0, userId: 'someone' })
    expect(nextToSend([b, a, other], 'field1', 10)?.id).toBe(a.id)
    expect(nextToSend([b, { ...a, nextTryAt: 100 }], 'field1', 10)).toBeNull()
    expect(nextToSend([b, { ...a, state: 'refused' }], 'field1', 10)?.id).toBe(b.id)
  })
})

describe('the outbox on the phone (IndexedDB)', () => {
  beforeEach(async () => {
    for (const i of await readItems()) await removeItem(i.id)
  })

  it('keeps a visit until it is sent; another user signing in drops the first user’s items only', async () => {
    const mine = item()
    const theirs = item({ userId: 'field2' })
    await keepItem(mine)
    await keepItem(theirs)
    await dropOtherUsers('field1')
    expect((await readItems()).map((i) => i.id)).toEqual([mine.id])
  })

  it('sends in order, one at a time; saved ones go, a refused one stays with its message, the next is sent', async () => {
    const first = item()
    const second = item()
    const third = item()
    for (const i of [third, first, second]) await keepItem(i)
    const sent: string[] = []
    const answers: Record<string, SendOutcome> = {
      [first.id]: { kind: 'saved', leadId: 1, repeated: false },
      [second.id]: { kind: 'refused', message: messages.FILE_TYPE_NOT_ALLOWED, field: 'selfie' },
      [third.id]: { kind: 'saved', leadId: 3, repeated: false },
    }
    await sendWaiting('field1', {
      send: async (body) => {
        const key = String(body.get('clientKey'))
        sent.push(key)
        return answers[key]!
      },
    })
    expect(sent).toEqual([first.id, second.id, third.id])
    const left = await readItems()
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ id: second.id, state: 'refused', error: messages.FILE_TYPE_NOT_ALLOWED })
  })

  it('without a connection the first waits (back-off) and the rest wait behind it; nothing is dropped', async () => {
    const first = item()
    const second = item()
    await keepItem(first)
    await keepItem(second)
    const sent: string[] = []
    await sendWaiting('field1', {
      send: async (body) => {
        sent.push(String(body.get('clientKey')))
        return { kind: 'later' }
      },
    })
    expect(sent).toEqual([first.id])
    const kept = await readItem(first.id)
    expect(kept).toMatchObject({ state: 'waiting', attempts: 1 })
    expect(kept!.nextTryAt).toBeGreaterThan(Date.now())
    expect(await readItems()).toHaveLength(2)
    // The connection returns: "send now" ignores the wait.
    await sendWaiting('field1', { now: true, send: async () => ({ kind: 'saved', leadId: 1, repeated: false }) })
    expect(await readItems()).toHaveLength(0)
  })

  it('an ended session holds everything until the user signs in again, then it is sent', async () => {
    const first = item()
    await keepItem(first)
    await sendWaiting('field1', { send: async () => ({ kind: 'signin', message: messages.MSG0002 }) })
    expect(await readItem(first.id)).toMatchObject({ state: 'signin' })
    await sendWaiting('field1', { send: async () => ({ kind: 'saved', leadId: 1, repeated: false }) })
    expect(await readItem(first.id)).toBeDefined()
    await sendWaiting('field1', { now: true, send: async () => ({ kind: 'saved', leadId: 1, repeated: false }) })
    expect(await readItem(first.id)).toBeUndefined()
  })

  it('keeps the photo with the fields', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })
    const withPhoto = item({ photo })
    await keepItem(withPhoto)
    const back = await readItem(withPhoto.id)
    expect(back!.photo).toBeInstanceOf(Blob)
    expect(back!.photo!.size).toBe(3)
  })
})

describe("a restored draft's photo keeps its declared values (D53)", () => {
  it('reads the capture time and GPS back from the kept fields', () => {
    const fields: [string, string][] = [
      ['photoTakenAt', '2026-05-01T10:00:00.000Z'],
      ['photoLatitude', '28.6139'],
      ['photoLongitude', '77.209'],
    ]
    expect(keptDeclaredPhoto({ fields })).toEqual({
      takenAt: '2026-05-01T10:00:00.000Z',
      latitude: 28.6139,
      longitude: 77.209,
    })
  })

  it('leaves out what the original did not state, and a half position', () => {
    expect(
      keptDeclaredPhoto({
        fields: [
          ['photoTakenAt', ''],
          ['photoLatitude', '28.6'],
          ['photoLongitude', ''],
        ],
      }),
    ).toEqual({})
  })
})

describe('a kept lead’s products (D59)', () => {
  it('keeps each ticked chip as its own field and ticks them again when restored', () => {
    const form = new FormData()
    form.append('businessName', 'Chip Stores')
    form.append('product-dmt', 'on')
    form.append('product-aeps', 'on')
    const fields = textFields(form)
    expect(fields).toContainEqual(['product-dmt', 'on'])
    expect(productsKept({ fields })).toEqual(['aeps', 'dmt'])
    expect(productsKept({ fields: [['businessName', 'x']] })).toEqual([])
  })
})
