import { aliasedTable, and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { enquiries, mailOutbox, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { ActorRef } from '#app/domain/auth/actor.ts'
import { type InboxRow, kindLabel } from '#app/domain/enquiries/inbox-columns.ts'
import { canRetry, mailStateOf } from '#app/domain/enquiries/mail-state.ts'
import { productOfEnquiry } from '#app/domain/leads/products.ts'
import { pagedRows } from '#app/domain/reports/paged-rows.server.ts'
import { addDays, startOfIndiaDay } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import type { EnquiryFilter, MarkHandledInput } from './inbox-schemas.ts'

/**
 * The web-enquiries inbox (D41): every submission of the public forms, newest first, with its mail's delivery; marking
 * one handled with a note; retrying its mail. Callers check the ENQUIRY right first (query to read, edit to act).
 */

export const ENQUIRIES_PER_PAGE = 25
/** Counting stops here: past it the list says "more than 10,000". */
export const COUNT_CAP = 10_000

/** Who does something, for the record and the activity log. */

const handler = aliasedTable(users, 'handler')

/** What the visitor wrote in the form. */
const written = {
  name: enquiries.name,
  phone: enquiries.phone,
  email: enquiries.email,
  location: enquiries.location,
  service: enquiries.service,
  message: enquiries.message,
}

const columns = {
  id: enquiries.id,
  kind: enquiries.kind,
  createdAt: enquiries.createdAt,
  ...written,
  sourcePath: enquiries.sourcePath,
  language: enquiries.language,
  handledAt: enquiries.handledAt,
  handledNote: enquiries.handledNote,
  handledById: handler.userId,
  handledByName: handler.userName,
  leadSrno: enquiries.leadSrno,
  mailId: enquiries.mailId,
  mailSentAt: mailOutbox.sentAt,
  mailAttempts: mailOutbox.attempts,
  mailNextAttemptAt: mailOutbox.nextAttemptAt,
  mailLastError: mailOutbox.lastError,
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number]

function rowOf(r: RawRow, now: Date): InboxRow {
  const mailState = mailStateOf(
    { mailId: r.mailId, sentAt: r.mailSentAt, attempts: r.mailAttempts, nextAttemptAt: r.mailNextAttemptAt },
    now,
  )
  return {
    id: r.id,
    kind: r.kind,
    createdAt: r.createdAt,
    name: r.name,
    phone: r.phone,
    email: r.email,
    location: r.location,
    service: r.service,
    message: r.message,
    sourcePath: r.sourcePath,
    language: r.language,
    handledAt: r.handledAt,
    handledNote: r.handledNote,
    handledBy: r.handledByName ? `${r.handledByName} (${r.handledById})` : null,
    leadSrno: r.leadSrno,
    mailState,
    mailError: mailState === 'sent' || mailState === 'none' ? null : r.mailLastError,
  }
}

/** `%` and `_` typed into the search box are searched for, not used as wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function conditions(filter: EnquiryFilter): SQL | undefined {
  const where: (SQL | undefined)[] = []
  if (filter.kind) where.push(eq(enquiries.kind, filter.kind))
  if (filter.service) where.push(eq(enquiries.service, filter.service))
  if (filter.state === 'new') where.push(isNull(enquiries.handledAt))
  if (filter.state === 'handled') where.push(isNotNull(enquiries.handledAt))
  // Dates are inclusive India days: "to 30/11" runs to the start of 01/12 in India.
  if (filter.from) where.push(gte(enquiries.createdAt, startOfIndiaDay(filter.from)))
  if (filter.to) where.push(lt(enquiries.createdAt, startOfIndiaDay(addDays(filter.to, 1))))
  if (filter.q) {
    const pattern = likePattern(filter.q)
    where.push(or(ilike(enquiries.name, pattern), ilike(enquiries.phone, pattern), ilike(enquiries.email, pattern)))
  }
  return where.length ? and(...where) : undefined
}

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(enquiries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
    .leftJoin(handler, eq(handler.srno, enquiries.handledBy))
}

/** One page of the inbox, newest first, with the count of all that match (exact up to COUNT_CAP). */
export async function listEnquiries(db: Db, filter: EnquiryFilter, now: Date = new Date()) {
  const where = conditions(filter)
  const page = filter.page ?? 1
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(ENQUIRIES_PER_PAGE)
    .offset((page - 1) * ENQUIRIES_PER_PAGE)
  const capped = db
    .select({ one: sql`1` })
    .from(enquiries)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped')
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(capped)
  const shown = Math.min(total, COUNT_CAP)
  return {
    rows: rows.map((r) => rowOf(r, now)),
    total: shown,
    moreThanCap: total > COUNT_CAP,
    page,
    pages: Math.max(1, Math.ceil(shown / ENQUIRIES_PER_PAGE)),
  }
}

/**
 * Every enquiry matching the filter, newest first, read a page at a time by key (created, id), for the streamed
 * downloads: memory stays flat however many there are, and a client that goes away stops the reading.
 */
export function allEnquiries(
  db: Db,
  filter: EnquiryFilter,
  options: { signal?: AbortSignal; pageSize?: number; now?: Date } = {},
): AsyncGenerator<InboxRow> {
  const now = options.now ?? new Date()
  const where = conditions(filter)
  // The key is the stored time as text: a JavaScript Date keeps milliseconds only, and rows within one millisecond
  // would be skipped or repeated at a page boundary. The row comparison walks the (created, id) index.
  const raw = pagedRows<RawRow & { cursor: string }, { cursor: string; id: number }>(
    (after, limit) =>
      db
        .select({ ...columns, cursor: sql<string>`${enquiries.createdAt}::text` })
        .from(enquiries)
        .leftJoin(mailOutbox, eq(mailOutbox.id, enquiries.mailId))
        .leftJoin(handler, eq(handler.srno, enquiries.handledBy))
        .where(
          and(
            where,
            after
              ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (${after.cursor}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(limit)
        .execute(),
    (r) => ({ cursor: r.cursor, id: r.id }),
    { signal: options.signal, pageSize: options.pageSize },
  )
  return (async function* () {
    for await (const r of raw) yield rowOf(r, now)
  })()
}

/** One enquiry with its mail's delivery and how it was handled; ENQUIRY_NOT_FOUND when there is none. */
export async function getEnquiry(db: Db, id: number, now: Date = new Date()): Promise<InboxRow> {
  const [row] = await selectRows(db).where(eq(enquiries.id, id))
  if (!row) throw new AppError('ENQUIRY_NOT_FOUND')
  return rowOf(row, now)
}

/** The services enquiries have named, for the filter's choices. */
export async function enquiryServices(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ service: enquiries.service })
    .from(enquiries)
    .where(sql`${enquiries.service} <> ''`)
    .orderBy(enquiries.service)
    .limit(200)
  return rows.map((r) => r.service)
}

/**
 * Marks an enquiry handled, keeping the note, who and when. An enquiry is handled once: a second attempt (two people
 * at once) is refused with ENQUIRY_ALREADY_HANDLED, so the first note is never overwritten.
 */
export async function markHandled(db: Db, actor: ActorRef, input: MarkHandledInput): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(enquiries)
      .set({ handledAt: sql`now()`, handledBy: actor.userSrno, handledNote: input.note })
      .where(and(eq(enquiries.id, input.enquiryId), isNull(enquiries.handledAt)))
      .returning({ id: enquiries.id, name: enquiries.name })
    if (updated.length === 0) {
      const [exists] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, input.enquiryId))
      throw new AppError(exists ? 'ENQUIRY_ALREADY_HANDLED' : 'ENQUIRY_NOT_FOUND')
    }
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'enquiry-handled',
      description: `Marked web enquiry ${input.enquiryId} handled`,
      ip: actor.ip,
    })
  })
}

/**
 * Asks the outbox to try an enquiry's unsent mail again now, instead of at its next planned time. Refused
 * (MAIL_NOT_RETRYABLE) when the mail has been sent, has never been tried, or a worker holds it right now.
 */
export async function retryEnquiryMail(
  db: Db,
  actor: ActorRef,
  enquiryId: number,
  now: Date = new Date(),
): Promise<void> {
  const row = await getEnquiry(db, enquiryId, now)
  if (!canRetry(row.mailState)) throw new AppError('MAIL_NOT_RETRYABLE')
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          sql`${mailOutbox.id} = (select ${enquiries.mailId} from ${enquiries} where ${enquiries.id} = ${enquiryId})`,
          isNull(mailOutbox.sentAt),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailOutbox.id })
    if (updated.length === 0) throw new AppError('MAIL_NOT_RETRYABLE')
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'enquiry-mail-retried',
      description: `Asked for the mail of web enquiry ${enquiryId} to be sent again`,
      ip: actor.ip,
    })
  })
}

/**
 * What the lead form is filled with when an enquiry is turned into a lead: the visitor's name as the contact person,
 * mobile, e-mail, location as the address, and the service and the customer's own message in the remark.
 * `convertedTo` names the lead when it has been turned into one already (it may be only once).
 */
export async function enquiryPrefill(db: Db, id: number) {
  const [row] = await db
    .select({ id: enquiries.id, kind: enquiries.kind, ...written, leadSrno: enquiries.leadSrno })
    .from(enquiries)
    .where(eq(enquiries.id, id))
  if (!row) return null
  const service = row.service
  return {
    id: row.id,
    convertedTo: row.leadSrno,
    defaults: {
      contactPerson: row.name.slice(0, 80),
      mobile: row.phone,
      email: row.email.slice(0, 100),
      address: row.location.slice(0, 200),
      remark: enquiryRemark(service || kindLabel(row.kind), row.message),
      enquiry: row.id,
      // D59: the lead starts with the enquiry's service as its product, when it names one (ADR 0205).
      products: productOfEnquiryList(service),
    },
  }
}

function productOfEnquiryList(service: string): string[] {
  const key = productOfEnquiry(service)
  return key ? [key] : []
}

/** The lead remark's limit (leads.tl_remark). */
const REMARK_MAX = 220

/**
 * The remark a lead made from an enquiry starts with: the service asked for, then the customer's message word for
 * word (trial fault 6: "Web enquiry: AEPS" alone lost what the customer said). A message longer than the remark
 * allows is cut with an ellipsis; the lead's page shows it whole, from the enquiry.
 */
export function enquiryRemark(service: string, message: string): string {
  const head = `Web enquiry: ${service}`
  const said = message.replace(/\s+/g, ' ').trim()
  if (!said) return head.slice(0, REMARK_MAX)
  const full = `${head}. ${said}`
  return full.length <= REMARK_MAX ? full : `${full.slice(0, REMARK_MAX - 1).trimEnd()}…`
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The first step of turning an enquiry into a lead, inside the transaction that saves the lead: locks the enquiry's
 * row and refuses one that has become a lead already (ENQUIRY_ALREADY_CONVERTED). Of two conversions racing, the
 * second waits here for the first to commit, then sees the enquiry taken; its lead is never written.
 */
export async function claimEnquiry(tx: Tx, enquiryId: number): Promise<void> {
  const [row] = await tx
    .select({ leadSrno: enquiries.leadSrno })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .for('update')
  if (!row) throw new AppError('ENQUIRY_NOT_FOUND')
  if (row.leadSrno !== null) throw new AppError('ENQUIRY_ALREADY_CONVERTED')
}

/** The second step: the enquiry names its lead (the lead names the enquiry in its own row), and the log says so. */
export async function linkLeadToEnquiry(tx: Tx, actor: ActorRef, enquiryId: number, leadSrno: number): Promise<void> {
  await tx.update(enquiries).set({ leadSrno }).where(eq(enquiries.id, enquiryId))
  await logActivity(tx, {
    userSrno: actor.userSrno,
    actor: actor.userId,
    action: 'enquiry-converted',
    description: `Turned web enquiry ${enquiryId} into lead ${leadSrno}`,
    leadSrno,
    ip: actor.ip,
  })
}
