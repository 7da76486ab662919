import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { activityLog, enquiries, leadMerges, leads, leadVisits, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { type MergeField, type MergeInput, mergeFields } from './merge-schemas.ts'
import { normalProducts } from './products.ts'
import { canSeeOwner, type Viewer, visibleOwners } from './visibility.server.ts'

/**
 * Merging two copies of one shop into one lead (D62). The user needs CRM edit and must see both leads (D24). In one
 * transaction: both leads are locked in serial order (so two merges, or a merge and an assignment, queue instead of
 * deadlocking, and a visit being recorded on either finishes first or waits: add-follow-up locks its lead too); the
 * kept lead takes the chosen value of each field; the other lead's visits (with their evidence files, which belong to
 * the visits), its activity rows and its web enquiry move to the kept lead; the visit count, last visit and place
 * are recomputed; the other lead is removed and its serial recorded in `lead_merges`, so that its address sends to
 * the kept lead (and a visit sent later to it, from a phone that was offline, is recorded on the kept lead: nothing
 * is lost); one activity row on the kept lead says what was merged and by whom. The reports then count the kept lead
 * once: the other no longer exists. The kept lead's products of interest (D59) are both leads' together, or the
 * one lead's the user chose. Contacts (calls and WhatsApp) are not stored by this product yet.
 */
export async function mergeLeads(db: Db, actor: Viewer, input: MergeInput): Promise<{ kept: number }> {
  if (!hasRight(actor.rights, 'CRM', 'edit')) throw new AppError('FORBIDDEN')
  if (input.leadId === input.other) throw new AppError('MERGE_SAME_LEAD', { field: 'other' })
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(leads)
      .where(inArray(leads.srno, [input.leadId, input.other]))
      .orderBy(asc(leads.srno))
      .for('update')
    const owners = await visibleOwners(tx, actor)
    const kept = locked.find((l) => l.srno === input.leadId)
    const other = locked.find((l) => l.srno === input.other)
    if (!kept || !canSeeOwner(owners, kept.ownerSrno)) throw new AppError('LEAD_NOT_FOUND')
    if (!other || !canSeeOwner(owners, other.ownerSrno)) throw new AppError('LEAD_NOT_FOUND', { field: 'other' })
    const pick = (field: MergeField) => (input[`keep_${field}`] === 'other' ? other : kept)
    const fromStatus = pick('status')
    const [visits] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${leadVisits.at})::text` })
      .from(leadVisits)
      .where(inArray(leadVisits.leadSrno, [kept.srno, other.srno]))
    // The other lead's visits, activity and enquiry become the kept lead's.
    await tx.update(leadVisits).set({ leadSrno: kept.srno }).where(eq(leadVisits.leadSrno, other.srno))
    await tx.update(activityLog).set({ leadSrno: kept.srno }).where(eq(activityLog.leadSrno, other.srno))
    await tx.update(enquiries).set({ leadSrno: kept.srno }).where(eq(enquiries.leadSrno, other.srno))
    // Earlier merges into the other lead now lead to the kept one.
    await tx.update(leadMerges).set({ keptSrno: kept.srno }).where(eq(leadMerges.keptSrno, other.srno))
    // The other row goes before the kept one takes its values: its enquiry (unique per lead) is then free.
    await tx.delete(leads).where(eq(leads.srno, other.srno))
    await tx.insert(leadMerges).values({ removedSrno: other.srno, keptSrno: kept.srno, userSrno: actor.userSrno })
    const hasPlace = kept.latitude !== null && kept.longitude !== null
    // D59, D62: the kept lead wants what either lead wanted, unless the user chose one lead's products.
    const products =
      input.keep_products === 'kept'
        ? normalProducts(kept.products)
        : input.keep_products === 'other'
          ? normalProducts(other.products)
          : normalProducts([...kept.products, ...other.products])
    await tx
      .update(leads)
      .set({
        businessName: pick('businessName').businessName,
        contactPerson: pick('contactPerson').contactPerson,
        mobile: pick('mobile').mobile,
        email: pick('email').email,
        address: pick('address').address,
        remark: pick('remark').remark,
        expectedVolume: pick('volume').expectedVolume,
        typeSrno: pick('type').typeSrno,
        nature: pick('nature').nature,
        statusSrno: fromStatus.statusSrno,
        nextVisit: fromStatus.nextVisit,
        ownerSrno: pick('owner').ownerSrno,
        products,
        enquiryId: kept.enquiryId ?? other.enquiryId,
        visitCount: visits?.n ?? 0,
        lastVisitAt: visits?.last ? new Date(visits.last) : null,
        latitude: hasPlace ? kept.latitude : other.latitude,
        longitude: hasPlace ? kept.longitude : other.longitude,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.srno, kept.srno))
    const taken = mergeFields.filter((f) => input[`keep_${f}`] === 'other').map((f) => fieldWords[f])
    if (input.keep_products === 'other') taken.push('products')
    let ownerNote = ''
    if (pick('owner').ownerSrno !== kept.ownerSrno) {
      const [to] = await tx
        .select({ name: users.userName, userId: users.userId })
        .from(users)
        .where(eq(users.srno, other.ownerSrno))
      ownerNote = to ? `; owner now ${to.name} (${to.userId})` : ''
    }
    await logActivity(tx, {
      userSrno: actor.userSrno,
      actor: actor.userId,
      action: 'lead-merged',
      description:
        `Merged lead #${other.srno} ${other.businessName} into this lead` +
        (taken.length ? `, keeping its ${taken.join(', ')}` : '') +
        ownerNote,
      leadSrno: kept.srno,
      ip: actor.ip,
    })
    return { kept: kept.srno }
  })
}

/** The fields as the merge's activity row names those taken from the removed lead. */
const fieldWords: Record<MergeField, string> = {
  businessName: 'business name',
  contactPerson: 'contact person',
  mobile: 'mobile',
  email: 'e-mail',
  address: 'address',
  remark: 'remark',
  volume: 'expected volume',
  type: 'lead type',
  nature: 'lead nature',
  status: 'status and next visit',
  owner: 'owner',
}

/** Where a removed (merged) lead's address sends: the lead it was merged into, or null if it was never merged. */
export async function mergedInto(db: Db | Tx, srno: number): Promise<number | null> {
  const [row] = await db.select({ kept: leadMerges.keptSrno }).from(leadMerges).where(eq(leadMerges.removedSrno, srno))
  return row?.kept ?? null
}

/** The other leads the viewer may see with the same mobile: the merge screen's suggestions (D38's duplicates). */
export async function sameMobileLeads(db: Db, actor: Viewer, lead: { srno: number; mobile: string }) {
  if (lead.mobile === '') return []
  const owners = await visibleOwners(db, actor)
  const rows = await db
    .select({ srno: leads.srno, businessName: leads.businessName, ownerSrno: leads.ownerSrno })
    .from(leads)
    .where(and(eq(leads.mobile, lead.mobile), ne(leads.srno, lead.srno)))
    .orderBy(asc(leads.srno))
    .limit(20)
  return rows.filter((r) => canSeeOwner(owners, r.ownerSrno)).map(({ srno, businessName }) => ({ srno, businessName }))
}
