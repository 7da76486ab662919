import { eq } from 'drizzle-orm'
import { leadStatuses, leads, leadTypes, users } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { canSeeOwner, type Viewer, visibleOwners } from './visibility.server.ts'

/** One lead as the merge screen compares it (D62): its fields' values; LEAD_NOT_FOUND unless the viewer sees it. */
export async function mergeSide(db: Db, viewer: Viewer, srno: number) {
  const [owners, [row]] = await Promise.all([
    visibleOwners(db, viewer),
    db
      .select({
        srno: leads.srno,
        ownerSrno: leads.ownerSrno,
        businessName: leads.businessName,
        contactPerson: leads.contactPerson,
        mobile: leads.mobile,
        email: leads.email,
        address: leads.address,
        remark: leads.remark,
        volume: leads.expectedVolume,
        type: leadTypes.name,
        nature: leads.nature,
        status: leadStatuses.status,
        nextVisit: leads.nextVisit,
        ownerName: users.userName,
        ownerId: users.userId,
        visitCount: leads.visitCount,
        products: leads.products,
      })
      .from(leads)
      .innerJoin(users, eq(users.srno, leads.ownerSrno))
      .innerJoin(leadTypes, eq(leadTypes.srno, leads.typeSrno))
      .innerJoin(leadStatuses, eq(leadStatuses.srno, leads.statusSrno))
      .where(eq(leads.srno, srno)),
  ])
  if (!row || !canSeeOwner(owners, row.ownerSrno)) throw new AppError('LEAD_NOT_FOUND')
  return row
}
