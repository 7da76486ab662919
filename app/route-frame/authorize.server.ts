import { data, redirect } from 'react-router'
import type { z } from 'zod'
import { readUpload, type Upload, type UploadLimits } from '#app/domain/files/read-upload.server.ts'
import {
  type IntentRule,
  type Intents,
  needsSecondRight,
  type Params,
  type ParsedParams,
  possibleFlags,
  type RecordKind,
  type RouteAccess,
} from '#app/domain/rights/access.ts'
import type { RightFlag, RightKey } from '#app/domain/rights/catalogue.ts'
import { officeMenuOf } from '#app/domain/rights/office-menu.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { AppError, isAppError, type MessageCode, messages } from '#app/lib/errors.ts'
import { type Fields, parseWith, readFields } from '#app/lib/http.server.ts'
import { serial } from '#app/lib/schema-kit.ts'
import { type Args, currentStaff, denyRight, requireRight, requireStaff, type Staff } from './guard.server.ts'

/**
 * The one way a back-office action learns who is asking, what they asked and whether they may: it reads the body
 * once (a field sent twice is refused), takes the intent the route declared, parses the intent's whole input with
 * its schema, derives the flag it needs from that parsed input, checks the right, and hands the action that same
 * parsed input. A route therefore cannot check one value and act on another.
 *
 *   export const handle = { access: defineAccess({ right: 'USER', intents: { save: { schema, need: ... } } }) }
 *   const { staff, intent, input } = await authorizeAction(args, handle.access)
 *
 * Denials are thrown responses (401 without a session, 403 without the right), logged, and change nothing; bad
 * input is an AppError (400 with the schema's message) for the action's `failure()` to answer.
 */

type StaffOf<R extends IntentRule> = R['need'] extends 'anyone' ? Staff | null : Staff

export type Authorized<I extends Intents> = {
  [K in keyof I & string]: { intent: K; input: z.output<I[K]['schema']>; staff: StaffOf<I[K]> }
}[keyof I & string]

interface ActionArgs extends Args {
  params?: Record<string, string | undefined>
}

/** The right an intent's flags are checked on: the route's own right. */
function rightOf(access: RouteAccess): RightKey | null {
  return access.right === 'signed-in' || access.right === 'anyone' ? null : access.right
}

/** The input of an intent: the body's fields and the route's parameters, which a body may not override. */
function inputOf(fields: Fields, params: ActionArgs['params']): Fields {
  const input: Fields = Object.create(null)
  for (const [key, value] of Object.entries(fields)) if (key !== 'intent') input[key] = value
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue
    if (key in input) throw new AppError('BAD_REQUEST')
    input[key] = value
  }
  return input
}

/** The flag an add-or-edit intent needs, from the parsed serial: 0 adds, anything else edits. */
function addOrEditFlag(serial: unknown): RightFlag {
  return serial === 0 ? 'add' : 'edit'
}

/** Checks and parses the fields of one request against the route's declaration (see the module comment). */
export async function authorizeFields<I extends Intents>(
  args: ActionArgs,
  access: RouteAccess<I>,
  fields: Fields,
): Promise<Authorized<I>> {
  const intent =
    fields.intent ??
    (access.intents && Object.keys(access.intents).length === 1 ? Object.keys(access.intents)[0] : undefined)
  const rule =
    intent !== undefined && access.intents && Object.hasOwn(access.intents, intent) ? access.intents[intent] : undefined
  if (!rule || intent === undefined) {
    // An unknown intent says nothing about rights: still refuse anonymous callers first.
    if (access.right !== 'anyone')
      await requireStaff(args, 'api', {
        allowPasswordChange: access.duringPasswordChange,
        allowEnrolment: access.duringEnrolment,
      })
    throw new AppError('BAD_REQUEST')
  }
  const right = rightOf(access)
  let staff: Staff | null
  if (rule.need === 'anyone') {
    staff = (await currentStaff(args)).staff
  } else {
    staff = await requireStaff(args, 'api', {
      allowPasswordChange: access.duringPasswordChange,
      allowEnrolment: access.duringEnrolment,
    })
    // Holding none of the flags that could satisfy the intent is a denial whatever the input says.
    const flags = possibleFlags(rule.need)
    if (right && flags.length > 0 && !flags.some((f) => hasRight(staff!.rights, right, f))) {
      denyRight(args, staff, right, flags[0]!, 'api')
    }
  }
  const input = inputOf(fields, args.params)
  let parsed: unknown
  try {
    parsed = parseWith(rule.schema, input)
  } catch (error) {
    // A denial outranks a complaint about the input: an add-or-edit form with a bad field but a serial the user
    // may not use is refused as such.
    if (staff && right && typeof rule.need === 'object') {
      const serialSchema = (rule.schema as unknown as z.ZodObject).shape?.[rule.need.addOrEdit] as z.ZodType | undefined
      const serial = serialSchema?.safeParse(input[rule.need.addOrEdit])
      if (serial?.success) {
        const flag = addOrEditFlag(serial.data)
        if (!hasRight(staff.rights, right, flag)) denyRight(args, staff, right, flag, 'api')
      }
    }
    // Likewise for a second right the raw input already calls for (an enquiry named on the form).
    const second = rule.alsoNeeds
    const called = second && (second.ifField === undefined || Boolean(input[second.ifField]))
    if (staff && second && called && !hasRight(staff.rights, second.right, second.flag))
      denyRight(args, staff, second.right, second.flag, 'api')
    if (error instanceof AppError) error.intent = intent
    throw error
  }
  if (staff && right && typeof rule.need === 'object') {
    const flag = addOrEditFlag((parsed as Record<string, unknown>)[rule.need.addOrEdit])
    if (!hasRight(staff.rights, right, flag)) denyRight(args, staff, right, flag, 'api')
  }
  const second = needsSecondRight(rule, parsed)
  if (staff && second && !hasRight(staff.rights, second.right, second.flag))
    denyRight(args, staff, second.right, second.flag, 'api')
  return { intent, input: parsed, staff } as Authorized<I>
}

/** Reads the request's form once and authorizes it (see the module comment). */
export async function authorizeAction<I extends Intents>(
  args: ActionArgs,
  access: RouteAccess<I>,
): Promise<Authorized<I>> {
  // When every intent needs a session, it is checked before the body is read: an anonymous caller learns nothing
  // about the input rules.
  if (Object.values(access.intents ?? {}).every((r) => r.need !== 'anyone'))
    await requireStaff(args, 'api', {
      allowPasswordChange: access.duringPasswordChange,
      allowEnrolment: access.duringEnrolment,
    })
  return authorizeFields(args, access, await readFields(args.request))
}

/**
 * The upload side of `authorizeAction`, for a multipart form carrying one file: the session and the right are
 * checked before the body is read (a user who may not upload sends nothing); the body is then read as it streams,
 * the file going to a temporary file capped at `limits.maxBytes` (readUpload), and the text fields are authorized
 * and parsed exactly as `authorizeAction` does. The caller disposes of the upload (`try/finally`).
 */
export async function authorizeUpload<I extends Intents>(
  args: ActionArgs,
  access: RouteAccess<I>,
  limits: UploadLimits,
  /** Turns the form's own field names into the intent's (an older client's numbered fields). */
  mapFields: (fields: Fields) => Fields = (fields) => fields,
): Promise<Authorized<I> & { upload: Upload }> {
  const staff = await requireStaff(args, 'api')
  const right = rightOf(access)
  const flags = Object.values(access.intents ?? {}).flatMap((r) => possibleFlags(r.need))
  if (right && flags.length > 0 && !flags.some((f) => hasRight(staff.rights, right, f))) {
    denyRight(args, staff, right, flags[0]!, 'api')
  }
  const upload = await readUpload(args.request, limits)
  try {
    return { ...(await authorizeFields(args, access, mapFields(upload.fields))), upload }
  } catch (error) {
    await upload.dispose()
    throw error
  }
}

/** What a route's loader learns from its declaration: the signed-in staff member (with the one `actor` value), and
 * the route's parameters parsed as serial numbers. */
export type PageAuth<P extends Params> = Staff & { params: ParsedParams<P> }

/**
 * The landing page's guard (ADR 0139): a signed-in user without its right is sent to the first office area they may
 * open (the menu's order, office-areas.ts), or shown 403 when they may open none.
 */
async function landingStaff(args: Args, right: RightKey, flag: RightFlag): Promise<Staff> {
  const staff = await requireStaff(args, 'page')
  if (hasRight(staff.rights, right, flag)) return staff
  const here = new URL(args.request.url).pathname
  const first = officeMenuOf(staff).areas.find((area) => area.right !== right && area.path !== here)
  if (first) throw redirect(first.path)
  return denyRight(args, staff, right, flag, 'page')
}

/** What a parameter naming each kind of record answers when it names none: the kind's own "not found". */
const notFoundCodes: Record<RecordKind, MessageCode> = {
  lead: 'LEAD_NOT_FOUND',
  file: 'FILE_NOT_FOUND',
  user: 'USER_NOT_FOUND',
  group: 'GROUP_NOT_FOUND',
  enquiry: 'ENQUIRY_NOT_FOUND',
  post: 'BLOG_POST_NOT_FOUND',
  import: 'IMPORT_NOT_FOUND',
}

/** The 404 a page throws for a record it cannot show (none with that serial, or not one the user may see). */
export function recordNotFound(kind: RecordKind) {
  const code = notFoundCodes[kind]
  return data({ message: messages[code] }, { status: 404 })
}

/**
 * A page's read of the record its parameter names (`staff.params`): the domain's "not found" for that kind of record
 * (none with that serial, or not one the user may see) becomes the kind's 404; any other error stays as it is.
 */
export async function readRecord<T>(kind: RecordKind, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isAppError(error) && error.code === notFoundCodes[kind]) throw recordNotFound(kind)
    throw error
  }
}

/**
 * The page (loader) side of a declaration: a signed-in staff member who may view the route (its right's query
 * flag, or the flag it declares, or any signed-in user), and the parameters it declares, each parsed as a serial
 * number. Without a session the visitor goes to /login; without the right, the page answers 403 in the staff shell
 * (or goes where the route's `deniedTo` or `landing` says, ADR 0139); a parameter that is not a
 * serial number is that kind's 404, checked after the rights (a visitor without them learns nothing of the records).
 */
export async function authorizePage<P extends Params>(
  args: Args & { params?: Record<string, string | undefined> },
  access: RouteAccess<Intents, P>,
): Promise<PageAuth<P>> {
  if (access.right === 'anyone') throw new Error('authorizePage: this route is open to anyone')
  const staff =
    access.right === 'signed-in'
      ? await requireStaff(args, 'page', {
          allowPasswordChange: access.duringPasswordChange,
          allowEnrolment: access.duringEnrolment,
        })
      : access.landing
        ? await landingStaff(args, access.right, access.pageFlag ?? 'query')
        : await requireRight(args, access.right, access.pageFlag ?? 'query', 'page', access.deniedTo)
  const params: Record<string, number> = {}
  for (const [name, kind] of Object.entries(access.params ?? {}) as [string, RecordKind][]) {
    const parsed = serial().safeParse(args.params?.[name])
    if (!parsed.success) throw recordNotFound(kind)
    params[name] = parsed.data
  }
  return { ...staff, params: params as ParsedParams<P> }
}
