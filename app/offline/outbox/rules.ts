import { PRODUCT_KEYS, productField } from '#app/domain/leads/products.ts'

/**
 * The outbox's rules that need no browser (D54, D11 revised), kept apart so they are tested on their own: what a
 * send's answer means, how long to wait before the next try, and what a kept visit holds.
 */

/** A visit kept on the phone until the server has it: its form's fields, its photo, and how its sending goes. */
export interface OutboxItem {
  /** The form's one-time key (D32): the same visit sent twice is saved once. */
  id: string
  /** Whose visit this is (the user id): another user's items are never shown, sent or restored. */
  userId: string
  /** A visit (a new lead, a follow-up), the start or end of the working day (D58), or a contact (a call or WhatsApp
   * message and its outcome, D60: no photo), all sent the same way. */
  kind: 'lead' | 'follow-up' | 'day-start' | 'day-end' | 'contact'
  /** The lead a follow-up or a contact belongs to. */
  leadId?: number
  /** What the list says of it: the business name, or the lead's. */
  label: string
  /** Every text field of the form as sent, deviceAt included (the time Save was pressed on the phone). */
  fields: [string, string][]
  /** The selfie as the form held it (already made small on the phone). */
  photo: Blob | null
  photoName: string
  /** When it was recorded on the phone (ms), the order of sending. */
  createdAt: number
  /**
   * waiting: sent by itself when possible; signin: the session ended, sent once the user signs in again;
   * refused: the server refused it (its message in `error`), kept until fixed and resent or discarded.
   */
  state: 'waiting' | 'signin' | 'refused'
  error?: string
  /** The field the refusal is about, when it is one. */
  field?: string
  attempts: number
  /** Not tried again before this time (ms): the back-off. */
  nextTryAt: number
}

/** What a send's answer means for a kept visit. */
export type SendOutcome =
  | { kind: 'saved'; leadId: number; repeated: boolean }
  /** No connection, the server unreachable, or a fault of the server (5xx, 408, 429, not its JSON): try later. */
  | { kind: 'later' }
  /** The session ended (MSG0002) or must first change a password or add a second factor: sign in, then send. */
  | { kind: 'signin'; message: string }
  /** The server's rules refused it: shown on the item, kept until fixed or discarded. */
  | { kind: 'refused'; message: string; field?: string }

const SIGN_IN_CODES = new Set(['MSG0002', 'PASSWORD_CHANGE_REQUIRED', 'SECOND_FACTOR_REQUIRED'])

/**
 * Reads a send's answer: `status` 0 is a request that never reached the server. Only a JSON answer of the server's
 * own with a message counts as a refusal; anything else at 4xx from a proxy is tried again later.
 */
export function outcomeOf(status: number, body: unknown, signInMessage: string): SendOutcome {
  const reply = body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  if (status >= 200 && status < 300 && reply?.ok === true && typeof reply.leadId === 'number')
    return { kind: 'saved', leadId: reply.leadId, repeated: reply.repeated === true }
  // The start or end of the day (D58) has no lead: saved, with lead 0 (it opens the CRM list, not a lead).
  if (status >= 200 && status < 300 && reply?.ok === true && typeof reply.dayId === 'number')
    return { kind: 'saved', leadId: 0, repeated: reply.repeated === true }
  if (status === 0 || status >= 500 || status === 408 || status === 429 || !reply) return { kind: 'later' }
  const message =
    typeof reply.error === 'string' ? reply.error : typeof reply.message === 'string' ? reply.message : null
  if (status === 401 || (typeof reply.status === 'string' && SIGN_IN_CODES.has(reply.status)))
    return { kind: 'signin', message: message ?? signInMessage }
  if (status === 403 && reply.code !== undefined && SIGN_IN_CODES.has(String(reply.code)))
    return { kind: 'signin', message: message ?? signInMessage }
  if (message === null) return { kind: 'later' }
  return { kind: 'refused', message, field: typeof reply.field === 'string' ? reply.field : undefined }
}

/** Waits between tries of one visit: 5 s, 15 s, 45 s... at most 10 minutes (a connection back sends at once). */
export function backoffMs(attempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 3 ** Math.max(0, attempts - 1))
}

/** The visits of one user in the order they were recorded. */
export function inOrder(items: OutboxItem[], userId: string): OutboxItem[] {
  return items.filter((i) => i.userId === userId).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
}

/** The next visit to send now: the oldest waiting one whose wait is over; none while an older one waits longer. */
export function nextToSend(items: OutboxItem[], userId: string, now: number): OutboxItem | null {
  const waiting = inOrder(items, userId).filter((i) => i.state === 'waiting')
  const first = waiting[0]
  return first && first.nextTryAt <= now ? first : null
}

/** A form's text fields as kept (the file apart). */
export function textFields(body: FormData): [string, string][] {
  const out: [string, string][] = []
  body.forEach((value, name) => {
    if (typeof value === 'string') out.push([name, value])
  })
  return out
}

export function fieldOf(item: Pick<OutboxItem, 'fields'>, name: string): string | undefined {
  return item.fields.find(([n]) => n === name)?.[1]
}

/**
 * The products a kept lead was sent with (D59): each ticked chip is its own field (`product-aeps`), kept with the
 * form's other fields, so a lead kept offline is sent with its products and a restored draft ticks them again.
 */
export function productsKept(item: Pick<OutboxItem, 'fields'>): string[] {
  return PRODUCT_KEYS.filter((key) => fieldOf(item, productField(key)) !== undefined)
}

/**
 * The photo's declared values (D53: the original's EXIF capture time and GPS, read on the phone) as a kept visit
 * holds them in its hidden fields, for the form a kept visit is restored into; empty fields are left out.
 */
export function keptDeclaredPhoto(item: Pick<OutboxItem, 'fields'>): {
  takenAt?: string
  latitude?: number
  longitude?: number
} {
  const takenAt = fieldOf(item, 'photoTakenAt')
  const latitude = Number.parseFloat(fieldOf(item, 'photoLatitude') ?? '')
  const longitude = Number.parseFloat(fieldOf(item, 'photoLongitude') ?? '')
  return {
    ...(takenAt ? { takenAt } : {}),
    ...(Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : {}),
  }
}

/** A new one-time key for the next form (the server's format: 24 URL-safe characters). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
