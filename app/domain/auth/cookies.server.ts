/**
 * The session cookie (D10): HttpOnly, SameSite=Lax, no Max-Age (it ends with the browser, like the old session
 * storage), Secure with the `__Host-` prefix behind HTTPS. A second, harmless cookie tells prerendered pages that a
 * staff member may be signed in, so only they ask the server for header rights.
 */
import { STAFF_HINT_COOKIE } from './constants.ts'

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
  ]
}

export function clearedSessionCookies(https: boolean): string[] {
  const secure = https ? '; Secure' : ''
  const gone = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0'
  return [
    `${sessionCookieName(https)}=; Path=/; HttpOnly; SameSite=Lax; ${gone}${secure}`,
    `${STAFF_HINT_COOKIE}=; Path=/; SameSite=Lax; ${gone}${secure}`,
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
