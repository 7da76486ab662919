import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { activityLog, enquiries, leadStatuses, leads, leadVisits, storedFiles, users } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { asLocale } from '#app/lib/i18n/locale.ts'
import { dueState } from './due.ts'
import { leadsNamed } from './named-leads.server.ts'
import { canSeeOwner, type Viewer, visibleLead, visibleOwners } from './visibility.server.ts'

/**
 * A lead's follow-up detail (spec section 3 "Follow-up detail"): the lead, its visits newest first as a timeline
 * (time, person, remark, nature, next visit, status, selfie, distance and marks), and its activity rows (D34). A lead
 * made from a web enquiry carries what the customer asked for (the service and their message, word for word, in the
 * language of the page they wrote from): whoever may see the lead reads it, with or without the ENQUIRY right.
 */
/**
 * Leads with the names a person reads beside their numbers (type, status, owner) and their web enquiry's service and
 * message, plus `extra` columns: the one join of a lead's page and of the phone's book of leads.
 */
export function leadsWithNames<E extends SelectedFields>(db: Db | Tx, extra: E) {
  return leadsNamed(db, {
    ...extra,
    enquiryService: enquiries.service,
    enquiryMessage: enquiries.message,
    enquiryLanguage: enquiries.language,
  }).leftJoin(enquiries, eq(enquiries.id, leads.enquiryId))
}

export async function leadDetail(db: Db, viewer: Viewer, leadSrno: number) {
  const { lead } = await visibleLead(db, viewer, leadSrno)
  // The lead's names, its visits and its activity are independent reads: asked for together, each on its own
  // connection where the database has a pool.
  const namesOf = leadsWithNames(db, {}).where(eq(leads.srno, lead.srno))
  const visitsOf = db
    .select({
      srno: leadVisits.srno,
      kind: leadVisits.kind,
      at: leadVisits.at,
      userName: users.userName,
      remark: leadVisits.remark,
      nature: leadVisits.nature,
      status: leadStatuses.status,
      nextVisit: leadVisits.nextVisit,
      fileId: leadVisits.fileId,
      fileType: storedFiles.contentType,
      thumbnailId: leadVisits.thumbnailId,
      distanceM: leadVisits.distanceM,
      accuracyM: leadVisits.accuracyM,
      located: leadVisits.latitude,
      far: leadVisits.far,
      oldPhoto: leadVisits.oldPhoto,
      photoTakenAt: leadVisits.photoTakenAt,
      deviceAt: leadVisits.deviceAt,
    })
    .from(leadVisits)
    .innerJoin(users, eq(users.srno, leadVisits.userSrno))
    .innerJoin(leadStatuses, eq(leadStatuses.srno, leadVisits.statusSrno))
    .innerJoin(storedFiles, eq(storedFiles.id, leadVisits.fileId))
    .where(eq(leadVisits.leadSrno, lead.srno))
    .orderBy(desc(leadVisits.at), desc(leadVisits.srno))
  const activityOf = db
    .select({
      srno: activityLog.srno,
      at: activityLog.at,
      actor: activityLog.actor,
      description: activityLog.description,
    })
    .from(activityLog)
    .where(eq(activityLog.leadSrno, lead.srno))
    .orderBy(desc(activityLog.at), desc(activityLog.srno))
    .limit(200)
  const [[names], visits, activity] = await Promise.all([namesOf, visitsOf, activityOf])
  return {
    lead: {
      srno: lead.srno,
      businessName: lead.businessName,
      contactPerson: lead.contactPerson,
      mobile: lead.mobile,
      email: lead.email,
      address: lead.address,
      remark: lead.remark,
      volume: lead.expectedVolume,
      products: lead.products,
      typeSrno: lead.typeSrno,
      type: names!.type,
      nature: lead.nature as 'H' | 'C',
      statusSrno: lead.statusSrno,
      status: names!.status,
      nextVisit: lead.nextVisit,
      due: dueState(lead.nextVisit, lead.statusSrno, todayInIndia()),
      createdAt: lead.createdAt,
      owner: { srno: lead.ownerSrno, name: names!.ownerName, userId: names!.ownerId },
      located: lead.latitude !== null,
      // D57: the lead's place (its first located visit's, or a pin set by hand) for the route and the pin screen.
      place:
        lead.latitude !== null && lead.longitude !== null
          ? { lat: lead.latitude, lng: lead.longitude, pinned: lead.pinnedAt !== null }
          : null,
      enquiryId: lead.enquiryId,
      enquiry:
        lead.enquiryId === null
          ? null
          : {
              service: names!.enquiryService ?? '',
              message: names!.enquiryMessage ?? '',
              language: asLocale(names!.enquiryLanguage),
            },
    },
    visits: visits.map(({ located, ...v }) => ({ ...v, located: located !== null, nature: v.nature as 'H' | 'C' })),
    activity,
  }
}

/**
 * Other leads with the same mobile number (D38), for the warning shown before saving: those the viewer may see by
 * name, the rest only counted ("a lead with this mobile number exists").
 */
export async function leadsWithMobile(db: Db, viewer: Viewer, mobile: string, exceptLead?: number) {
  if (!/^\d{10}$/.test(mobile)) return { visible: [], hidden: 0 }
  const owners = await visibleOwners(db, viewer)
  const rows = await db
    .select({
      srno: leads.srno,
      businessName: leads.businessName,
      ownerSrno: leads.ownerSrno,
      ownerName: users.userName,
    })
    .from(leads)
    .innerJoin(users, eq(users.srno, leads.ownerSrno))
    .where(and(eq(leads.mobile, mobile), exceptLead ? ne(leads.srno, exceptLead) : undefined))
    .orderBy(asc(leads.srno))
    .limit(50)
  const visible = rows.filter((r) => canSeeOwner(owners, r.ownerSrno)).map(({ ownerSrno: _, ...r }) => r)
  return { visible: visible.slice(0, 5), hidden: rows.length - visible.length }
}
