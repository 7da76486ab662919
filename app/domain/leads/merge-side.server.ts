import { eq } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { leadFormFields, leadsNamed } from './named-leads.server.ts'
import { canSeeOwner, type Viewer, visibleOwners } from './visibility.server.ts'

/** One lead as the merge screen compares it (D62): its fields' values; LEAD_NOT_FOUND unless the viewer sees it. */
export async function mergeSide(db: Db, viewer: Viewer, srno: number) {
  const [owners, [row]] = await Promise.all([
    visibleOwners(db, viewer),
    leadsNamed(db, { ...leadFormFields, ownerSrno: leads.ownerSrno, visitCount: leads.visitCount }).where(
      eq(leads.srno, srno),
    ),
  ])
  if (!row || !canSeeOwner(owners, row.ownerSrno)) throw new AppError('LEAD_NOT_FOUND')
  return row
}
