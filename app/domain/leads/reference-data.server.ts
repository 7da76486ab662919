import { eq } from 'drizzle-orm'
import { leadStatuses, leadTypes } from '#app/db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { leadChoices } from './lead-choices.server.ts'

/**
 * A lead's type and a visit's status must be rows of the reference tables (spec section 3): anything else is the
 * user's mistake (400 with a message under the field), checked before any work, never left to the foreign key
 * (issue 17 item 6: `type=999` answered 500). The server's cached choices answer the usual case; a value missing
 * from them is looked up once more, so reference rows added since the cache was filled are still accepted.
 */
export async function assertKnownChoices(db: Db, input: { type?: number; status: number }): Promise<void> {
  const choices = await leadChoices(db)
  if (input.type !== undefined && !choices.types.some((t) => t.value === input.type)) {
    const [row] = await db.select({ srno: leadTypes.srno }).from(leadTypes).where(eq(leadTypes.srno, input.type))
    if (!row) throw new AppError('LEAD_TYPE_UNKNOWN', { field: 'type' })
  }
  if (!choices.statuses.some((s) => s.value === input.status)) {
    const [row] = await db
      .select({ srno: leadStatuses.srno })
      .from(leadStatuses)
      .where(eq(leadStatuses.srno, input.status))
    if (!row) throw new AppError('LEAD_STATUS_UNKNOWN', { field: 'status' })
  }
}
