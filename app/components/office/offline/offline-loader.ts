/**
 * A CRM screen's client loader with the phone's copy (ADR 0149, ADR 0207): the server's data; when the server is slow
 * or cannot be reached, the screen's saved copy (app/offline/read-copy.ts) or its data drawn from the book of leads
 * (app/offline/book-screens.ts). It reads React Router's answers (a route error response of 401 means the session is
 * gone), so it stays beside the screens: app/offline knows no React Router (ADR 0235).
 */
import { isRouteErrorResponse } from 'react-router'
import { newClientKey } from '#app/offline/outbox/rules.ts'
import { forgetSession, readCopy } from '#app/offline/read-copy.ts'
import { currentOfflineSessionKey } from '#app/offline/stores.ts'

/** A request that never reached the server (no connection, the connection dropped), as opposed to its answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return error instanceof TypeError
}

export type WithOfflineCopy<T> = T & { offlineCopyAt?: string }

/** The search parameter of a lead fetched ahead for the offline copy, and what such a fetch answers on failure. */
export const AHEAD = 'ahead'
export interface AheadAnswer {
  aheadFailed?: true
  offlineCopyAt?: string
}

/**
 * How long a screen waits for the network before it shows the phone's copy instead (issue: a weak signal is not a
 * dead one). The request goes on; once it answers, the screen asks again (OfflineCopy) and takes that answer.
 */
export const NETWORK_GRACE_MS = 800

/** The server requests still on their way, by address: a screen's second ask takes the first's answer. */
const onTheirWay = new Map<string, Promise<unknown>>()

export interface CopyOptions<T> {
  /** The screen's data drawn from the phone's book of leads (book-screens.ts), when the book holds it. */
  book?: () => Promise<WithOfflineCopy<T> | undefined>
  /** The book's data wins over a saved copy even when older (the list: the book is searched whole). */
  preferBook?: boolean
  /** The copy only when the server cannot be reached, never because it is slow. */
  waitForServer?: boolean
}

/** The phone's copy of a screen under the session the phone holds, or undefined (deleted if another session's). */
async function phoneCopy<T extends object>(
  key: string,
  options: CopyOptions<T>,
): Promise<WithOfflineCopy<T> | undefined> {
  const copy = await readCopy<T>(key)
  const session = currentOfflineSessionKey()
  let saved: WithOfflineCopy<T> | undefined
  if (copy) {
    // D54: only under the session that saved it; with no session on the phone, or another, it is deleted, unread.
    if (!session || copy.session !== session) {
      await forgetSession()
      return undefined
    }
    saved = { ...copy.data, offlineCopyAt: copy.savedAt }
    // A lead's next visit needs a one-time key of its own (D32): the saved one may have been used already.
    if ('clientKey' in saved && typeof saved.clientKey === 'string') Object.assign(saved, { clientKey: newClientKey() })
  }
  const fromBook = options.book ? await options.book().catch(() => undefined) : undefined
  if (!fromBook) return saved
  if (!saved || options.preferBook) return fromBook
  return (fromBook.offlineCopyAt ?? '') > (saved.offlineCopyAt ?? '') ? fromBook : saved
}

/**
 * The marks a screen's address carries right after a change was saved on the server: a lead or visit saved, the
 * working day started or ended, leads assigned, two leads merged. Such a screen shows what was just saved, so it waits
 * for the server's answer instead of the phone's older copy.
 */
const AFTER_SAVE = ['saved', 'day', 'assigned', 'merged'] as const

/** A screen that must show the server's answer: right after a save (AFTER_SAVE), or a form's reply. */
function waitsForServer(request: Request): boolean {
  const url = new URL(request.url)
  return (
    request.method !== 'GET' || AFTER_SAVE.some((mark) => url.searchParams.has(mark)) || url.searchParams.has(AHEAD)
  )
}

/**
 * The addresses whose screen shows the phone's copy because the server was slow. The screen's next ask (OfflineCopy
 * asks again at once) waits for the server however long it takes, and takes the copy only if the server cannot be
 * reached: otherwise a server that answers in a little more than the grace each time would leave the copy on the
 * screen for good.
 */
const shownWhileSlow = new Set<string>()

/**
 * A screen's client loader: the server's data; when the server does not answer within NETWORK_GRACE_MS, the phone's
 * copy at once (stale-while-revalidate: the request goes on, and the screen takes its answer when it comes); when the
 * server cannot be reached, the copy, marked with the time it was saved. The copy is the screen's saved copy or its
 * data drawn from the book of leads, whichever is newer. A refusal or error from the server is passed on as it is
 * (a copy never hides it).
 */
export async function orOfflineCopy<T extends object>(
  key: string,
  serverLoader: () => Promise<T>,
  request?: Request,
  options: CopyOptions<T> = {},
): Promise<WithOfflineCopy<T>> {
  const address = request?.url ?? key
  let server = onTheirWay.get(address) as Promise<T> | undefined
  const already = server !== undefined
  if (!server) {
    const asked = serverLoader()
    server = asked
    onTheirWay.set(address, asked)
    asked.then(
      () => onTheirWay.delete(address),
      () => onTheirWay.delete(address),
    )
  }
  const askedAgain = shownWhileSlow.delete(address)
  try {
    if (already || askedAgain || !request || options.waitForServer || waitsForServer(request)) return await server
    let timer: ReturnType<typeof setTimeout> | undefined
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), NETWORK_GRACE_MS)
    })
    const first = await Promise.race([server, slow]).finally(() => clearTimeout(timer))
    if (first !== 'slow') return first
    const copy = await phoneCopy(key, options)
    if (!copy) return await server
    shownWhileSlow.add(address)
    return copy
  } catch (error) {
    // The server says the session is gone: the read copies go at once (the queue waits for the next sign-in).
    if (sessionEnded(error)) await forgetSession()
    // Fetched ahead for the copy (LeadsAhead): any failure is an answer, never the screen's error.
    if (request && new URL(request.url).searchParams.has(AHEAD)) {
      return { aheadFailed: true } as AheadAnswer as WithOfflineCopy<T>
    }
    if (!isNetworkFailure(error)) throw error
    const copy = await phoneCopy(key, options)
    if (!copy) throw error
    return copy
  }
}

/** An answer of the server saying the request's session is gone: 401 (MSG0002), or a redirect to the sign-in. */
export function sessionEnded(error: unknown): boolean {
  if (error instanceof Response) {
    if (error.status === 401) return true
    const to = error.headers.get('Location') ?? ''
    return error.status >= 300 && error.status < 400 && /^(https?:\/\/[^/]+)?\/login([?#]|$)/.test(to)
  }
  return isRouteErrorResponse(error) && error.status === 401
}
