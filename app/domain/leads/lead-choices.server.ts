import { asc } from 'drizzle-orm'
import { leadStatuses, leadTypes } from '#app/db/schema.ts'
import type { Choice } from '#app/lib/choice.ts'
import type { Db } from '#app/lib/db.server.ts'

type Choices = { types: Choice<number>[]; statuses: Choice<number>[] }
const choicesOf = new WeakMap<Db, Promise<Choices>>()

/**
 * The choices of the forms and filters: lead types and statuses (reference data, spec section 3). They are seeded
 * with the database and no screen changes them, so each server reads them once.
 */
export function leadChoices(db: Db): Promise<Choices> {
  let choices = choicesOf.get(db)
  if (!choices) {
    choices = readLeadChoices(db)
    choicesOf.set(db, choices)
    choices.catch(() => choicesOf.delete(db))
  }
  return choices
}

async function readLeadChoices(db: Db): Promise<Choices> {
  const [types, statuses] = await Promise.all([
    db.select({ value: leadTypes.srno, label: leadTypes.name }).from(leadTypes).orderBy(asc(leadTypes.srno)),
    db
      .select({ value: leadStatuses.srno, label: leadStatuses.status })
      .from(leadStatuses)
      .orderBy(asc(leadStatuses.srno)),
  ])
  return { types, statuses }
}
