import { safeRedirect } from '#app/lib/safe-redirect.ts'

/**
 * Where a sign-in lands (spec section 4, D13, issue 28 item 7): the page asked for before it, whole (path and
 * query, so a shared CRM link keeps its filter), else the CRM. The target is user input and is kept only as a path
 * on this site (`safeRedirect`, the open-redirect rule of security.md); it survives each step between: the second
 * step (kept with the pending sign-in) and the forced password change (carried as `redirectTo` to /changepassword,
 * and from there to the sign-in that follows it).
 */
export const DEFAULT_LANDING = '/crm'

/** `path` with `?redirectTo=<target>` when the target is a safe path of this site other than the default landing. */
export function withRedirectTo(path: string, target: string | null | undefined): string {
  const safe = safeRedirect(target ?? null, '')
  if (safe === '' || safe === DEFAULT_LANDING) return path
  return `${path}${path.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(safe)}`
}

/** After the password (and the second step): the forced password change first (D13), else the page asked for. */
export function signInLanding(chgPwOnLogon: number, redirectTo: string | null | undefined): string {
  return chgPwOnLogon === 1 ? withRedirectTo('/changepassword', redirectTo) : safeRedirect(redirectTo, DEFAULT_LANDING)
}
