import { and, eq } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { claimEnquiry, linkLeadToEnquiry } from '#app/domain/enquiries/inbox.server.ts'
import type { Evidence } from '#app/domain/files/check-evidence.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { isUniqueViolation } from '#app/lib/db-errors.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { leadRowOf } from './lead-row.server.ts'
import { recordVisit, stageEvidence } from './record-visit.server.ts'
import { assertKnownChoices } from './reference-data.server.ts'
import type { NewLeadInput } from './schemas.ts'
import type { Viewer } from './visibility.server.ts'

export interface CreatedLead {
  srno: number
  /** The same form was sent before (its one-time key): nothing new was made. */
  repeated: boolean
  far: boolean
  oldPhoto: boolean
}

async function byKey(db: Db, owner: number, clientKey: string) {
  const [row] = await db
    .select({ srno: leads.srno })
    .from(leads)
    .where(and(eq(leads.ownerSrno, owner), eq(leads.clientKey, clientKey)))
  return row ?? null
}

/**
 * Records a new lead with its first visit and selfie, together or not at all (D32): the lead, the file, the visit
 * and the activity row commit in one transaction. The form's one-time key makes a repeated submit (a double tap,
 * a resend after a lost answer) return the lead the first one made instead of a second lead; two sends racing each
 * other are settled by the unique key, the loser answering with the winner's lead.
 *
 * A lead made from a web enquiry (`input.enquiry`) links the two both ways in the same transaction. Reading the
 * enquiry needs the ENQUIRY right (query); an enquiry becomes at most one lead, so a second conversion is refused
 * with ENQUIRY_ALREADY_CONVERTED and saves nothing.
 */
export async function createLead(
  db: Db,
  viewer: Viewer,
  input: NewLeadInput,
  evidence: Evidence,
  options: {
    farMetres: number
    afterCreate?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], srno: number) => Promise<void>
  },
): Promise<CreatedLead> {
  if (input.enquiry !== undefined && !hasRight(viewer.rights, 'ENQUIRY', 'query')) throw new AppError('FORBIDDEN')
  await assertKnownChoices(db, input)
  const existing = await byKey(db, viewer.userSrno, input.clientKey)
  if (existing) return { srno: existing.srno, repeated: true, far: false, oldPhoto: false }
  // The selfie's bytes go in before the transaction, which then stays short (ADR 0102).
  const staged = await stageEvidence(db, evidence, viewer.userSrno)
  try {
    return await db.transaction(async (tx) => {
      if (input.enquiry !== undefined) await claimEnquiry(tx, input.enquiry)
      const [lead] = await tx
        .insert(leads)
        .values({
          ownerSrno: viewer.userSrno,
          ...leadRowOf(input),
          statusSrno: input.status,
          nextVisit: input.nextVisit === '' ? null : input.nextVisit,
          enquiryId: input.enquiry ?? null,
        })
        .returning({ srno: leads.srno })
      const visit = await recordVisit(tx, {
        lead: { srno: lead!.srno, latitude: null, longitude: null },
        userSrno: viewer.userSrno,
        facts: { ...input, kind: 'first' },
        evidence,
        staged,
        farMetres: options.farMetres,
      })
      await logActivity(tx, {
        userSrno: viewer.userSrno,
        actor: viewer.userId,
        action: 'lead-created',
        description: `Created lead ${input.businessName} with the first visit${visit.oldPhoto ? ' (old photo)' : ''}`,
        leadSrno: lead!.srno,
        ip: viewer.ip,
      })
      if (input.enquiry !== undefined) await linkLeadToEnquiry(tx, viewer, input.enquiry, lead!.srno)
      await options.afterCreate?.(tx, lead!.srno)
      return { srno: lead!.srno, repeated: false, far: visit.far, oldPhoto: visit.oldPhoto }
    })
  } catch (error) {
    // Nothing was recorded: the staged selfie goes too (D32, the lead and its selfie together or not at all).
    await staged.discard()
    if (isUniqueViolation(error, 'leads_owner_client_key_idx')) {
      const winner = await byKey(db, viewer.userSrno, input.clientKey)
      if (winner) return { srno: winner.srno, repeated: true, far: false, oldPhoto: false }
    }
    // The row lock of claimEnquiry settles races; the unique index is the last word should anything bypass it.
    if (isUniqueViolation(error, 'leads_enquiry_idx')) throw new AppError('ENQUIRY_ALREADY_CONVERTED')
    throw error
  }
}
