import { eq } from 'drizzle-orm'
import { leads } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { PinInput } from './pin.ts'
import { type Viewer, visibleLead } from './visibility.server.ts'

const shown = (lat: number | null, lng: number | null) =>
  lat === null || lng === null ? 'none' : `${lat.toFixed(6)}, ${lng.toFixed(6)}`

/**
 * D57: a lead's place set by hand (a pin on its page), by a CRM edit holder on a lead they may see (D24): the lead's
 * place becomes the pin, so the lead joins the route of the day and later visits are measured from it (D36). The
 * activity row says who moved it, from where and to where (D34).
 */
export async function setPin(db: Db, viewer: Viewer, input: PinInput): Promise<{ leadId: number }> {
  const { lead } = await visibleLead(db, viewer, input.leadId)
  await db.transaction(async (tx) => {
    const now = new Date()
    await tx
      .update(leads)
      .set({
        latitude: input.latitude,
        longitude: input.longitude,
        pinnedBy: viewer.userSrno,
        pinnedAt: now,
        updatedAt: now,
      })
      .where(eq(leads.srno, lead.srno))
    await logActivity(tx, {
      userSrno: viewer.userSrno,
      actor: viewer.userId,
      action: 'lead-pinned',
      description: `Place set on the map: ${shown(input.latitude, input.longitude)} (was ${shown(lead.latitude, lead.longitude)})`,
      leadSrno: lead.srno,
      ip: viewer.ip,
    })
  })
  return { leadId: lead.srno }
}
