/**
 * The session cookie (D10): HttpOnly, SameSite=Lax, no Max-Age (it ends with the browser, like the old session
 * storage), Secure with the `__Host-` prefix behind HTTPS. A second, harmless cookie tells prerendered pages that a
 * staff member may be signed in, so only they ask the server for header rights.
 */
import { createHash } from 'node:crypto'
import { OFFLINE_SESSION_COOKIE, STAFF_HINT_COOKIE } from './constants.ts'

/**
 * The session's key of the offline copy (ADR 0170): a one-way digest of the session token, so the readable cookie
 * gives nothing that opens the session, and a new session (a new sign-in) has a new key.
 */
export function offlineSessionKey(token: string): string {
  return createHash('sha256').update(`office-copy:${token}`).digest('base64url').slice(0, 32)
}

export function sessionCookieName(https: boolean): string {
  return https ? '__Host-sid' : 'sid'
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

export function sessionCookies(token: string, https: boolean): string[] {
  const secure = https ? '; Secure' : ''
  return [
    `${sessionCookieName(https)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    `${STAFF_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure}`,
    // Readable by the page and the office's service worker, which show an offline copy only under the key it was
    // saved with (D54, ADR 0170). No Max-Age: it ends with the browser, as the session cookie does.
    `${OFFLINE_SESSION_COOKIE}=${offlineSessionKey(token)}; Path=/; SameSite=Lax${secure}`,
  ]
}

export function clearedSessionCookies(https: boolean): string[] {
  const secure = https ? '; Secure' : ''
  const gone = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0'
  return [
    `${sessionCookieName(https)}=; Path=/; HttpOnly; SameSite=Lax; ${gone}${secure}`,
    `${STAFF_HINT_COOKIE}=; Path=/; SameSite=Lax; ${gone}${secure}`,
    `${OFFLINE_SESSION_COOKIE}=; Path=/; SameSite=Lax; ${gone}${secure}`,
  ]
}

/** The session token of a request: the cookie, or `Authorization: Bearer` for non-browser clients (D10). */
export function sessionTokenOf(request: Request, https: boolean): string | undefined {
  const auth = request.headers.get('authorization')
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined
  return readCookie(request.headers.get('cookie'), sessionCookieName(https)) || undefined
}

/** Response headers that set the session cookies of a fresh sign-in. */
export function sessionHeaders(token: string, https: boolean): Headers {
  const headers = new Headers()
  for (const c of sessionCookies(token, https)) headers.append('Set-Cookie', c)
  return headers
}

/** Response headers that remove the session cookies. */
export function clearedSessionHeaders(https: boolean): Headers {
  const headers = new Headers()
  for (const c of clearedSessionCookies(https)) headers.append('Set-Cookie', c)
  return headers
}
