import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { sendWaiting } from '#app/offline/outbox/queue.ts'
import { type OutboxItem, outcomeOf, type SendOutcome } from '#app/offline/outbox/rules.ts'
import { keepItem, readItems, removeItem } from '#app/offline/outbox/store.ts'

/**
 * The start and end of the day recorded offline (D58, D54): kept in the outbox like a visit, sent oldest first,
 * and saved once for their one-time key even when an answer is lost and the send is repeated.
 */

function dayItem(kind: 'day-start' | 'day-end', createdAt: number): OutboxItem {
  const id = `${kind}-key-aaaaaaaaaaaaaaaa`
  return {
    id,
    userId: 'field1',
    kind,
    label: kind,
    fields: [
      ['intent', kind],
      ['clientKey', id],
      ['deviceAt', new Date(createdAt).toISOString()],
    ],
    photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    photoName: 'selfie.jpg',
    createdAt,
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
  }
}

beforeEach(async () => {
  for (const i of await readItems()) await removeItem(i.id)
})

describe('the day through the outbox', () => {
  it('reads the server saying a day was saved (it has no lead) as saved', () => {
    expect(outcomeOf(200, { ok: true, dayId: 4, repeated: false }, messages.MSG0002)).toMatchObject({ kind: 'saved' })
    expect(outcomeOf(409, { ok: false, error: 'Start the day before ending it.' }, messages.MSG0002)).toMatchObject({
      kind: 'refused',
    })
  })

  it('sends the start before the end, and saves each once though an answer is lost and it is sent again', async () => {
    const start = dayItem('day-start', Date.parse('2026-11-27T03:45:00Z'))
    const end = dayItem('day-end', Date.parse('2026-11-27T12:30:00Z'))
    await keepItem(end)
    await keepItem(start)
    // The server: one row per key; the first answer for the start is lost on the way back (no connection).
    const saved = new Map<string, string>()
    const sent: string[] = []
    let lose = true
    const server = async (body: FormData): Promise<SendOutcome> => {
      const key = String(body.get('clientKey'))
      sent.push(`${body.get('intent')}`)
      const repeated = saved.has(key)
      if (!repeated) saved.set(key, String(body.get('deviceAt')))
      if (lose) {
        lose = false
        return { kind: 'later' }
      }
      return outcomeOf(200, { ok: true, dayId: saved.size, repeated }, messages.MSG0002)
    }
    await sendWaiting('field1', { send: server })
    expect(sent).toEqual(['day-start'])
    expect(await readItems()).toHaveLength(2)
    // The connection is back: both go, the start first (again, the same key), then the end.
    await sendWaiting('field1', { now: true, send: server })
    expect(sent).toEqual(['day-start', 'day-start', 'day-end'])
    expect([...saved.keys()]).toEqual([start.id, end.id])
    // The time each was recorded on the phone goes with it.
    expect(saved.get(start.id)).toBe('2026-11-27T03:45:00.000Z')
    expect(await readItems()).toEqual([])
  })
})
