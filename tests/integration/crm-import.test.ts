import { and, asc, count, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { activityLog, alerts, leadImports, leads, leadVisits } from '#app/db/schema.ts'
import { guessMapping } from '#app/domain/imports/fields.ts'
import {
  checkRows,
  chooseMapping,
  createImport,
  getImport,
  runImport,
  summarize,
} from '#app/domain/imports/import.server.ts'
import { addDays, todayInIndia } from '#app/lib/dates.ts'
import { type AppError, messages } from '#app/lib/errors.ts'
import { newKey, refusal, useCrmTestServer } from '../helpers/crm.ts'
import { csv, shopRows, tempUpload, xlsx } from '../helpers/lead-files.ts'
import { createGroup, createStaff, getPage, sessionCookieFor } from '../helpers/staff.ts'

/**
 * Importing a list of shops (D62): the file read (CSV with or without BOM, comma or semicolon; XLSX with formulas
 * kept as text), the preview's refusals in the lead form's words with their row numbers, duplicates flagged and
 * skipped unless ticked, "Import the valid rows" all or nothing with one activity row per lead, bad files refused with
 * nothing kept, two imports of the same file at once importing each row once, 10,000 rows in one go (its 30 s target is `npm run bench:import`'s), and the CRM
 * list downloaded in the import's columns and imported back.
 */

const { server, handle, tree, viewer } = useCrmTestServer()

async function importsCount() {
  const [row] = await handle.db.select({ n: count() }).from(leadImports)
  return row!.n
}

async function leadsOfImport(id: number) {
  return handle.db.select().from(leads).where(eq(leads.importId, id)).orderBy(asc(leads.importRow))
}

describe('reading the file and the preview', () => {
  it('guesses the columns from English and Hindi headers', () => {
    expect(guessMapping(['दुकान का नाम', 'मोबाइल नंबर', 'पता', 'Remarks'])).toEqual({
      businessName: 'col:0',
      mobile: 'col:1',
      address: 'col:2',
      remark: 'col:3',
    })
    expect(guessMapping(['Business name', 'E-mail', 'Next visit', 'Owner', 'Lead nature'])).toMatchObject({
      businessName: 'col:0',
      email: 'col:1',
      nextVisit: 'col:2',
      owner: 'col:3',
      nature: 'col:4',
    })
  })

  it('names each refused row with its number and the lead form’s message, and flags duplicates', async () => {
    const me = await viewer(tree.leadA.srno)
    const existing = await handle.db
      .insert(leads)
      .values({
        ownerSrno: tree.fieldA.srno,
        typeSrno: 1,
        nature: 'H',
        businessName: 'Old Copy Stores',
        mobile: '9811100001',
        statusSrno: 1,
        nextVisit: todayInIndia(),
        clientKey: newKey(),
      })
      .returning({ srno: leads.srno })
    const yesterday = addDays(todayInIndia(), -1)
    const file = csv(
      [
        ['Shop', 'Mobile No', 'Next visit', 'Owner', 'Email'],
        ['Good Stores', '98111 00002', '', '', ''],
        ['', '9811100003', '', '', ''],
        ['Bad Mobile', '12345', '', '', ''],
        ['Late Visit', '9811100004', yesterday, '', ''],
        ['Old Copy Again', '+91 98111 00001', '', '', ''],
        ['Twice In File', '9811100002', '', '', ''],
        ['Stranger Owner', '9811100005', '', 'nobody.here', ''],
        ['Bad Mail', '9811100006', '', '', 'not-an-address'],
        ['Field Owner', '9811100007', '31/12/2099', tree.fieldA.userId, ''],
      ],
      { sep: ';', bom: true },
    )
    const id = await createImport(handle.db, me, await tempUpload(file, 'shops.csv'))
    const record = await getImport(handle.db, me, id)
    expect(record.mapping).toMatchObject({ businessName: 'col:0', mobile: 'col:1', nextVisit: 'col:2', owner: 'col:3' })
    const rows = await checkRows(handle.db, me, record)
    const byRow = new Map(rows.map((r) => [r.rowNo, r]))
    // Row numbers as the spreadsheet shows them: the header is row 1.
    expect(byRow.get(3)!.refusals).toEqual([{ field: 'businessName', message: messages.LEAD_MANDATORY }])
    expect(byRow.get(4)!.refusals).toEqual([{ field: 'mobile', message: messages.INVALID_PHONE }])
    expect(byRow.get(5)!.refusals).toEqual([{ field: 'nextVisit', message: messages.NEXT_VISIT_PAST }])
    expect(byRow.get(8)!.refusals).toEqual([{ field: 'owner', message: messages.ASSIGNEE_NOT_ALLOWED }])
    expect(byRow.get(9)!.refusals).toEqual([{ field: 'email', message: messages.INVALID_EMAIL }])
    expect(byRow.get(6)!.duplicate).toEqual({
      lead: { srno: existing[0]!.srno, businessName: 'Old Copy Stores' },
      row: null,
    })
    expect(byRow.get(7)!.duplicate).toEqual({ lead: null, row: 2 })
    expect(byRow.get(2)!.input).toMatchObject({ mobile: '9811100002', nextVisit: todayInIndia(), status: 1, type: 1 })
    expect(byRow.get(10)!.ownerSrno).toBe(tree.fieldA.srno)
    expect(summarize(rows)).toMatchObject({ valid: 4, refused: 5, duplicates: 2 })

    // "Import the valid rows": the duplicates are skipped unless ticked (row 7 is).
    const done = await runImport(handle.db, me, id, [7])
    expect(done.imported).toBe(3)
    const made = await leadsOfImport(id)
    expect(made.map((l) => [l.importRow, l.businessName, l.ownerSrno, l.visitCount, l.nextVisit])).toEqual([
      [2, 'Good Stores', tree.leadA.srno, 0, todayInIndia()],
      [7, 'Twice In File', tree.leadA.srno, 0, todayInIndia()],
      [10, 'Field Owner', tree.fieldA.srno, 0, '2099-12-31'],
    ])
    // No visit: the leads are "To visit", as a lead made from a web enquiry (D51).
    const [visits] = await handle.db
      .select({ n: count() })
      .from(leadVisits)
      .where(
        sql`${leadVisits.leadSrno} in (${sql.join(
          made.map((l) => sql`${l.srno}`),
          sql`, `,
        )})`,
      )
    expect(visits!.n).toBe(0)
    for (const lead of made) {
      const rowsOfLead = await handle.db.select().from(activityLog).where(eq(activityLog.leadSrno, lead.srno))
      expect(rowsOfLead).toHaveLength(1)
      expect(rowsOfLead[0]!.action).toBe('lead-imported')
      expect(rowsOfLead[0]!.description).toContain(`from import #${id} (shops.csv), row ${lead.importRow}`)
    }
    expect(await refusal(runImport(handle.db, me, id, []))).toBe('IMPORT_ALREADY_DONE')
    expect(await leadsOfImport(id)).toHaveLength(3)
  })

  it('reads XLSX: a formula is kept as its text, never evaluated; a date cell is a date', async () => {
    const me = await viewer(tree.leadB.srno)
    const book = await xlsx([
      ['Business name', 'Mobile', 'Next visit', 'Remark'],
      [
        '=HYPERLINK("http://x.example","Click")',
        '9822200001',
        new Date(Date.UTC(2099, 0, 15)),
        { formula: '1+1', result: 2 },
      ],
    ])
    const id = await createImport(handle.db, me, await tempUpload(book, 'shops.xlsx'))
    const [row] = await checkRows(handle.db, me, await getImport(handle.db, me, id))
    expect(row!.input).toMatchObject({ nextVisit: '2099-01-15', remark: '=1+1' })
    expect(row!.input!.businessName).toBe('=HYPERLINK("http://x.example","Click")')
  })

  it('refuses a file that is not CSV or XLSX, a header alone and 10,001 rows, keeping nothing', async () => {
    const me = await viewer(tree.leadB.srno)
    const before = await importsCount()
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    expect(await refusal(createImport(handle.db, me, await tempUpload(png, 'shops.csv')))).toBe('IMPORT_FILE_TYPE')
    const zip = Buffer.from('504b0304140000000000', 'hex')
    expect(await refusal(createImport(handle.db, me, await tempUpload(zip, 'shops.xlsx')))).toBe('IMPORT_FILE_TYPE')
    const latin1 = Buffer.from('Business name,Mobile\r\nCaf\xe9 Stores,9833300001\r\n', 'latin1')
    expect(await refusal(createImport(handle.db, me, await tempUpload(latin1, 'x.csv')))).toBe('IMPORT_FILE_TYPE')
    expect(await refusal(createImport(handle.db, me, await tempUpload('Business name,Mobile\r\n', 'x.csv')))).toBe(
      'IMPORT_NO_ROWS',
    )
    expect(await refusal(createImport(handle.db, me, await tempUpload(csv(shopRows(10_001)), 'x.csv')))).toBe(
      'IMPORT_TOO_MANY_ROWS',
    )
    expect(await refusal(createImport(handle.db, me, await tempUpload(await xlsx(shopRows(10_001)), 'x.xlsx')))).toBe(
      'IMPORT_TOO_MANY_ROWS',
    )
    expect(await importsCount()).toBe(before)
  })

  it('refuses an owner outside the importer’s reach, and saves nothing when nothing is chosen', async () => {
    const me = await viewer(tree.fieldB.srno)
    const id = await createImport(
      handle.db,
      me,
      await tempUpload(
        csv([
          ['Business name', 'Mobile'],
          ['', '1'],
          ['', '2'],
        ]),
        'bad.csv',
      ),
    )
    const record = await getImport(handle.db, me, id)
    expect(await refusal(chooseMapping(handle.db, me, id, { mapping: record.mapping, owner: tree.fieldA.srno }))).toBe(
      'ASSIGNEE_NOT_ALLOWED',
    )
    expect((await getImport(handle.db, me, id)).ownerSrno).toBe(tree.fieldB.srno)
    expect(await refusal(runImport(handle.db, me, id, [2, 3]))).toBe('IMPORT_NOTHING_CHOSEN')
    expect(await leadsOfImport(id)).toHaveLength(0)
    expect((await getImport(handle.db, me, id)).status).toBe('preview')
    // Someone else's import is not found; a manager above the importer sees it (D24).
    expect(await refusal(getImport(handle.db, await viewer(tree.fieldA.srno), id))).toBe('IMPORT_NOT_FOUND')
    expect((await getImport(handle.db, await viewer(tree.manager.srno), id)).id).toBe(id)
  })

  it('alerts the owner the import names of the leads given to them, once, and not the importer (D61)', async () => {
    const me = await viewer(tree.manager.srno)
    const id = await createImport(handle.db, me, await tempUpload(csv(shopRows(3, 7600000000)), 'for-field.csv'))
    const record = await getImport(handle.db, me, id)
    await chooseMapping(handle.db, me, id, { mapping: record.mapping, owner: tree.fieldA.srno })
    const alertIds = async (srno: number) =>
      (await handle.db.select().from(alerts).where(eq(alerts.userSrno, srno))).map((a) => a.id)
    const [fieldBefore, managerBefore] = [await alertIds(tree.fieldA.srno), await alertIds(tree.manager.srno)]
    await runImport(handle.db, me, id, [])
    const made = await handle.db.select().from(alerts).where(eq(alerts.userSrno, tree.fieldA.srno))
    const fresh = made.filter((a) => !fieldBefore.includes(a.id))
    expect(fresh).toHaveLength(1)
    expect(fresh[0]!.facts).toMatchObject({ source: 'import', count: 3 })
    expect(await alertIds(tree.manager.srno)).toEqual(managerBefore)
  })

  it('removes the importer’s previews left for a week when they upload again, never an imported one', async () => {
    const me = await viewer(tree.peer.srno)
    const old = await createImport(handle.db, me, await tempUpload(csv(shopRows(2, 7500000000)), 'old.csv'))
    const done = await createImport(handle.db, me, await tempUpload(csv(shopRows(2, 7500000100)), 'done.csv'))
    await runImport(handle.db, me, done, [])
    const weekAgo = sql`now() - interval '8 days'`
    await handle.db.update(leadImports).set({ createdAt: weekAgo }).where(sql`${leadImports.id} in (${old}, ${done})`)
    await createImport(handle.db, me, await tempUpload(csv(shopRows(1, 7500000200)), 'new.csv'))
    expect(await refusal(getImport(handle.db, me, old))).toBe('IMPORT_NOT_FOUND')
    expect((await getImport(handle.db, me, done)).status).toBe('imported')
  })

  it('imports each row once when two imports of the same file run at once', async () => {
    const me = await viewer(tree.manager.srno)
    const file = csv(shopRows(50, 7100000000))
    const first = await createImport(handle.db, me, await tempUpload(file, 'same.csv'))
    const second = await createImport(handle.db, me, await tempUpload(file, 'same.csv'))
    const results = await Promise.allSettled([
      runImport(handle.db, me, first, []),
      runImport(handle.db, me, second, []),
    ])
    const imported = results.map((r) => (r.status === 'fulfilled' ? r.value.imported : 0))
    expect(imported.reduce((a, b) => a + b, 0)).toBe(50)
    // The loser found every row already a lead: nothing to import, nothing saved.
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined
    expect((lost?.reason as AppError | undefined)?.code).toBe('IMPORT_NOTHING_CHOSEN')
    const [same] = await handle.db
      .select({ n: count() })
      .from(leads)
      .where(and(sql`${leads.mobile} like '71000000%'`))
    expect(same!.n).toBe(50)
  })

  // The 30-second target for 10,000 rows is `npm run bench:import`'s (it fails when missed): a time depends on how
  // busy the machine is, so here the whole file is imported and its time printed.
  it('imports 10,000 rows in one go, its time printed (the 30 s target is bench:import)', async () => {
    const me = await viewer(tree.manager.srno)
    const started = performance.now()
    const id = await createImport(handle.db, me, await tempUpload(csv(shopRows(10_000, 7200000000)), 'big.csv'))
    const rows = await checkRows(handle.db, me, await getImport(handle.db, me, id))
    expect(summarize(rows).valid).toBe(10_000)
    const done = await runImport(handle.db, me, id, [])
    const seconds = (performance.now() - started) / 1000
    expect(done.imported).toBe(10_000)
    console.info(`10,000-row import (read, preview, import): ${seconds.toFixed(1)} s`)
  })
})

describe('over HTTP', () => {
  function upload(cookie: string, bytes: Buffer | string, name: string) {
    const form = new FormData()
    form.append('intent', 'upload')
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
    return fetch(`${server.url}/crm/import`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, cookie },
      body: form,
    })
  }

  it('uploads, previews, imports with the page’s forms, and offers the refused rows as a file', async () => {
    const cookie = tree.leadB.cookie
    const res = await upload(
      cookie,
      csv([
        ['Shop', 'Mobile'],
        ['Web Stores', '9844400001'],
        ['', '9844400002'],
      ]),
      'web.csv',
    )
    expect(res.status).toBe(303)
    const at = res.headers.get('location')!
    expect(at).toMatch(/^\/crm\/import\/\d+$/)
    const page = await (await getPage(server.url, at, cookie)).text()
    expect(page).toContain(messages.LEAD_MANDATORY)
    const refused = await getPage(server.url, `${at}/refused?format=csv`, cookie)
    expect(refused.headers.get('content-type')).toContain('text/csv')
    const text = await refused.text()
    expect(text).toContain('Row,Shop,Mobile,Reasons')
    expect(text).toContain(`3,,9844400002,${messages.LEAD_MANDATORY}`)
    const run = await fetch(server.url + at, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=run',
    })
    expect(run.status).toBe(303)
    expect(await (await getPage(server.url, at, cookie)).text()).toContain('Web Stores')
  })

  it('answers a bad file with its message and keeps nothing; a user without CRM add is refused', async () => {
    const before = await importsCount()
    const bad = await upload(tree.leadB.cookie, Buffer.from([0, 1, 2, 3, 4]), 'shops.csv')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain(messages.IMPORT_FILE_TYPE)
    const queryOnly = await createGroup(handle.db, { CRM: { query: true } })
    const reader = await createStaff(handle.db, { group: queryOnly })
    const denied = await upload(await sessionCookieFor(handle.db, reader.srno), csv(shopRows(1)), 'x.csv')
    expect(denied.status).toBe(403)
    expect(await importsCount()).toBe(before)
  })

  it('downloads the list with its filter as CSV and XLSX in the import’s columns, and it comes back', async () => {
    const cookie = tree.leadA.cookie
    const csvRes = await getPage(server.url, '/crm/download?format=csv&q=Good+Stores', cookie)
    const body = await csvRes.text()
    const [head, ...lines] = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(head).toBe(
      'Business name,Contact person,Mobile,E-mail,Address,Remark,Expected volume,Lead type,Lead nature,Status,Next visit,Owner,Products',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Good Stores,,9811100002')
    const xlsxRes = await getPage(server.url, '/crm/download?format=xlsx&q=Good+Stores', cookie)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsxRes.arrayBuffer())
    expect(book.worksheets[0]!.getRow(2).getCell(1).value).toBe('Good Stores')
    // The file comes back: every column matched, the row a duplicate of the lead it came from.
    const me = await viewer(tree.leadA.srno)
    const id = await createImport(handle.db, me, await tempUpload(body, 'leads.csv'))
    const record = await getImport(handle.db, me, id)
    expect(Object.keys(guessMapping(record.header))).toHaveLength(13)
    const [row] = await checkRows(handle.db, me, record)
    expect(row!.refusals).toEqual([])
    expect(row!.duplicate?.lead?.businessName).toBe('Good Stores')
  })
})
