import { eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'

/** A lead's number and the fields its form shows, as the lead file (D62) and the merge screen read them. */
export const leadFormFields = {
  srno: leads.srno,
  businessName: leads.businessName,
  contactPerson: leads.contactPerson,
  mobile: leads.mobile,
  email: leads.email,
  address: leads.address,
  remark: leads.remark,
  volume: leads.expectedVolume,
  nature: leads.nature,
  nextVisit: leads.nextVisit,
  products: leads.products,
}

/** Leads with the names a person reads beside their numbers (type, status, owner), plus `extra` columns. */
export function leadsNamed<E extends SelectedFields>(db: Db | Tx, extra: E) {
  return db
    .select({
      ...extra,
      type: leadTypes.name,
      status: leadStatuses.status,
      ownerName: users.userName,
      ownerId: users.userId,
    })
    .from(leads)
    .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
    .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
    .innerJoin(users, eq(users.srno, leads.ownerSrno))
}
