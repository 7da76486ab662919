import { and, eq, sql } from 'drizzle-orm'
import { digestMarks, users } from '#app/db/schema.ts'
import { enqueueMail } from '#app/domain/mail/outbox.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isLocale } from '#app/lib/i18n/locale.ts'
import { digestContent, hasNews } from './content.server.ts'
import { renderDigest } from './render.ts'

/**
 * Sending the morning digest (D52, ADR 0136): once a day, from the set hour (India time), every server runs the same
 * round. Exactly once per user and day, whatever the number of servers: the user's mark for the day (`digest_marks`,
 * primary key day + user) is inserted with ON CONFLICT DO NOTHING in the transaction that composes and queues that
 * user's mail. The first transaction to insert it sends; another server's insert waits for that one to commit and
 * then inserts nothing, so it moves on without composing. A user with nothing to report gets a mark without a mail,
 * so later rounds of the day pass them by; a mail that is queued is sent by the outbox worker (D41).
 */

/** After the set hour, a day's digest is still sent this long (servers down at the hour catch up); later, never. */
export const DIGEST_WINDOW_HOURS = 4

/**
 * The India day whose digest is due at `now`, or null outside the window: from `hour`:00 India time to
 * `hour + DIGEST_WINDOW_HOURS`, within the same India day.
 */
export function digestDayAt(now: Date, hour: number): string | null {
  const day = todayInIndia(now)
  const start = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`).getTime()
  const end = Math.min(start + DIGEST_WINDOW_HOURS * 3_600_000, new Date(`${addDays(day, 1)}T00:00:00+05:30`).getTime())
  return now.getTime() >= start && now.getTime() < end ? day : null
}

export interface DigestRoundOptions {
  /** The India day (YYYY-MM-DD). */
  day: string
  siteUrl: string
  companyShortName: string
  /** Stop between users (a server shutting down). */
  signal?: AbortSignal
}

export interface DigestRound {
  /** Mails queued by this round. */
  queued: number
  /** Users this round found with nothing to report. */
  empty: number
  /** Users another server (or an earlier round) had already done. */
  skipped: number
}

/**
 * Who may get a digest on `day` and has no mark yet: active, not blocked, with an e-mail address, the digest not
 * turned off, holding the CRM right (the mail's links open the CRM).
 */
async function candidates(db: Db, day: string): Promise<{ srno: number; name: string; email: string }[]> {
  const result = (await db.execute(sql`
    select u.um_srno as srno, u.um_username as name, u.um_eml as email from users u
    where u.um_active = 1 and u.um_enable = 1 and not u.digest_off and u.um_eml <> ''
      and exists (
        select 1 from group_rights g join rights r on r.right_srno = g.right_srno
        where g.group_srno = u.um_right_group and r.right_key = 'CRM' and g.right_query
      )
      and not exists (select 1 from digest_marks m where m.day = ${day}::date and m.um_srno = u.um_srno)
    order by u.um_srno`)) as unknown as { rows: { srno: number; name: string; email: string }[] }
  return result.rows.map((r) => ({ srno: Number(r.srno), name: r.name, email: r.email }))
}

/** A different order on each server, so that two servers running at once share the work instead of queueing. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** One user's digest for the day: mark, compose, queue, in one transaction. Returns what happened. */
export async function digestOne(
  db: Db,
  user: { srno: number; name: string; email: string },
  options: Omit<DigestRoundOptions, 'signal'>,
): Promise<'queued' | 'empty' | 'skipped'> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(digestMarks)
      .values({ day: options.day, userSrno: user.srno })
      .onConflictDoNothing()
      .returning({ day: digestMarks.day })
    if (marked.length === 0) return 'skipped'
    // Read again inside the transaction: the user may have turned the digest off since the round began.
    const [fresh] = await tx
      .select({ off: users.digestOff, email: users.email, name: users.userName, locale: users.locale })
      .from(users)
      .where(eq(users.srno, user.srno))
    if (!fresh || fresh.off) return 'empty'
    const content = await digestContent(tx, user.srno, options.day)
    if (!hasNews(content)) return 'empty'
    const mail = renderDigest(content, {
      siteUrl: options.siteUrl,
      name: fresh.name,
      companyShortName: options.companyShortName,
      // In the language the user chose for the office (D55, D61).
      locale: isLocale(fresh.locale) ? fresh.locale : 'en',
    })
    const { id } = await enqueueMail(tx, { to: fresh.email, subject: mail.subject, text: mail.text, html: mail.html })
    await tx
      .update(digestMarks)
      .set({ mailId: id })
      .where(and(eq(digestMarks.day, options.day), eq(digestMarks.userSrno, user.srno)))
    return 'queued'
  })
}

/** Users composed at once by one server: a few of the pool's connections, never all of them. */
export const DIGEST_CONCURRENCY = 3

/** One round over every user still without a mark for the day. */
export async function runDigestRound(db: Db, options: DigestRoundOptions): Promise<DigestRound> {
  const round: DigestRound = { queued: 0, empty: 0, skipped: 0 }
  const queue = shuffled(await candidates(db, options.day))
  const worker = async () => {
    for (let user = queue.pop(); user; user = queue.pop()) {
      if (options.signal?.aborted) return
      round[await digestOne(db, user, options)]++
    }
  }
  await Promise.all(Array.from({ length: DIGEST_CONCURRENCY }, worker))
  return round
}
