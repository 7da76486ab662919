import { createHash } from 'node:crypto'
import { and, asc, desc, gte, inArray, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { leadRemovals, leadStatuses, leads, leadVisits, users } from '#app/db/schema.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { asLocale } from '#app/lib/i18n/locale.ts'
import {
  BOOK_CAP,
  BOOK_PAGE,
  type BookAnswer,
  type BookLead,
  type BookVisit,
  encodeLead,
  leadWordsOf,
  REMARKS_KEPT,
} from './book.ts'
import { leadChoices } from './lead-choices.server.ts'
import { leadsWithNames } from './lead-detail.server.ts'
import { type Owners, ownerIsVisible, type Viewer, visibleOwners } from './visibility.server.ts'

/**
 * The phone's book of leads (ADR 0206): every lead the user may see (D24), sent whole at the first sync and then only
 * what changed since the phone's cursor, with the leads it must drop.
 *
 * The cursor is the database's own, never a clock: every write of a lead stamps the row with its transaction's id
 * (`leads.sync_xid`, trigger of migration 0018), and an answer's cursor is the oldest transaction still running when
 * it was read (`pg_snapshot_xmin`). Every transaction older than that had committed and was seen; one still running
 * has a larger id and is picked up by the next sync once it commits, however long it took. A lead may come twice;
 * the phone keeps the last.
 *
 * The cursor also carries a fingerprint of whose leads the user may see: when that changes (a new manager, the
 * ADMIN right given or taken), the next sync starts the book again from nothing.
 *
 * And the database's time it was given (ADR 0208): removals are kept REMOVALS_KEPT_DAYS and then pruned
 * (pruneLeadRemovals), so a cursor older than CURSOR_MAX_DAYS (a day less, longer than any transaction runs) could
 * miss a removal: the book starts again from nothing, and the phone never keeps a lead it lost.
 */

/** How long a removal is remembered for the phones' syncs (ADR 0208). */
export const REMOVALS_KEPT_DAYS = 30
/** The oldest cursor a sync continues from: any older starts the book again (ADR 0208). */
export const CURSOR_MAX_DAYS = REMOVALS_KEPT_DAYS - 1

/** `<transaction id>.<fingerprint of the user's reach>.<the database's time, seconds>` */
const cursorPattern = /^(\d{1,18})\.([0-9a-f]{16})\.(\d{1,12})$/

export const bookQuerySchema = z.object({
  cursor: z.string().max(60).regex(cursorPattern).optional().catch(undefined),
  after: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
})

/** A fingerprint of whose leads the viewer may see. */
function reachOf(owners: Owners): string {
  const text = owners.all ? 'all' : [...owners.ids].sort((a, b) => a - b).join(',')
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/** The oldest transaction still running, as this transaction's snapshot sees it, and the database's time (seconds). */
async function horizon(tx: Tx): Promise<{ xmin: number; now: number }> {
  const result = (await tx.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, floor(extract(epoch from now()))::bigint::text as now`,
  )) as unknown as { rows: { xmin: string; now: string }[] }
  return { xmin: Number(result.rows[0]!.xmin), now: Number(result.rows[0]!.now) }
}

/**
 * Forgets the removals older than REMOVALS_KEPT_DAYS (ADR 0208), run in the server's background rounds: no phone
 * continues from a cursor that old (CURSOR_MAX_DAYS), so none can still need them. Returns how many were deleted.
 */
export async function pruneLeadRemovals(db: Db | Tx): Promise<number> {
  const gone = await db
    .delete(leadRemovals)
    .where(lt(leadRemovals.at, sql`now() - (${REMOVALS_KEPT_DAYS}::integer * interval '1 day')`))
    .returning({ id: leadRemovals.id })
  return gone.length
}

/** The leads of these serials, whole, newest first. */
async function readLeads(tx: Tx, where: ReturnType<typeof and>, limit: number): Promise<BookLead[]> {
  const rows = await leadsWithNames(tx, { lead: leads }).where(where).orderBy(desc(leads.srno)).limit(limit)
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.lead.srno)
  // Each lead's latest visits (from the index on lead and time) and its latest thumbnail.
  const visits = (await tx.execute(sql`
    select o.id as lead, v.*
    from unnest(${`{${ids.join(',')}}`}::int[]) o(id)
    cross join lateral (
      select ${leadVisits.srno} as srno, ${leadVisits.kind} as kind, ${leadVisits.at} as at,
        ${users.userName} as user_name, ${leadVisits.remark} as remark, ${leadVisits.nature} as nature,
        ${leadStatuses.status} as status, ${leadVisits.nextVisit} as next_visit, ${leadVisits.thumbnailId} as thumb
      from ${leadVisits}
      join ${users} on ${users.srno} = ${leadVisits.userSrno}
      join ${leadStatuses} on ${leadStatuses.srno} = ${leadVisits.statusSrno}
      where ${leadVisits.leadSrno} = o.id
      order by ${leadVisits.at} desc, ${leadVisits.srno} desc
      limit ${REMARKS_KEPT}
    ) v`)) as unknown as {
    rows: {
      lead: number
      srno: number | string
      kind: string
      at: Date | string
      user_name: string
      remark: string
      nature: string
      status: string
      next_visit: string | null
      thumb: number | string | null
    }[]
  }
  const visitsOf = new Map<number, BookVisit[]>()
  for (const v of visits.rows) {
    const list = visitsOf.get(Number(v.lead)) ?? []
    list.push({
      srno: Number(v.srno),
      kind: v.kind,
      at: new Date(v.at).toISOString(),
      userName: v.user_name,
      remark: v.remark,
      nature: v.nature === 'H' ? 'H' : 'C',
      status: v.status,
      nextVisit: v.next_visit,
      thumbnailId: v.thumb === null ? null : Number(v.thumb),
    })
    visitsOf.set(Number(v.lead), list)
  }
  // The latest thumbnail, when the latest visits carry none (a PDF): one more look further back.
  const missing = ids.filter(
    (id) => (visitsOf.get(id) ?? []).length > 0 && !visitsOf.get(id)!.some((v) => v.thumbnailId),
  )
  const thumbOf = new Map<number, number>()
  if (missing.length > 0) {
    const found = (await tx.execute(sql`
      select o.id as lead, t.thumb from unnest(${`{${missing.join(',')}}`}::int[]) o(id)
      cross join lateral (
        select ${leadVisits.thumbnailId} as thumb from ${leadVisits}
        where ${leadVisits.leadSrno} = o.id and ${leadVisits.thumbnailId} is not null
        order by ${leadVisits.at} desc, ${leadVisits.srno} desc limit 1
      ) t`)) as unknown as { rows: { lead: number; thumb: number | string }[] }
    for (const r of found.rows) thumbOf.set(Number(r.lead), Number(r.thumb))
  }
  return rows.map((r) => {
    const l = r.lead
    const its = visitsOf.get(l.srno) ?? []
    return {
      ...leadWordsOf(l),
      volume: l.expectedVolume,
      products: l.products,
      typeSrno: l.typeSrno,
      type: r.type,
      nature: l.nature === 'H' ? 'H' : 'C',
      statusSrno: l.statusSrno,
      status: r.status,
      nextVisit: l.nextVisit,
      createdAt: l.createdAt.toISOString(),
      owner: { srno: l.ownerSrno, name: r.ownerName, userId: r.ownerId },
      enquiryId: l.enquiryId,
      enquiry:
        l.enquiryId === null
          ? null
          : {
              service: r.enquiryService ?? '',
              message: r.enquiryMessage ?? '',
              language: asLocale(r.enquiryLanguage),
            },
      visitCount: l.visitCount,
      thumbnailId: its.find((v) => v.thumbnailId !== null)?.thumbnailId ?? thumbOf.get(l.srno) ?? null,
      visits: its,
    }
  })
}

/**
 * One answer of the book's sync for the viewer: with no cursor (or one of another reach), the whole book from the
 * newest lead, BOOK_PAGE at a time (`after`: the last serial of the previous page); with a cursor, the visible leads
 * written since, and the serials of those that left the viewer's reach. More changes than one page start the book
 * again. Read in one snapshot (repeatable read), so the cursor and the rows agree.
 */
export async function bookChanges(db: Db, viewer: Viewer, input: z.infer<typeof bookQuerySchema>): Promise<BookAnswer> {
  const owners = await visibleOwners(db, viewer)
  const reach = reachOf(owners)
  const parsed = input.cursor ? cursorPattern.exec(input.cursor) : null
  const can = { add: hasRight(viewer.rights, 'CRM', 'add'), edit: hasRight(viewer.rights, 'CRM', 'edit') }
  const choices = await leadChoices(db)
  return db.transaction(
    async (tx): Promise<BookAnswer> => {
      const { xmin, now } = await horizon(tx)
      const cursor = `${xmin}.${reach}.${now}`
      // Another reach, or a cursor from before the removals still kept: the whole book again.
      const since =
        parsed && parsed[2] === reach && Number(parsed[3]) >= now - CURSOR_MAX_DAYS * 86_400 ? Number(parsed[1]) : null
      const at = new Date().toISOString()
      const common = { cursor, at, can, choices }
      const visible = ownerIsVisible(owners)
      if (since !== null && input.after === undefined) {
        const changed = await readLeads(tx, and(visible, gte(leads.syncXid, since)), BOOK_PAGE + 1)
        if (changed.length <= BOOK_PAGE) {
          const gone = await tx
            .selectDistinct({ srno: leadRemovals.leadSrno })
            .from(leadRemovals)
            .where(
              and(
                gte(leadRemovals.syncXid, since),
                owners.all ? undefined : inArray(leadRemovals.formerOwnerSrno, owners.ids),
              ),
            )
            .orderBy(asc(leadRemovals.leadSrno))
            .limit(BOOK_CAP)
          // A lead given away and back, or to someone else the viewer sees, is still theirs: only the lost are told.
          const goneIds = gone.map((g) => g.srno)
          const still =
            goneIds.length === 0
              ? []
              : await tx
                  .select({ srno: leads.srno })
                  .from(leads)
                  .where(and(visible, inArray(leads.srno, goneIds)))
          const kept = new Set(still.map((s) => s.srno))
          return {
            ...common,
            reset: false,
            leads: changed.map(encodeLead),
            removed: goneIds.filter((id) => !kept.has(id)),
            more: null,
          }
        }
      }
      // The whole book, one page after the other, newest first.
      if (!owners.all && owners.ids.length === 0) return { ...common, reset: true, leads: [], removed: [], more: null }
      const page = await readLeads(
        tx,
        and(visible, input.after === undefined ? undefined : lt(leads.srno, input.after)),
        BOOK_PAGE,
      )
      const last = page.at(-1)
      return {
        ...common,
        reset: input.after === undefined,
        leads: page.map(encodeLead),
        removed: [],
        more: page.length === BOOK_PAGE && last ? last.srno : null,
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Refuses a query of the book that is not one (a repeated parameter counts as bad input, never a 500). */
export function parseBookQuery(url: URL) {
  for (const key of ['cursor', 'after']) {
    if (url.searchParams.getAll(key).length > 1) throw new AppError('BAD_REQUEST')
  }
  return bookQuerySchema.parse(Object.fromEntries(url.searchParams))
}
