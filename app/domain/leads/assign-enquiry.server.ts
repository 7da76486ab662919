import { and, eq, isNull, sql } from 'drizzle-orm'
import { enquiries, leads, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { alertLeadsGiven } from '#app/domain/alerts/make.server.ts'
import { claimEnquiry, linkLeadToEnquiry } from '#app/domain/enquiries/inbox.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isUniqueViolation } from '#app/lib/db-errors.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { holdReceiver, receiverFor } from './assign.server.ts'
import type { EnquiryLeadInput } from './assign-schemas.ts'
import { leadRowOf } from './lead-row.server.ts'
import { assertKnownChoices } from './reference-data.server.ts'
import { canSeeOwner, type Viewer, visibleOwners } from './visibility.server.ts'

/** The status a lead made from an enquiry starts with: Open (D31). */
const OPEN_STATUS = 1

/**
 * Turns a web enquiry into a lead for a chosen owner (D51): the office creates it without a visit or selfie, with the
 * first visit's date as its next visit; the owner records that first visit, with its selfie, as a follow-up. The
 * owner is anyone the converter may give leads to (their own subtree, themself included; any active user for ADMIN).
 * In one transaction: the enquiry is locked and refused if it is a lead already (ENQUIRY_ALREADY_CONVERTED), the lead
 * is written (owner, and the converter as creator when not the owner), the enquiry names its lead and is marked
 * handled by the converter with a note naming the lead (an enquiry marked handled before keeps its own note), and the
 * activity says so. Needs CRM add and ENQUIRY query. A repeated submit of the same form (its one-time key) answers
 * the lead the first one made.
 */
export async function createLeadFromEnquiry(
  db: Db,
  actor: Viewer,
  input: EnquiryLeadInput,
): Promise<{ srno: number; repeated: boolean }> {
  if (!hasRight(actor.rights, 'CRM', 'add') || !hasRight(actor.rights, 'ENQUIRY', 'query'))
    throw new AppError('FORBIDDEN')
  await assertKnownChoices(db, { type: input.type, status: OPEN_STATUS })
  const owner = await receiverFor(db, actor, input.owner, 'owner')
  const sameForm = async () => {
    const [row] = await db
      .select({ srno: leads.srno })
      .from(leads)
      .where(and(eq(leads.enquiryId, input.enquiry), eq(leads.clientKey, input.clientKey)))
    return row ?? null
  }
  const earlier = await sameForm()
  if (earlier) return { srno: earlier.srno, repeated: true }
  try {
    return await db.transaction(async (tx) => {
      // The owner must still be active when the lead is written, and stays so until it is (ADR 0169).
      await holdReceiver(tx, owner.srno, 'owner')
      await claimEnquiry(tx, input.enquiry)
      const [lead] = await tx
        .insert(leads)
        .values({
          ownerSrno: owner.srno,
          createdBySrno: owner.srno === actor.userSrno ? null : actor.userSrno,
          ...leadRowOf(input),
          statusSrno: OPEN_STATUS,
          nextVisit: input.firstVisit,
          enquiryId: input.enquiry,
        })
        .returning({ srno: leads.srno })
      const srno = lead!.srno
      const forWhom = `${owner.name} (${owner.userId})`
      await logActivity(tx, {
        userSrno: actor.userSrno,
        actor: actor.userId,
        action: 'lead-created',
        description: `Created lead ${input.businessName} from web enquiry ${input.enquiry} for ${forWhom}, first visit due ${displayDate(input.firstVisit)}`,
        leadSrno: srno,
        ip: actor.ip,
      })
      await linkLeadToEnquiry(tx, actor, input.enquiry, srno)
      // D61: the owner hears of the new lead (not when the converter made it for themself).
      await alertLeadsGiven(tx, {
        leadIds: [srno],
        receiverSrno: owner.srno,
        source: 'enquiry',
        bySrno: actor.userSrno,
      })
      await tx
        .update(enquiries)
        .set({
          handledAt: sql`now()`,
          handledBy: actor.userSrno,
          // The note is the enquiry's own record, read by every ENQUIRY holder: it names the lead only. Who owns
          // the lead is shown beside it to readers who may see that lead (D24), and kept in the activity log.
          handledNote: `Turned into lead #${srno}.`,
        })
        .where(and(eq(enquiries.id, input.enquiry), isNull(enquiries.handledAt)))
      return { srno, repeated: false }
    })
  } catch (error) {
    if (isAppError(error, 'ENQUIRY_ALREADY_CONVERTED') || isUniqueViolation(error, 'leads_enquiry_idx')) {
      // A double submit of the same form: the first one's lead.
      const winner = await sameForm()
      if (winner) return { srno: winner.srno, repeated: true }
      throw new AppError('ENQUIRY_ALREADY_CONVERTED')
    }
    throw error
  }
}

function isAppError(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code
}

/**
 * The lead an enquiry was turned into, for the enquiry's page: its name, owner and how many visits it has had, or
 * its next visit. Only for a reader who may see that lead (D24, the visibility rule of visibility.server.ts): the
 * enquiry inbox is open to readers of other branches (ENQUIRY query), and to them the lead is null, so the page names
 * only its number, as for a lead that does not exist (issue 28 item 5).
 */
export async function enquiryLead(db: Db, viewer: Viewer, leadSrno: number) {
  const [owners, [row]] = await Promise.all([
    visibleOwners(db, viewer),
    db
      .select({
        srno: leads.srno,
        ownerSrno: leads.ownerSrno,
        businessName: leads.businessName,
        ownerName: users.userName,
        ownerId: users.userId,
        visitCount: leads.visitCount,
        nextVisit: leads.nextVisit,
      })
      .from(leads)
      .innerJoin(users, eq(users.srno, leads.ownerSrno))
      .where(eq(leads.srno, leadSrno)),
  ])
  if (!row || !canSeeOwner(owners, row.ownerSrno)) return null
  const { ownerSrno: _owner, ...lead } = row
  return lead
}
