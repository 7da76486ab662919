import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { serverKeys } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'

/**
 * The VAPID key pair that signs the server's pushes (D61, RFC 8292). From the settings when both VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are set; otherwise made by the first server to start and kept in `server_keys`, so every server of
 * a fleet, and every restart, signs with the same pair (a browser's subscription is tied to the public key it was
 * made with). Two servers starting at once both insert; the first insert wins and both read it back.
 */

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** The contact the push services see: VAPID_SUBJECT, else mailto: the MAIL_FROM address. */
  subject: string
}

const KEY_NAME = 'vapid'

let cached: { db: Db; keys: VapidKeys } | undefined

/** The address in MAIL_FROM (`Website <no-reply@example.in>` or a bare address) as a mailto: subject. */
export function subjectOf(mailFrom: string, vapidSubject?: string): string {
  if (vapidSubject) return vapidSubject
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  return `mailto:${address}`
}

export async function vapidKeys(
  db: Db,
  settings: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string; MAIL_FROM: string },
): Promise<VapidKeys> {
  const subject = subjectOf(settings.MAIL_FROM, settings.VAPID_SUBJECT)
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY, subject }
  }
  if (cached?.db === db) return { ...cached.keys, subject }
  const made = webpush.generateVAPIDKeys()
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing()
  const [row] = await db
    .select({ publicKey: serverKeys.publicKey, privateKey: serverKeys.privateKey })
    .from(serverKeys)
    .where(eq(serverKeys.name, KEY_NAME))
  const keys = { publicKey: row!.publicKey, privateKey: row!.privateKey, subject }
  cached = { db, keys }
  return keys
}
