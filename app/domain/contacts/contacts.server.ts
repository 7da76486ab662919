import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { leadContacts, leads, users } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { mergedInto } from '#app/domain/leads/merge.server.ts'
import { CLOSED_STATUS } from '#app/domain/leads/schemas.ts'
import { type Viewer, visibleLead } from '#app/domain/leads/visibility.server.ts'
import type { DateRange } from '#app/domain/reports/request.ts'
import { boundsOf } from '#app/domain/reports/scope.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { isUniqueViolation } from '#app/lib/db-errors.server.ts'
import type { ContactInput } from './schemas.ts'

/**
 * Contacts (D60): a call or WhatsApp message to a lead and its outcome, on the lead's timeline apart from its visits
 * (no selfie, no place). Recorded on a lead the viewer may work (D24, like a visit); the phone's one-time key makes a
 * contact sent twice (the outbox trying again after a lost answer) one row, answered "repeated". A "call back on"
 * date becomes the lead's next visit when the user chose so, unless the lead is Closed (D31: a Closed lead has none).
 */

const CHANNEL_NAMES = { call: 'Call', whatsapp: 'WhatsApp' } as const
const OUTCOME_NAMES = { reached: 'reached', 'no-answer': 'no answer', 'call-back': 'call back' } as const

async function earlierContact(db: Db | Tx, userSrno: number, clientKey: string) {
  const [row] = await db
    .select({ id: leadContacts.id, leadSrno: leadContacts.leadSrno })
    .from(leadContacts)
    .where(and(eq(leadContacts.userSrno, userSrno), eq(leadContacts.clientKey, clientKey)))
  return row ?? null
}

export async function recordContact(
  db: Db,
  viewer: Viewer,
  input: ContactInput,
): Promise<{ contactId: number; leadId: number; repeated: boolean; nextVisitSet: boolean }> {
  const earlier = await earlierContact(db, viewer.userSrno, input.clientKey)
  if (earlier) return { contactId: earlier.id, leadId: earlier.leadSrno, repeated: true, nextVisitSet: false }
  // A lead merged into another since the page was opened is that other lead (D62); the viewer must see it.
  const { lead } = await visibleLead(db, viewer, (await mergedInto(db, input.leadId)) ?? input.leadId)
  try {
    return await db.transaction(async (tx) => {
      const nextVisitSet =
        input.outcome === 'call-back' &&
        input.setNextVisit &&
        input.callBackOn !== '' &&
        lead.statusSrno !== CLOSED_STATUS
      const [row] = await tx
        .insert(leadContacts)
        .values({
          leadSrno: lead.srno,
          userSrno: viewer.userSrno,
          channel: input.channel,
          outcome: input.outcome,
          callBackOn: input.callBackOn === '' ? null : input.callBackOn,
          note: input.note,
          setNextVisit: nextVisitSet,
          deviceAt: input.deviceAt ? new Date(input.deviceAt) : null,
          clientKey: input.clientKey,
        })
        .returning({ id: leadContacts.id })
      if (nextVisitSet)
        await tx
          .update(leads)
          .set({ nextVisit: input.callBackOn, updatedAt: new Date() })
          .where(eq(leads.srno, lead.srno))
      const callBack = input.callBackOn ? ` on ${displayDate(input.callBackOn)}` : ''
      const next = nextVisitSet ? `, next visit ${displayDate(input.callBackOn)}` : ''
      await logActivity(tx, {
        userSrno: viewer.userSrno,
        actor: viewer.userId,
        action: 'contact-logged',
        description: `${CHANNEL_NAMES[input.channel]}: ${OUTCOME_NAMES[input.outcome]}${callBack}${next}`,
        leadSrno: lead.srno,
        ip: viewer.ip,
      })
      return { contactId: row!.id, leadId: lead.srno, repeated: false, nextVisitSet }
    })
  } catch (error) {
    // The same contact sent twice at once: the second finds the first's row.
    if (isUniqueViolation(error, 'lead_contacts_user_client_key_idx')) {
      const winner = await earlierContact(db, viewer.userSrno, input.clientKey)
      if (winner) return { contactId: winner.id, leadId: winner.leadSrno, repeated: true, nextVisitSet: false }
    }
    throw error
  }
}

/** A lead's contacts for its timeline, newest first, with who made each. */
export async function contactsOfLead(db: Db | Tx, leadSrno: number) {
  return db
    .select({
      id: leadContacts.id,
      at: leadContacts.at,
      deviceAt: leadContacts.deviceAt,
      channel: leadContacts.channel,
      outcome: leadContacts.outcome,
      callBackOn: leadContacts.callBackOn,
      note: leadContacts.note,
      setNextVisit: leadContacts.setNextVisit,
      userName: users.userName,
    })
    .from(leadContacts)
    .innerJoin(users, eq(users.srno, leadContacts.userSrno))
    .where(eq(leadContacts.leadSrno, leadSrno))
    .orderBy(desc(leadContacts.at), desc(leadContacts.id))
}
export type LeadContact = Awaited<ReturnType<typeof contactsOfLead>>[number]

/**
 * How many contacts (calls and WhatsApp messages) a person logged in a date range (India dates, both ends
 * included), by the time the phone recorded them (an offline contact counts on the day it was made), else the
 * server's time of receipt. The Attendance report counts a person's day with it.
 */
export async function countContacts(db: Db | Tx, userSrno: number, range: DateRange): Promise<number> {
  const { start, end } = boundsOf(range)
  const [row] = await db
    .select({ n: count() })
    .from(leadContacts)
    .where(and(eq(leadContacts.userSrno, userSrno), gte(contactTime, start), lt(contactTime, end)))
  return Number(row?.n ?? 0)
}

/** When a contact happened: the phone's time when it sent one, else the server's receipt. */
const contactTime = sql<Date>`coalesce(${leadContacts.deviceAt}, ${leadContacts.at})`
