import { and, eq } from 'drizzle-orm'
import { leadStatuses, leads, leadVisits } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Evidence } from '#app/domain/files/check-evidence.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isUniqueViolation } from '#app/lib/db-errors.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { mergedInto } from './merge.server.ts'
import { recordVisit, stageEvidence } from './record-visit.server.ts'
import { assertKnownChoices } from './reference-data.server.ts'
import type { FollowUpInput } from './schemas.ts'
import { canSeeOwner, type Viewer, visibleLead, visibleOwners } from './visibility.server.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The lead a visit is recorded on, locked until the visit commits (FOR UPDATE): a merge of this lead (which locks
 * both leads) then waits for the visit and moves it, or has already happened, and the visit goes to the lead it was
 * merged into (D62: a visit racing a merge, or sent later from a phone that was offline, is never lost). The lead it
 * goes to must still be one the viewer may see.
 */
async function lockVisitedLead(tx: Tx, viewer: Viewer, srno: number) {
  const [row] = await tx.select().from(leads).where(eq(leads.srno, srno)).for('update')
  if (row) return row
  const kept = await mergedInto(tx, srno)
  if (kept === null) throw new AppError('LEAD_NOT_FOUND')
  const [keptRow] = await tx.select().from(leads).where(eq(leads.srno, kept)).for('update')
  if (!keptRow || !canSeeOwner(await visibleOwners(tx, viewer), keptRow.ownerSrno)) throw new AppError('LEAD_NOT_FOUND')
  return keptRow
}

async function statusName(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], srno: number) {
  const [row] = await db.select({ name: leadStatuses.status }).from(leadStatuses).where(eq(leadStatuses.srno, srno))
  return row?.name ?? String(srno)
}

/**
 * A follow-up visit of a lead the viewer may work (D24): its selfie and facts, and the lead's new status and next
 * visit, together or not at all. The form's one-time key makes a repeated submit add one visit. A status change is
 * written to the lead's activity besides the visit itself (D34).
 *
 * The key is the viewer's own (D32): a key already used on this lead by another user's visit is refused
 * (VISIT_KEY_TAKEN), never answered "Visit has been saved." for a visit that is someone else's and saved nothing.
 */
export async function addFollowUp(
  db: Db,
  viewer: Viewer,
  input: FollowUpInput,
  evidence: Evidence,
  options: { farMetres: number },
): Promise<{ visitSrno: number; repeated: boolean; far: boolean; oldPhoto: boolean }> {
  // A lead merged into another since the form was opened is that other lead (D62). A merge that commits between the
  // two reads removes the lead after it was found unmerged: its merge row is there by then (one transaction writes
  // both), so a second look finds the kept lead.
  const target = async () => visibleLead(db, viewer, (await mergedInto(db, input.leadId)) ?? input.leadId)
  const { lead } = await target().catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'LEAD_NOT_FOUND') return target()
    throw error
  })
  await assertKnownChoices(db, { status: input.status })
  const repeat = async () => {
    const [row] = await db
      .select({ srno: leadVisits.srno, userSrno: leadVisits.userSrno })
      .from(leadVisits)
      .where(and(eq(leadVisits.leadSrno, lead.srno), eq(leadVisits.clientKey, input.clientKey)))
    if (row && row.userSrno !== viewer.userSrno) throw new AppError('VISIT_KEY_TAKEN')
    return row ?? null
  }
  const earlier = await repeat()
  if (earlier) return { visitSrno: earlier.srno, repeated: true, far: false, oldPhoto: false }
  // The selfie's bytes go in before the transaction, which then stays short (ADR 0102).
  const staged = await stageEvidence(db, evidence, viewer.userSrno)
  try {
    return await db.transaction(async (tx) => {
      const lead = await lockVisitedLead(tx, viewer, input.leadId)
      const visit = await recordVisit(tx, {
        lead,
        userSrno: viewer.userSrno,
        // A lead made in the office from a web enquiry has no visit (D51): the first one its owner records is its
        // first visit, with the evidence the CRM report shows for it.
        facts: { ...input, kind: lead.visitCount === 0 ? 'first' : 'follow-up' },
        evidence,
        staged,
        farMetres: options.farMetres,
      })
      const next = input.nextVisit ? `, next visit ${displayDate(input.nextVisit)}` : ''
      const marks = [visit.far && `${visit.distanceM} m from the lead`, visit.oldPhoto && 'old photo'].filter(Boolean)
      await logActivity(tx, {
        userSrno: viewer.userSrno,
        actor: viewer.userId,
        action: 'follow-up-added',
        description: `Follow-up visit: ${await statusName(tx, input.status)}${next}${marks.length ? ` (${marks.join(', ')})` : ''}`,
        leadSrno: lead.srno,
        ip: viewer.ip,
      })
      if (lead.statusSrno !== input.status) {
        await logActivity(tx, {
          userSrno: viewer.userSrno,
          actor: viewer.userId,
          action: 'lead-status-changed',
          description: `Status changed from ${await statusName(tx, lead.statusSrno)} to ${await statusName(tx, input.status)}`,
          leadSrno: lead.srno,
          ip: viewer.ip,
        })
      }
      return { visitSrno: visit.visitSrno, repeated: false, far: visit.far, oldPhoto: visit.oldPhoto }
    })
  } catch (error) {
    // Nothing was recorded: the staged selfie goes too (the visit and its selfie together or not at all).
    await staged.discard()
    if (isUniqueViolation(error, 'lead_visits_lead_client_key_idx')) {
      const winner = await repeat()
      if (winner) return { visitSrno: winner.srno, repeated: true, far: false, oldPhoto: false }
    }
    throw error
  }
}
