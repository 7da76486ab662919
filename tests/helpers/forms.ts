import { asc } from 'drizzle-orm'
import { enquiries, mailOutbox, paymentIntimations } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * Helpers for the public-form integration tests. Every request gets its own client address (the test servers trust
 * one proxy hop, TRUST_PROXY=1), so the per-address rate limit (D46) only bites where a test means it to.
 */

let nextAddress = 1

export function freshAddress(): string {
  const n = nextAddress++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export interface PostOptions {
  /** Ask for the JSON reply (what the forms' script does). */
  json?: boolean
  /** The client address; a fresh one when not given. */
  ip?: string
  headers?: Record<string, string>
}

/** A plain HTML form post (form-encoded), or the script's post when `json` is set. */
export function postForm(base: string, path: string, fields: Record<string, string>, options: PostOptions = {}) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
    headers: {
      'X-Forwarded-For': options.ip ?? freshAddress(),
      Accept: options.json ? 'application/json' : 'text/html,application/xhtml+xml',
      ...options.headers,
    },
  })
}

/** A JSON body post (the callback box and scripts). */
export function postJson(base: string, path: string, body: unknown, options: PostOptions = {}) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'X-Forwarded-For': options.ip ?? freshAddress(),
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...options.headers,
    },
  })
}

export async function counts(db: Db) {
  const [e, m, p] = await Promise.all([
    db.select({ id: enquiries.id }).from(enquiries),
    db.select({ id: mailOutbox.id }).from(mailOutbox),
    db.select({ id: paymentIntimations.id }).from(paymentIntimations),
  ])
  return { enquiries: e.length, mails: m.length, payments: p.length }
}

export async function lastEnquiry(db: Db) {
  const rows = await db.select().from(enquiries).orderBy(asc(enquiries.id))
  return rows.at(-1)
}

export async function lastMail(db: Db) {
  const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))
  return rows.at(-1)
}

export async function lastPayment(db: Db) {
  const rows = await db.select().from(paymentIntimations).orderBy(asc(paymentIntimations.id))
  return rows.at(-1)
}

/** A valid quote form as the home page sends it. */
export const validQuote = {
  variant: 'home',
  source: '/',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '9876543210',
  location: 'Jaipur',
  service: 'Human ATM',
  message: 'Please send me the price of a micro ATM.',
}
