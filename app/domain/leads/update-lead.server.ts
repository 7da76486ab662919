import { eq } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { volumeOf } from './lead-row.server.ts'
import { productsOf } from './products.ts'
import type { EditLeadInput } from './schemas.ts'
import { type Viewer, visibleLead } from './visibility.server.ts'

/**
 * Edits what the spec leaves editable of a lead the viewer may work (D24): business name, mobile, e-mail, address
 * and expected volume. The activity row names the fields that changed (D34).
 */
export async function updateLead(db: Db, viewer: Viewer, input: EditLeadInput): Promise<void> {
  const { lead } = await visibleLead(db, viewer, input.leadId)
  const volume = volumeOf(input.volume)
  const products = productsOf(input)
  const changed = [
    lead.businessName !== input.businessName && 'business name',
    lead.mobile !== input.mobile && 'mobile',
    lead.email !== input.email && 'e-mail',
    lead.address !== input.address && 'address',
    lead.expectedVolume !== volume && 'expected volume',
    lead.products.join(',') !== products.join(',') && 'products',
  ].filter((c): c is string => Boolean(c))
  if (changed.length === 0) return
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({
        businessName: input.businessName,
        mobile: input.mobile,
        email: input.email,
        address: input.address,
        expectedVolume: volume,
        products,
        updatedAt: new Date(),
      })
      .where(eq(leads.srno, lead.srno))
    await logActivity(tx, {
      userSrno: viewer.userSrno,
      actor: viewer.userId,
      action: 'lead-edited',
      description: `Edited ${changed.join(', ')}`,
      leadSrno: lead.srno,
      ip: viewer.ip,
    })
  })
}
