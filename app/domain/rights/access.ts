import type { z } from 'zod'
import type { RightFlag, RightKey } from './catalogue.ts'

/**
 * What a back-office route needs, declared once in its `handle.access` and read by three things: the route's own
 * loader and action (through `authorizePage` and `authorizeAction`), the server (which answers `no-store` for every
 * route that declares access, and gives the upload allowance to those that take files), and the authorization
 * matrix test, which lists the routes from the router and checks each against this declaration.
 */

/**
 * What an intent needs: a flag of the route's right; any signed-in user; anyone (the sign-in form); or, for a form
 * that both adds and edits, Add when the serial field is 0 and Edit otherwise, decided on the parsed value that
 * the action then uses.
 */
export type Need = RightFlag | 'signed-in' | 'anyone' | { addOrEdit: string }

/**
 * A second right an intent needs besides its route's own: turning a web enquiry into a lead reads and claims that
 * enquiry, so it needs the inbox's right (ENQUIRY query) as well as CRM add. With `ifField`, only inputs where that
 * parsed field is present need it (a lead made in the field carries no enquiry). The frame checks it on the parsed
 * input the action then uses; the authorization matrix reads it.
 */
export interface SecondRight {
  right: RightKey
  flag: RightFlag
  ifField?: string
}

export interface IntentRule<S extends z.ZodType = z.ZodType> {
  /** The intent's whole input: its form fields and the route's parameters, parsed once. */
  schema: S
  need: Need
  alsoNeeds?: SecondRight
}

export type Intents = Record<string, IntentRule>

/** The kinds of stored record a route parameter can name; the matrix fills each from a seeded row of that kind. */
export type RecordKind = 'lead' | 'file' | 'user' | 'group' | 'enquiry' | 'post' | 'import'

/** A route's declared parameters: each names a stored record of its kind. */
export type Params = Record<string, RecordKind>

export interface RouteAccess<I extends Intents = Intents, P extends Params = Params> {
  /** The right the page needs to be viewed (its query flag); `signed-in` for every staff member; `anyone` for the
   * sign-in page. */
  right: RightKey | 'signed-in' | 'anyone'
  /** The flag of `right` the page needs, when it is not Query (a form that only adds needs Add). */
  pageFlag?: RightFlag
  intents?: I
  /** Route parameters and the kind of record each names. The guard parses each as a serial number and hands the
   * loader the numbers (a parameter that is not one answers the kind's "not found", 404). */
  params?: P
  /** The route takes file uploads (evidence photos): it gets the larger body allowance. */
  uploads?: boolean
  /** Where a signed-in user without the page's right is sent instead of being shown 403 (a denied report goes back
   * to the CRM list, spec section 6). */
  deniedTo?: string
  /** The office's landing page (/crm, where every sign-in leads): a signed-in user without its right goes to the first
   * office area they may open instead, and sees 403 only when they may open none (ADR 0139). */
  landing?: boolean
  /** The route stays open while the user must change their password (only the change-password page). */
  duringPasswordChange?: boolean
  /** The route stays open while the user is held at second-factor enrolment (D56: only the enrolment screen). */
  duringEnrolment?: boolean
}

/** Declares a route's access, keeping the literal types the action's input and the loader's parameters are typed
 * from. */
export function defineAccess<const I extends Intents, const P extends Params = Record<never, RecordKind>>(
  access: RouteAccess<I, P>,
): RouteAccess<I, P> {
  return access
}

/**
 * The access of a screen that changes one lead (its edit, merge and pin screens): CRM edit to open it and for each of
 * its intents (one schema each), on the lead its `leadId` parameter names, which the user must be allowed to see.
 */
export function leadEditAccess<const S extends Record<string, z.ZodType>>(schemas: S) {
  return defineAccess({ right: 'CRM', pageFlag: 'edit', params: { leadId: 'lead' }, intents: allNeed('edit', schemas) })
}

/**
 * The access of a screen of the account menu (sign-in methods, language, daily digest, notifications): open to every
 * signed-in staff member, as is each of its intents (one schema each), which change only the user's own settings.
 */
export function accountAccess<const S extends Record<string, z.ZodType>>(
  schemas: S,
  options: Pick<RouteAccess, 'duringEnrolment'> = {},
) {
  return defineAccess({ right: 'signed-in', ...options, intents: allNeed('signed-in', schemas) })
}

/** Intents that all need the same: one schema each. */
function allNeed<const N extends Need, const S extends Record<string, z.ZodType>>(need: N, schemas: S) {
  return Object.fromEntries(Object.entries(schemas).map(([intent, schema]) => [intent, { schema, need }])) as {
    [K in keyof S]: { schema: S[K]; need: N }
  }
}

/** The parsed parameters of a route: each declared parameter as a serial number. */
export type ParsedParams<P extends Params> = { [K in keyof P]: number }

export interface OfficeHandle<I extends Intents = Intents> {
  access: RouteAccess<I>
}

/** The flags that could satisfy a need, before the input is parsed. */
export function possibleFlags(need: Need): RightFlag[] {
  if (need === 'signed-in' || need === 'anyone') return []
  if (typeof need === 'object') return ['add', 'edit']
  return [need]
}

/** Whether a parsed input needs the intent's second right (see `SecondRight`). */
export function needsSecondRight(rule: IntentRule, parsed: unknown): SecondRight | null {
  const second = rule.alsoNeeds
  if (!second) return null
  if (second.ifField === undefined) return second
  const value = (parsed as Record<string, unknown> | null)?.[second.ifField]
  return value === undefined || value === null ? null : second
}
