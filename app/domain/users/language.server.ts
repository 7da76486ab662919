import { eq } from 'drizzle-orm'
import { users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { ActorRef } from '#app/domain/auth/actor.ts'
import type { Db } from '#app/lib/db.server.ts'
import { type Locale, localeFacts } from '#app/lib/i18n/locale.ts'

/**
 * The back office's language for one user (D55): English unless they choose Hindi on their own account menu,
 * remembered on their account so every phone and computer they sign in on speaks it. Only the user themself
 * changes it (the route takes no user id); each change is an activity row.
 */
export async function setLanguage(db: Db, actor: ActorRef, locale: Locale): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ locale }).where(eq(users.srno, actor.userSrno))
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'language-changed',
      description: `Chose ${localeFacts[locale].englishName} for the back office`,
      ip: actor.ip,
    })
  })
}
