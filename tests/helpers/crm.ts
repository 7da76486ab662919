import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll } from 'vitest'
import { enquiries, leadVisits, storedFiles, users } from '#app/db/schema.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import type { EnquiryLeadInput } from '#app/domain/leads/assign-schemas.ts'
import type { Viewer } from '#app/domain/leads/visibility.server.ts'
import { rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { lateBound } from './db.ts'
import { addReportingLines, insertLead, madeInTurn, newKey } from './rows.ts'
import { useTestServer } from './server.ts'
import { createStaff, postForm, sessionCookieFor } from './staff.ts'

export { insertLead, newKey } from './rows.ts'

/** Files a field user might send as visit evidence, made here (no fixtures on disk). */
export async function jpeg(options: { takenAt?: string; width?: number } = {}): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).jpeg()
  return options.takenAt ? image.withExif({ IFD2: { DateTimeOriginal: options.takenAt } }).toBuffer() : image.toBuffer()
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: '#0b4f9c' } })
    .png()
    .toBuffer()
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#22aa55' } })
    .webp()
    .toBuffer()
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#aa2255' } })
    .gif()
    .toBuffer()
}

/** A 2 x 2, 24-bit BMP, written by hand (the image library does not write BMP). */
export function bmp(): Buffer {
  const rowBytes = 8 // 2 pixels x 3 bytes, padded to 4
  const pixels = rowBytes * 2
  const size = 54 + pixels
  const b = Buffer.alloc(size)
  b.write('BM', 0, 'latin1')
  b.writeUInt32LE(size, 2)
  b.writeUInt32LE(54, 10)
  b.writeUInt32LE(40, 14)
  b.writeInt32LE(2, 18)
  b.writeInt32LE(2, 22)
  b.writeUInt16LE(1, 26)
  b.writeUInt16LE(24, 28)
  b.writeUInt32LE(pixels, 34)
  b.fill(0x80, 54)
  return b
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  )
}

export interface Tree {
  admin: string
  manager: { srno: number; cookie: string }
  leadA: { srno: number; cookie: string }
  leadB: { srno: number; cookie: string }
  fieldA: { srno: number; cookie: string; userId: string }
  fieldB: { srno: number; cookie: string }
  peer: { srno: number; cookie: string }
}

/**
 * The set-up the CRM files share: the file's server (useTestServer), its database, the reporting tree on it
 * (useReportingTree), and `viewer(srno)`, the acting user a domain function takes for user serial `srno`.
 */
export function useCrmTestServer() {
  const server = useTestServer()
  const handle = server.database
  return { server, handle, tree: useReportingTree(handle), viewer: (srno: number) => viewerOf(handle.db, srno) }
}

/**
 * The reporting tree (reportingTree) made on the test database before the file's tests: named at the file's top,
 * read once its beforeAll has run, and by the file's own beforeAll hooks declared after this call.
 */
export function useReportingTree(handle: { readonly db: Db }): Tree {
  let tree: Tree | undefined
  beforeAll(async () => {
    tree = await reportingTree(handle.db)
  })
  return lateBound(() => tree, 'The reporting tree')
}

/**
 * Field user A of a reporting tree and their lead, made over HTTP with its first visit (a JPEG selfie) before the
 * file's tests: for the tests of what the evidence of a follow-up becomes. Read once its beforeAll has run.
 */
export function useFieldLead(server: { readonly url: string; readonly database: { readonly db: Db } }) {
  let made: { cookie: string; leadId: number } | undefined
  beforeAll(async () => {
    const { cookie } = (await reportingTree(server.database.db)).fieldA
    const res = await postVisit(server.url, cookie, leadFields(), { name: 'a.jpg', bytes: await jpeg() })
    made = { cookie, leadId: ((await res.json()) as { leadId: number }).leadId }
  })
  return lateBound(() => made, 'The field lead')
}

/**
 * A reporting tree: manager <- lead A <- field A, manager <- lead B <- field B; a peer outside it. Everyone in
 * the Field Staff group (CRM query, add, edit), so visibility is decided by the lines alone.
 */
export async function reportingTree(db: Db): Promise<Tree> {
  const person = async (name: string) => {
    const u = await createStaff(db, { group: 3, userName: name })
    return { srno: u.srno, userId: u.userId, cookie: await sessionCookieFor(db, u.srno) }
  }
  const [manager, leadA, leadB, fieldA, fieldB, peer] = await madeInTurn(
    ['Meena Manager', 'Arjun Lead', 'Bina Lead', 'Farid Field', 'Gita Field', 'Pavan Peer'],
    person,
  )
  await addReportingLines(db, [
    [leadA, manager],
    [leadB, manager],
    [fieldA, leadA],
    [fieldB, leadB],
  ])
  return { admin: await sessionCookieFor(db, 1), manager, leadA, leadB, fieldA, fieldB, peer }
}

/** A valid new-lead form, to be varied by a test. */
export function leadFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'lead',
    clientKey: newKey(),
    type: '1',
    nature: 'H',
    businessName: 'Sharma Telecom',
    contactPerson: 'Ravi Sharma',
    mobile: '9812345670',
    email: 'ravi@sharmatelecom.in',
    address: 'Shop 4, Lajpat Nagar, New Delhi',
    remark: 'Wants a micro ATM',
    volume: '250000',
    ...visitFields(),
    ...overrides,
  }
}

/** What every visit form carries: a status that keeps the cycle open, today's next visit, no location captured. */
function visitFields(): Record<string, string> {
  return { status: '3', nextVisit: todayInIndia(), latitude: '', longitude: '', accuracy: '' }
}

export function followUpFields(leadId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'follow-up',
    leadId: String(leadId),
    clientKey: newKey(),
    remark: 'Met the owner again',
    nature: 'H',
    ...visitFields(),
    ...overrides,
  }
}

/** Posts a visit form with its file the way the page does (multipart, asking for JSON). */
export async function postVisit(
  baseUrl: string,
  cookie: string | undefined,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string } | null,
  path = '/crm/visits',
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (file)
    form.append('selfie', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name)
  return fetch(baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: form,
  })
}

/** The lead's edit form sent (POST /crm/leads/:id/edit, intent save), the editable fields empty unless given. */
export function postLeadEdit(baseUrl: string, leadId: number, cookie: string, fields: Record<string, string>) {
  return postForm(
    baseUrl,
    `/crm/leads/${leadId}/edit`,
    { intent: 'save', mobile: '', email: '', address: '', volume: '', ...fields },
    cookie,
  )
}

/**
 * A selfie stored as the file store keeps an upload, for visits a test writes straight into the database: a PNG
 * (`png()`), or the `bytes` given, as 'selfie.png' uploaded by `uploadedBy`.
 */
export async function storeSelfie(db: Db, uploadedBy: number, bytes?: Uint8Array) {
  return storeFile(
    db,
    (async function* () {
      yield bytes ?? new Uint8Array(await png())
    })(),
    { originalName: 'selfie.png', contentType: 'image/png', uploadedBy },
  )
}

/** The acting user a domain function takes, for user serial `srno`: their user id and their group's rights. */
export async function viewerOf(db: Db, srno: number): Promise<Viewer> {
  const [u] = await db.select({ userId: users.userId, group: users.rightGroup }).from(users).where(eq(users.srno, srno))
  return { userSrno: srno, userId: u!.userId, ip: '127.0.0.1', rights: await rightsOfGroup(db, u!.group) }
}

/** The code of the catalogue error a call is refused with; fails the test when it is not refused that way. */
export async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
  throw new Error('expected a refusal')
}

/** A lead of `owner` with a contact, a mobile and today's next visit, stored directly (no visit, no selfie). */
export function storedLead(db: Db, owner: number, name: string, mobile = '9800000000'): Promise<number> {
  return insertLead(db, { ownerSrno: owner, businessName: name, contactPerson: 'Ravi', mobile })
}

/** A quote enquiry stored directly, as the public form leaves one in the inbox (new, notice version 1); its id. */
export async function storedEnquiry(db: Db, values: { name: string; phone: string; service?: string }) {
  const [row] = await db
    .insert(enquiries)
    .values({ kind: 'quote', noticeVersion: '1', ...values })
    .returning({ id: enquiries.id })
  return row!.id
}

/** What a list test may say of a lead it stores (listLead); the rest as listLead says. */
export interface ListLeadOptions {
  nextVisit?: string | null
  status?: number
  visits?: number
  createdDaysAgo?: number
  person?: string
  mobile?: string
}

/**
 * A Cold lead of `owner` for the list's tests, its client key made from its name: open (status 3) with no next visit
 * unless told; its visit count, age in days and contact only when given (else the database's defaults).
 */
export function listLead(db: Db, owner: number, name: string, o: ListLeadOptions = {}) {
  return insertLead(db, {
    ownerSrno: owner,
    businessName: name,
    nature: 'C',
    statusSrno: o.status ?? 3,
    nextVisit: o.nextVisit ?? null,
    clientKey: `k-${name}`,
    visitCount: o.visits,
    contactPerson: o.person,
    mobile: o.mobile,
    createdAt: o.createdDaysAgo === undefined ? undefined : new Date(Date.now() - o.createdDaysAgo * 86_400_000),
  })
}

/**
 * The input of createLeadFromEnquiry for `enquiry` given to `owner`: a Hot lead of type 1, first visit tomorrow, the
 * other fields empty unless `fields` give them (what the converter's form sends).
 */
export function enquiryLeadFields(enquiry: number, owner: number, fields: Partial<EnquiryLeadInput> = {}) {
  return {
    enquiry,
    clientKey: newKey(),
    owner,
    type: 1,
    nature: 'H' as const,
    businessName: '',
    contactPerson: '',
    mobile: '',
    email: '',
    address: '',
    remark: '',
    volume: '',
    firstVisit: addDays(todayInIndia(), 1),
    ...fields,
  }
}

/**
 * The input of addFollowUp for a follow-up on `leadId` (a test calling the domain function with its own evidence):
 * Hot, Interested, next visit today, no location, device time or photo marks, unless `fields` say otherwise.
 */
export function followUpInput(leadId: number, fields: { remark: string }) {
  return {
    leadId,
    clientKey: newKey(),
    nature: 'H' as const,
    status: 3,
    nextVisit: todayInIndia(),
    latitude: '',
    longitude: '',
    accuracy: '',
    deviceAt: '',
    photoTakenAt: '',
    photoLatitude: '',
    photoLongitude: '',
    ...fields,
  }
}

/** The stored-file row of the newest visit to lead `leadId`: what the file store kept of its last upload. */
export async function newestVisitFile(db: Db, leadId: number) {
  const [visit] = await db
    .select()
    .from(leadVisits)
    .where(eq(leadVisits.leadSrno, leadId))
    .orderBy(desc(leadVisits.srno))
    .limit(1)
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, visit!.fileId))
  return row!
}
