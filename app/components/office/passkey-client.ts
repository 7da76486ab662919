import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import type { TFunction } from 'i18next'
import { office } from '#app/messages/en/office.ts'

/**
 * The browser side of passkeys (D56), with SimpleWebAuthn: asks /login/passkey for options, lets the browser talk to
 * the authenticator (fingerprint, screen lock, security key), and sends the answer back. Errors come back as the
 * server's message, or null when the person cancelled the browser's prompt (nothing to say then).
 */

/** The browser's own passkey failures, in English (the office catalogue's); `passkeyError` shows them translated. */
const texts = office.passkey

type Reply =
  | { ok: true; options?: unknown; redirectTo?: string; recoveryCodes?: string[] | null }
  | { ok: false; error: string }

async function call(intent: string, fields: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch('/login/passkey', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ intent, ...fields }),
    credentials: 'same-origin',
  })
  try {
    return (await res.json()) as Reply
  } catch {
    return { ok: false, error: texts.notUsed }
  }
}

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill }

/**
 * A passkey error in the reader's language: the browser's own failures are this module's texts (the office
 * catalogue's English), shown through the catalogue; the server's are catalogue texts of app/lib/errors.ts, which
 * the alert shows in Hindi with their English (ADR 0156).
 */
export function passkeyError(error: string, t: TFunction<'office'>): string {
  const key = (Object.keys(texts) as (keyof typeof texts)[]).find((k) => texts[k] === error)
  return key ? t(`passkey.${key}`) : error
}

/** Whether the browser's prompt was dismissed (or replaced by another), which is not an error to show. */
function cancelled(error: unknown): boolean {
  const name = (error as { name?: string; code?: string })?.name
  const code = (error as { code?: string })?.code
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED'
}

/**
 * Signs in with a passkey: `signin` from the sign-in page (any of this site's passkeys; `autofill` offers them in the
 * User Id field's suggestions), `step` as the second step of a password sign-in. On success the browser goes on to
 * where the server says.
 */
export async function passkeySignIn(mode: 'signin' | 'step', autofill = false): Promise<string | null> {
  const options = await call(`${mode}-options`)
  // The suggestions in the User Id field start by themselves when the page opens: until the user picks a passkey
  // there, nothing they did failed, so a failure to offer them (a browser that refuses this site address as a
  // relying party, a server that cannot be reached) is not shown. A refusal of a chosen passkey still is.
  if (!options.ok) return autofill ? null : options.error
  try {
    const answer = await startAuthentication({ optionsJSON: options.options as never, useBrowserAutofill: autofill })
    const result = await call(mode, { response: JSON.stringify(answer) })
    if (!result.ok) return result.error
    window.location.assign(result.redirectTo ?? '/crm')
    return null
  } catch (error) {
    return cancelled(error) || autofill ? null : texts.notUsed
  }
}

/** Stops a waiting autofill request (before another passkey prompt, or when the page goes away). */
export function cancelPasskeyPrompt() {
  WebAuthnAbortService.cancelCeremony()
}

/** Adds a passkey for the signed-in user; returns the recovery codes to show (first factor) or an error. */
export async function registerPasskey(
  name: string,
): Promise<{ ok: true; recoveryCodes: string[] | null } | { ok: false; error: string | null }> {
  const options = await call('register-options')
  if (!options.ok) return { ok: false, error: options.error }
  try {
    const answer = await startRegistration({ optionsJSON: options.options as never })
    const result = await call('register', { response: JSON.stringify(answer), name })
    if (!result.ok) return { ok: false, error: result.error }
    return { ok: true, recoveryCodes: result.recoveryCodes ?? null }
  } catch (error) {
    const name = (error as { name?: string })?.name
    if (name === 'InvalidStateError') return { ok: false, error: texts.alreadyHere }
    return { ok: false, error: cancelled(error) ? null : texts.notAdded }
  }
}
