import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { passkeys, users, webauthnChallenges } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { ActorRef } from '#app/domain/auth/actor.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { firstRecoveryCodes } from './factors.server.ts'

/**
 * Passkeys (WebAuthn, D56) through SimpleWebAuthn. The relying party is this site: its id is SITE_URL's host name and
 * the only origin accepted is SITE_URL's origin. Passkeys are discoverable (resident) credentials with user
 * verification required (the phone's fingerprint or screen lock), so a passkey sign-in is a whole second factor by
 * itself and needs no user id or password. Every challenge is stored, bound to its purpose (and user), accepted once
 * and for five minutes.
 */

export interface RelyingParty {
  id: string
  origin: string
  name: string
}

export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl)
  return { id: url.hostname, origin: url.origin, name }
}

const CHALLENGE_MINUTES = 5
type Purpose = 'register' | 'sign-in' | 'second-step'

async function storeChallenge(db: Db, challenge: string, purpose: Purpose, userSrno: number | null) {
  // Expired challenges go as new ones come, so the table stays small however often the sign-in page is opened.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`))
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userSrno,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  })
}

/** Takes a challenge out of the store if it was handed out for this purpose and user and has not expired. */
function consumeChallenge(db: Db, purpose: Purpose, userSrno: number | null) {
  return async (challenge: string): Promise<boolean> => {
    const rows = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userSrno === null ? sql`${webauthnChallenges.userSrno} is null` : eq(webauthnChallenges.userSrno, userSrno),
          gt(webauthnChallenges.expiresAt, sql`now()`),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge })
    return rows.length === 1
  }
}

const toBytes = (b64url: string) => new Uint8Array(Buffer.from(b64url, 'base64url'))

/** Options for adding a passkey: the user's existing passkeys are excluded (one per authenticator). */
export async function registrationOptions(db: Db, rp: RelyingParty, user: ActorRef & { userName: string }) {
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userSrno, user.userSrno))
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.userId,
    userDisplayName: user.userName,
    // The user handle is the serial (no personal data), so a passkey sign-in names its user.
    userID: new TextEncoder().encode(`u${user.userSrno}`),
    attestationType: 'none',
    excludeCredentials: existing.map((e) => ({ id: e.id, transports: e.transports?.split(',') })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await storeChallenge(db, options.challenge, 'register', user.userSrno)
  return options
}

/** Verifies and saves a new passkey; returns the recovery codes when it is the user's first factor (shown once). */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  user: ActorRef,
  responseJson: string,
  name: string,
): Promise<string[] | null> {
  const response = parseJson<RegistrationResponseJSON>(responseJson, 'PASSKEY_NOT_ADDED')
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: consumeChallenge(db, 'register', user.userSrno),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch {
    throw new AppError('PASSKEY_NOT_ADDED')
  }
  if (!verified.verified) throw new AppError('PASSKEY_NOT_ADDED')
  const { credential } = verified.registrationInfo
  return db.transaction(async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(passkeys)
      .where(eq(passkeys.userSrno, user.userSrno))
    const saved = await tx
      .insert(passkeys)
      .values({
        userSrno: user.userSrno,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        name: name || `Passkey ${(count?.n ?? 0) + 1}`,
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id })
    if (saved.length === 0) throw new AppError('PASSKEY_NOT_ADDED', { status: 409 })
    await logActivity(tx, {
      userSrno: user.userSrno,
      actor: user.userId,
      action: 'second-factor-added',
      description: `Added passkey "${name || `Passkey ${(count?.n ?? 0) + 1}`}"`,
      ip: user.ip,
    })
    return firstRecoveryCodes(tx, user)
  })
}

/**
 * Options for a passkey sign-in: without a user (the sign-in page: any of this site's passkeys, the browser offers
 * them), or for the user of a pending second step (only their passkeys).
 */
export async function authenticationOptions(db: Db, rp: RelyingParty, userSrno: number | null) {
  const allow =
    userSrno === null
      ? []
      : await db
          .select({ id: passkeys.credentialId, transports: passkeys.transports })
          .from(passkeys)
          .where(eq(passkeys.userSrno, userSrno))
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((a) => ({ id: a.id, transports: a.transports?.split(',') })),
  })
  await storeChallenge(db, options.challenge, userSrno === null ? 'sign-in' : 'second-step', userSrno)
  return options
}

/**
 * Checks a passkey's answer; the user's serial when it is right (and, for a second step, that user's passkey), else
 * null. The signature counter is kept, and a counter that goes backwards (a cloned authenticator) is refused.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  responseJson: string,
  userSrno: number | null,
): Promise<number | null> {
  let response: AuthenticationResponseJSON
  try {
    response = parseJson<AuthenticationResponseJSON>(responseJson, 'PASSKEY_FAILED')
  } catch {
    return null
  }
  if (typeof response?.id !== 'string' || response.id.length > 1400) return null
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id))
  if (!key || (userSrno !== null && key.userSrno !== userSrno)) return null
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: consumeChallenge(db, userSrno === null ? 'sign-in' : 'second-step', userSrno),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: toBytes(key.publicKey),
        counter: key.counter,
        transports: key.transports?.split(',') as never,
      },
    })
    if (!result.verified) return null
    await db
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(passkeys.id, key.id))
    return key.userSrno
  } catch {
    return null
  }
}

/** The user id of a serial, for log lines. */
export async function userIdOf(db: Db, srno: number): Promise<string | null> {
  const [row] = await db.select({ userId: users.userId }).from(users).where(eq(users.srno, srno))
  return row?.userId ?? null
}

function parseJson<T>(text: string, code: 'PASSKEY_NOT_ADDED' | 'PASSKEY_FAILED'): T {
  try {
    const value = JSON.parse(text) as T
    if (typeof value !== 'object' || value === null) throw new Error('not an object')
    return value
  } catch {
    throw new AppError(code)
  }
}
