import '#app/lib/i18n/catalogues.server.ts'
import { and, eq, inArray } from 'drizzle-orm'
import { alerts, leads, pushOutbox, pushSubscriptions, users } from '#app/db/schema.ts'
import type { Tx } from '#app/lib/db.server.ts'
import { isLocale } from '#app/lib/i18n/locale.ts'
import { type AlertFacts, alertText, type LeadSource } from './words.ts'

/**
 * Making alerts (D61). An alert is written in the transaction of the change it reports (a lead given) or, for a
 * scheduled event, with a `once_key` that makes it once across servers (round.server.ts). With the alert, one push per
 * device the user subscribed is queued in the push outbox, in the user's language (D55), for the push worker.
 */

export interface NewAlert {
  userSrno: number
  facts: AlertFacts
  /** The office path the alert opens (its lead, or a filtered list). */
  link: string
  leadSrno?: number | null
  /** Set for an event that every server's round would find: the alert is made by the first insert of the key only. */
  onceKey?: string
}

/** The JSON the service worker shows (service-worker.ts `push`): the alert's words and the path it opens. */
export interface PushPayload {
  title: string
  url: string
  tag: string
}

/**
 * Writes alerts and queues their pushes; answers the ids of those written (an alert whose `onceKey` exists already
 * is not written again, and queues nothing).
 */
export async function addAlerts(tx: Tx, list: NewAlert[]): Promise<number[]> {
  if (list.length === 0) return []
  const written = await tx
    .insert(alerts)
    .values(
      list.map((a) => {
        const { kind, ...facts } = a.facts
        return {
          userSrno: a.userSrno,
          kind,
          facts,
          link: a.link.slice(0, 300),
          leadSrno: a.leadSrno ?? null,
          onceKey: a.onceKey ?? null,
        }
      }),
    )
    .onConflictDoNothing({ target: alerts.onceKey })
    .returning({ id: alerts.id, userSrno: alerts.userSrno, link: alerts.link, onceKey: alerts.onceKey })
  if (written.length === 0) return []
  // The devices of the users alerted, with each user's language.
  const devices = await tx
    .select({ id: pushSubscriptions.id, userSrno: pushSubscriptions.userSrno, locale: users.locale })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.srno, pushSubscriptions.userSrno))
    .where(
      inArray(
        pushSubscriptions.userSrno,
        written.map((w) => w.userSrno),
      ),
    )
  if (devices.length > 0) {
    const factsOfRow = new Map<number, AlertFacts>()
    // A row written matches its input by user and key (once keys) or by order among the user's rows.
    const pending = [...list]
    for (const w of written) {
      const index = pending.findIndex(
        (a) => a.userSrno === w.userSrno && (a.onceKey ?? null) === w.onceKey && a.link.slice(0, 300) === w.link,
      )
      if (index >= 0) factsOfRow.set(w.id, pending.splice(index, 1)[0]!.facts)
    }
    const rows = written.flatMap((w) =>
      devices
        .filter((d) => d.userSrno === w.userSrno)
        .map((d) => {
          const payload: PushPayload = {
            title: alertText(isLocale(d.locale) ? d.locale : 'en', factsOfRow.get(w.id)!),
            // Opening it marks the alert read, then goes to what it points at (alerts.tsx).
            url: `/alerts?open=${w.id}`,
            tag: `alert-${w.id}`,
          }
          return { subscriptionId: d.id, alertId: w.id, payload: JSON.stringify(payload) }
        }),
    )
    if (rows.length > 0) await tx.insert(pushOutbox).values(rows)
  }
  return written.map((w) => w.id)
}

export interface LeadsGiven {
  /** The leads now owned by the receiver. */
  leadIds: number[]
  /** Who received them. */
  receiverSrno: number
  /** How: an assignment, a move of all leads, a web enquiry turned into a lead, an import naming the receiver. */
  source: LeadSource
  /** Who gave them; a user giving leads to themself gets no alert. */
  bySrno: number
}

/**
 * "A lead given to you" (D61), for any way leads reach a new owner: one alert to the receiver, in the transaction that
 * gave them the leads. One lead: its name, and the alert opens it; several: their count, and the alert opens the
 * receiver's list. Nobody else is alerted (D24: the leads are the receiver's now; the giver did it themself).
 */
export async function alertLeadsGiven(tx: Tx, given: LeadsGiven): Promise<number | null> {
  if (given.leadIds.length === 0 || given.receiverSrno === given.bySrno) return null
  const [by] = await tx.select({ name: users.userName }).from(users).where(eq(users.srno, given.bySrno))
  const one = given.leadIds.length === 1 ? given.leadIds[0]! : null
  const [lead] = one
    ? await tx
        .select({ name: leads.businessName })
        .from(leads)
        .where(and(eq(leads.srno, one), eq(leads.ownerSrno, given.receiverSrno)))
    : []
  const [id] = await addAlerts(tx, [
    {
      userSrno: given.receiverSrno,
      facts: {
        kind: 'lead-given',
        source: given.source,
        count: given.leadIds.length,
        by: by?.name ?? '',
        ...(lead ? { lead: lead.name } : {}),
      },
      link: one ? `/crm/leads/${one}` : `/crm?owner=${given.receiverSrno}`,
      leadSrno: one,
    },
  ])
  return id ?? null
}
