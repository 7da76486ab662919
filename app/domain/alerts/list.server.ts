import '#app/lib/i18n/catalogues.server.ts'
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import { alerts } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { ALERTS_KEPT_DAYS } from './round.server.ts'
import { alertText, factsOf } from './words.ts'

/** The user's list of notifications (D61): their own alerts only, newest first, read and unread, 30 days. */

export interface AlertItem {
  id: number
  text: string
  link: string
  at: string
  read: boolean
}

/** Alerts shown at most (30 days of a busy manager's alerts fit well under it). */
export const ALERTS_SHOWN = 300

const kept = () => gte(alerts.createdAt, sql`now() - ${`${ALERTS_KEPT_DAYS} days`}::interval`)

export async function listAlerts(db: Db, userSrno: number, locale: Locale): Promise<AlertItem[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userSrno, userSrno), kept()))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(ALERTS_SHOWN)
  return rows.flatMap((r) => {
    const facts = factsOf(r.kind, r.facts)
    if (!facts) return []
    return [{ id: r.id, text: alertText(locale, facts), link: r.link, at: r.createdAt.toISOString(), read: !!r.readAt }]
  })
}

/** The bell's number: the user's unread alerts. */
export async function unreadAlerts(db: Db, userSrno: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userSrno, userSrno), isNull(alerts.readAt), kept()))
  return Number(row?.n ?? 0)
}

/** "Mark all read": every unread alert of the user. */
export async function markAllRead(db: Db, userSrno: number): Promise<void> {
  await db
    .update(alerts)
    .set({ readAt: sql`now()` })
    .where(and(eq(alerts.userSrno, userSrno), isNull(alerts.readAt)))
}

/** Opening one alert marks it read (only the user's own: another's id changes nothing). */
export async function markRead(db: Db, userSrno: number, id: number): Promise<string | null> {
  const [row] = await db
    .update(alerts)
    .set({ readAt: sql`coalesce(${alerts.readAt}, now())` })
    .where(and(eq(alerts.id, id), eq(alerts.userSrno, userSrno)))
    .returning({ link: alerts.link })
  return row?.link ?? null
}
