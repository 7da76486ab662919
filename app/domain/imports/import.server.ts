import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import { activityLog, leadImportRows, leadImports, leads, users } from '#app/db/schema.ts'
import { alertLeadsGiven } from '#app/domain/alerts/make.server.ts'
import type { UploadedFile } from '#app/domain/files/read-upload.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { leadRowOf } from '#app/domain/leads/lead-row.server.ts'
import { productField, productsInCell } from '#app/domain/leads/products.ts'
import { CLOSED_STATUS, type NewLeadInput, newLeadSchema } from '#app/domain/leads/schemas.ts'
import { canSeeOwner, type Viewer, visibleOwners } from '#app/domain/leads/visibility.server.ts'
import { yieldToOthers } from '#app/domain/reports/paged-rows.server.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { AppError, type MessageCode, messages } from '#app/lib/errors.ts'
import { dayOf, mobileOf } from './cells.ts'
import { guessMapping, type ImportField, type Mapping, parseMapping } from './fields.ts'
import { readLeadFile } from './read-file.server.ts'

/**
 * Importing a list of shops (D62). Three steps, each its own request:
 *
 * 1. `createImport`: the uploaded file is read (read-file.server.ts) and its rows stored as text with a guessed
 *    mapping, owned by the importer. Nothing is a lead yet.
 * 2. `previewImport`: every row is checked by the lead form's own schema (`newLeadSchema`, never a copy) with the
 *    chosen mapping and owner; each refusal is the form's message, with the row's number. A row whose mobile belongs
 *    to an existing lead, or to an earlier row of the file, is a duplicate (D38): skipped unless the importer ticks it.
 * 3. `runImport`: the valid rows (and the ticked duplicates) become leads in one transaction, each with one activity
 *    row naming the import, or nothing at all. Imported leads have no visit, as a lead made from a web enquiry (D51):
 *    "To visit", with the given next visit or today.
 *
 * Two imports running at once (the same file uploaded twice, by one person or two) are settled by a transaction
 * lock taken by every import (ADR 0197): the second waits for the first, then checks its rows again, so a row the
 * first imported is now a duplicate of that lead and is skipped unless the importer had ticked it in the preview.
 */

/** The status an imported lead has when the file says none: Open (D31), as a lead made from a web enquiry. */
export const OPEN_STATUS = 1
/** D62: the lead type and nature every row takes when the file has no such column (ADR 0196). */
const DEFAULT_TYPE = 1
const DEFAULT_NATURE = 'C'

/** The lock every import takes for its transaction: imports go in one at a time (ADR 0197). */
const IMPORT_LOCK = 0x1ead_1a0

export interface ImportRecord {
  id: number
  fileName: string
  header: string[]
  rowCount: number
  mapping: Mapping
  ownerSrno: number
  status: 'preview' | 'imported'
  importedCount: number | null
  importedAt: Date | null
  createdAt: Date
}

/** Who may import: CRM add (D62). */
function assertMayImport(actor: Viewer) {
  if (!hasRight(actor.rights, 'CRM', 'add')) throw new AppError('FORBIDDEN')
}

/** The mapping a new import starts with: the header's guesses, and the defaults for what the file does not carry. */
export function startingMapping(header: readonly string[]): Mapping {
  const guessed = guessMapping(header)
  return {
    type: `all:${DEFAULT_TYPE}`,
    nature: `all:${DEFAULT_NATURE}`,
    status: `all:${OPEN_STATUS}`,
    ...guessed,
  }
}

/**
 * Step 1: reads the uploaded file and keeps its rows for the preview, the importer being every row's owner until
 * they choose another. Bad files are refused with their message and nothing is stored.
 */
export async function createImport(db: Db, actor: Viewer, file: UploadedFile): Promise<number> {
  assertMayImport(actor)
  const read = await readLeadFile(file.path)
  const mapping = startingMapping(read.header)
  return db.transaction(async (tx) => {
    // Previews left for a week are not coming back: the importer's are removed with their rows (ADR 0201).
    await tx
      .delete(leadImports)
      .where(
        and(
          eq(leadImports.userSrno, actor.userSrno),
          eq(leadImports.status, 'preview'),
          lt(leadImports.createdAt, sql`now() - interval '7 days'`),
        ),
      )
    const [row] = await tx
      .insert(leadImports)
      .values({
        userSrno: actor.userSrno,
        fileName: file.name.slice(0, 200) || `import.${read.kind}`,
        sha256: read.sha256,
        header: read.header,
        rowCount: read.rows.length,
        mapping: JSON.stringify(mapping),
        ownerSrno: actor.userSrno,
      })
      .returning({ id: leadImports.id })
    const id = row!.id
    for (let i = 0; i < read.rows.length; i += 1000) {
      await tx
        .insert(leadImportRows)
        .values(read.rows.slice(i, i + 1000).map((r) => ({ importId: id, rowNo: r.rowNo, cells: r.cells })))
    }
    return id
  })
}

/**
 * An import the actor may see: their own, or one of someone below them (D24's reporting lines, as for leads);
 * IMPORT_NOT_FOUND (404) for any other (an id in a URL tells nothing).
 */
export async function getImport(db: Db | Tx, actor: Viewer, id: number, lock = false): Promise<ImportRecord> {
  assertMayImport(actor)
  const query = db.select().from(leadImports).where(eq(leadImports.id, id))
  const [[row], owners] = await Promise.all([lock ? query.for('update') : query, visibleOwners(db, actor)])
  if (!row || !canSeeOwner(owners, row.userSrno)) throw new AppError('IMPORT_NOT_FOUND')
  return {
    id: row.id,
    fileName: row.fileName,
    header: row.header,
    rowCount: row.rowCount,
    mapping: parseMapping(row.mapping),
    ownerSrno: row.ownerSrno ?? row.userSrno,
    status: row.status === 'imported' ? 'imported' : 'preview',
    importedCount: row.importedCount,
    importedAt: row.importedAt,
    createdAt: row.createdAt,
  }
}

export interface Refusal {
  field: ImportField | 'row'
  message: string
}

export interface Duplicate {
  /** The existing lead with this mobile, when the importer may see it (D38); else only that one exists. */
  lead: { srno: number; businessName: string } | null
  /** The earlier row of the file with this mobile. */
  row: number | null
}

export interface CheckedRow {
  rowNo: number
  cells: string[]
  input: NewLeadInput | null
  ownerSrno: number | null
  refusals: Refusal[]
  duplicate: Duplicate | null
}

const natureWords: Record<string, 'H' | 'C'> = { h: 'H', hot: 'H', c: 'C', cold: 'C', गर्म: 'H', ठंडा: 'C' }

type Choice = { value: number; label: string }

/** A choice cell (type, status) as the form's value: its number or its name; '' when empty; null when unknown. */
function choiceOf(text: string, choices: Choice[]): string | null {
  const t = text.trim()
  if (t === '') return ''
  const found = choices.find((c) => String(c.value) === t || c.label.toLowerCase() === t.toLowerCase())
  return found ? String(found.value) : null
}

function cellFor(mapping: Mapping, field: ImportField, cells: string[]): string {
  const source = mapping[field]
  if (!source) return ''
  if (source.startsWith('all:')) return source.slice(4)
  return cells[Number(source.slice(4))] ?? ''
}

/** Reads the owner column's user ids: each known user's serial, and whether the importer may give them leads. */
async function ownersByUserId(db: Db | Tx, actor: Viewer, ids: string[]) {
  const wanted = [...new Set(ids.map((i) => i.trim().toLowerCase()).filter((i) => i !== ''))]
  if (wanted.length === 0) return new Map<string, number>()
  const reach = new Set((await assignableUsers(db, actor)).map((u) => u.srno))
  const found = await db
    .select({ srno: users.srno, userId: users.userId })
    .from(users)
    .where(inArray(sql`lower(${users.userId})`, wanted))
  return new Map(found.filter((u) => reach.has(u.srno)).map((u) => [u.userId.toLowerCase(), u.srno]))
}

/**
 * Checks every row with the mapping and owner (step 2), in the file's order. Also used by step 3 inside its
 * transaction, so what is imported is what the rules say at that moment.
 */
export async function checkRows(
  db: Db | Tx,
  actor: Viewer,
  record: Pick<ImportRecord, 'id' | 'mapping' | 'ownerSrno'>,
  options: { today?: string; duplicates?: boolean } = {},
): Promise<CheckedRow[]> {
  const today = options.today ?? todayInIndia()
  const { mapping } = record
  const rows = await db
    .select({ rowNo: leadImportRows.rowNo, cells: leadImportRows.cells })
    .from(leadImportRows)
    .where(eq(leadImportRows.importId, record.id))
    .orderBy(asc(leadImportRows.rowNo))
  const choices = await leadChoices(db as Db)
  const ownerColumn = mapping.owner?.startsWith('col:') ? mapping.owner : undefined
  const owners = ownerColumn
    ? await ownersByUserId(
        db,
        actor,
        rows.map((r) => cellFor(mapping, 'owner', r.cells)),
      )
    : null
  const checked: CheckedRow[] = []
  for (const [i, { rowNo, cells }] of rows.entries()) {
    if (i % 2000 === 1999) await yieldToOthers()
    const refusals: Refusal[] = []
    const refuse = (field: Refusal['field'], code: MessageCode) => {
      if (!refusals.some((r) => r.field === field && r.message === messages[code]))
        refusals.push({ field, message: messages[code] })
    }
    const type = choiceOf(cellFor(mapping, 'type', cells), choices.types)
    if (type === null) refuse('type', 'LEAD_TYPE_UNKNOWN')
    const statusCell = cellFor(mapping, 'status', cells)
    const status = choiceOf(statusCell, choices.statuses)
    if (status === null) refuse('status', 'LEAD_STATUS_UNKNOWN')
    const natureCell = cellFor(mapping, 'nature', cells).trim()
    const nextVisitCell = cellFor(mapping, 'nextVisit', cells)
    // D59: products separated by commas or semicolons, each a service's name or key; any other refuses the row.
    const { products, unknown } = productsInCell(cellFor(mapping, 'products', cells))
    if (unknown.length > 0) refuse('products', 'PRODUCT_UNKNOWN')
    const form = {
      // The lead's one-time key (D32) is its import and row: a row can become one lead of an owner, however often
      // the import is sent.
      clientKey: `import-${String(record.id).padStart(6, '0')}-row-${rowNo}`,
      type: type ?? '',
      nature: natureWords[natureCell.toLowerCase()] ?? natureCell,
      businessName: cellFor(mapping, 'businessName', cells),
      contactPerson: cellFor(mapping, 'contactPerson', cells),
      mobile: mobileOf(cellFor(mapping, 'mobile', cells)),
      email: cellFor(mapping, 'email', cells).trim(),
      address: cellFor(mapping, 'address', cells),
      remark: cellFor(mapping, 'remark', cells),
      volume: cellFor(mapping, 'volume', cells)
        .trim()
        .replace(/^(rs\.?|₹)\s*/i, '')
        .replace(/,/g, ''),
      status: status ?? '',
      // D62: the next visit the file gives, else today.
      nextVisit: nextVisitCell.trim() === '' ? today : dayOf(nextVisitCell),
      // D59: the products named in the cell, a ticked checkbox each as the lead form sends them.
      ...Object.fromEntries(products.map((key) => [productField(key), 'on'])),
    }
    const parsed = newLeadSchema.safeParse(form)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row') as ImportField
        // An unknown type or status already says so; the schema's "mandatory" for the same field adds nothing.
        if (refusals.some((r) => r.field === field)) continue
        if (!refusals.some((r) => r.field === field && r.message === issue.message))
          refusals.push({ field: (issue.path[0] as ImportField) ?? 'row', message: issue.message })
      }
    }
    let ownerSrno: number | null = record.ownerSrno
    if (ownerColumn) {
      const id = cellFor(mapping, 'owner', cells).trim().toLowerCase()
      if (id !== '') {
        ownerSrno = owners!.get(id) ?? null
        if (ownerSrno === null) refuse('owner', 'ASSIGNEE_NOT_ALLOWED')
      }
    }
    checked.push({
      rowNo,
      cells,
      input: parsed.success && refusals.length === 0 ? parsed.data : null,
      ownerSrno,
      refusals,
      duplicate: null,
    })
  }
  if (options.duplicates !== false) await markDuplicates(db, actor, checked)
  return checked
}

/**
 * D38 for a file: a row whose mobile is an existing lead's, or an earlier row's, is a duplicate. The lead is named
 * only when the importer may see it.
 */
async function markDuplicates(db: Db | Tx, actor: Viewer, rows: CheckedRow[]) {
  const mobiles = [...new Set(rows.map((r) => r.input?.mobile ?? '').filter((m) => m !== ''))]
  const existing = new Map<string, { srno: number; businessName: string; ownerSrno: number }>()
  for (let i = 0; i < mobiles.length; i += 5000) {
    const found = await db
      .select({ srno: leads.srno, businessName: leads.businessName, ownerSrno: leads.ownerSrno, mobile: leads.mobile })
      .from(leads)
      .where(inArray(leads.mobile, mobiles.slice(i, i + 5000)))
      .orderBy(asc(leads.srno))
    for (const f of found) if (!existing.has(f.mobile)) existing.set(f.mobile, f)
  }
  const owners = await visibleOwners(db, actor)
  const firstRow = new Map<string, number>()
  for (const row of rows) {
    const mobile = row.input?.mobile ?? ''
    if (mobile === '') continue
    const lead = existing.get(mobile)
    const earlier = firstRow.get(mobile) ?? null
    if (lead || earlier !== null) {
      row.duplicate = {
        lead: lead && canSeeOwner(owners, lead.ownerSrno) ? { srno: lead.srno, businessName: lead.businessName } : null,
        row: earlier,
      }
    }
    if (earlier === null) firstRow.set(mobile, row.rowNo)
  }
}

export interface Preview {
  valid: number
  refused: number
  duplicates: number
  rows: CheckedRow[]
}

/** The preview's counts: valid rows (duplicates included, which are valid rows too), refused rows, duplicates. */
export function summarize(rows: CheckedRow[]): Preview {
  return {
    valid: rows.filter((r) => r.input !== null).length,
    refused: rows.filter((r) => r.input === null).length,
    duplicates: rows.filter((r) => r.input !== null && r.duplicate !== null).length,
    rows,
  }
}

/**
 * Saves the mapping and the owner of every row (step 2). The owner must be one the importer may give leads to (D51:
 * themself or someone in their subtree; anyone active for ADMIN): ASSIGNEE_NOT_ALLOWED otherwise, and nothing changes.
 */
export async function chooseMapping(
  db: Db,
  actor: Viewer,
  id: number,
  choice: { mapping: Mapping; owner: number },
): Promise<void> {
  const record = await getImport(db, actor, id)
  if (record.status !== 'preview') throw new AppError('IMPORT_ALREADY_DONE')
  const reach = await assignableUsers(db, actor)
  if (!reach.some((u) => u.srno === choice.owner)) throw new AppError('ASSIGNEE_NOT_ALLOWED', { field: 'owner' })
  await db
    .update(leadImports)
    .set({ mapping: JSON.stringify(choice.mapping), ownerSrno: choice.owner })
    .where(eq(leadImports.id, id))
}

/**
 * Step 3: "Import the valid rows". In one transaction, behind the import lock (ADR 0197): the import is locked and
 * must still be a preview (IMPORT_ALREADY_DONE otherwise), its rows are checked again, and every valid row that is
 * not a duplicate, plus the duplicates the importer ticked (`include`, row numbers), becomes a lead with one activity
 * row naming the import. No row to import is IMPORT_NOTHING_CHOSEN, and nothing is saved.
 */
export async function runImport(
  db: Db,
  actor: Viewer,
  id: number,
  include: readonly number[],
): Promise<{ imported: number; skipped: number }> {
  assertMayImport(actor)
  const ticked = new Set(include)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`)
    const record = await getImport(tx, actor, id, true)
    if (record.status !== 'preview') throw new AppError('IMPORT_ALREADY_DONE')
    const rows = await checkRows(tx, actor, record)
    const chosen = rows.filter((r) => r.input !== null && (r.duplicate === null || ticked.has(r.rowNo)))
    if (chosen.length === 0) throw new AppError('IMPORT_NOTHING_CHOSEN')
    // The owners must still be active until the leads are written (as for an enquiry's lead, ADR 0169).
    const ownerIds = [...new Set(chosen.map((r) => r.ownerSrno!))]
    const active = await tx
      .select({ srno: users.srno, userId: users.userId, name: users.userName })
      .from(users)
      .where(and(inArray(users.srno, ownerIds), eq(users.active, 1)))
      .for('share')
    if (active.length !== ownerIds.length) throw new AppError('ASSIGNEE_NOT_ALLOWED', { field: 'owner' })
    const ownerName = new Map(active.map((u) => [u.srno, `${u.name} (${u.userId})`]))
    const source = `import #${record.id} (${record.fileName})`
    const given = new Map<number, number[]>()
    for (let i = 0; i < chosen.length; i += 500) {
      const batch = chosen.slice(i, i + 500)
      const made = await tx
        .insert(leads)
        .values(
          batch.map((r) => {
            const input = r.input!
            return {
              ownerSrno: r.ownerSrno!,
              createdBySrno: r.ownerSrno === actor.userSrno ? null : actor.userSrno,
              ...leadRowOf(input),
              statusSrno: input.status,
              nextVisit: input.status === CLOSED_STATUS || input.nextVisit === '' ? null : input.nextVisit,
              importId: record.id,
              importRow: r.rowNo,
            }
          }),
        )
        .returning({ srno: leads.srno, row: leads.importRow })
      const byRow = new Map(batch.map((r) => [r.rowNo, r]))
      for (const m of made) {
        const owner = byRow.get(m.row!)!.ownerSrno!
        given.set(owner, [...(given.get(owner) ?? []), m.srno])
      }
      await tx.insert(activityLog).values(
        made.map((m) => {
          const r = byRow.get(m.row!)!
          return {
            userSrno: actor.userSrno,
            actor: actor.userId.slice(0, 60),
            action: 'lead-imported',
            description:
              `Imported lead ${r.input!.businessName} from ${source}, row ${r.rowNo}, for ${ownerName.get(r.ownerSrno!)}`
                .replace(/[\r\n]+/g, ' ')
                .slice(0, 2000),
            leadSrno: m.srno,
            ip: actor.ip.slice(0, 64),
          }
        }),
      )
    }
    // Each owner named by the import, other than the importer, is alerted of the leads given to them (D61).
    for (const [receiverSrno, leadIds] of given) {
      await alertLeadsGiven(tx, { leadIds, receiverSrno, source: 'import', bySrno: actor.userSrno })
    }
    await tx
      .update(leadImports)
      .set({ status: 'imported', importedAt: sql`now()`, importedCount: chosen.length })
      .where(eq(leadImports.id, record.id))
    return { imported: chosen.length, skipped: rows.length - chosen.length }
  })
}

/** The refused rows of an import with their row number and reasons, for the file the importer downloads. */
export async function refusedRows(db: Db, actor: Viewer, id: number) {
  const record = await getImport(db, actor, id)
  const rows = await checkRows(db, actor, record, { duplicates: false })
  return { record, rows: rows.filter((r) => r.input === null) }
}
