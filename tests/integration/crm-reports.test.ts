import { parse } from 'csv-parse/sync'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { activityLog, leads, leadVisits, reportingLines } from '#app/db/schema.ts'
import { PRODUCT_KEYS, productName } from '#app/domain/leads/products.ts'
import type { Viewer } from '#app/domain/leads/visibility.server.ts'
import { type Column, cellText, csvCell } from '#app/domain/reports/columns.ts'
import { crmColumns, crmPage, crmRows } from '#app/domain/reports/crm-report.server.ts'
import { followUpColumns, followUpPage, followUpRows } from '#app/domain/reports/follow-up-report.server.ts'
import { reportScope } from '#app/domain/reports/scope.server.ts'
import { visitColumns, visitPage, visitRows } from '#app/domain/reports/visit-report.server.ts'
import { MANAGER_GROUP } from '#app/domain/rights/catalogue.ts'
import { rightsOfGroup } from '#app/domain/rights/rights.server.ts'
import { messages } from '#app/lib/errors.ts'
import { storeSelfie } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, sessionCookieFor } from '../helpers/staff.ts'

/**
 * The three CRM reports on a known data set: their rows and totals, the edges of a range at midnight India time,
 * visibility across a reporting tree, the person filter, rights for view and download, the downloads parsed back
 * against the view, and the activity row of each download.
 */

const server = useTestServer()
const handle = server.database
const people: Record<string, { srno: number; userId: string; cookie: string; group: number }> = {}
const leadIds: Record<string, number> = {}
const november = { from: '2026-11-01', to: '2026-11-30' }

async function person(key: string, name: string, group: number) {
  const u = await createStaff(handle.db, { group, userName: name })
  people[key] = { srno: u.srno, userId: u.userId, cookie: await sessionCookieFor(handle.db, u.srno), group }
}

/** A field user (group 3) reporting to the manager, made after the November tree. */
async function fieldUnderManager(key: string, name: string) {
  await person(key, name, 3)
  await handle.db.insert(reportingLines).values({ userSrno: people[key]!.srno, reportsToSrno: people.manager!.srno })
}

/** The mark totals every report's totals end with, as the screen words them (the CRM Report counts no "far"). */
function markTotals(counts: { suspect: number; far?: number; noLocation: number; oldPhoto: number; offline: number }) {
  const words: [string, number | undefined][] = [
    ['Suspect visits', counts.suspect],
    ['Far from lead', counts.far],
    ['No location', counts.noLocation],
    ['Old photo', counts.oldPhoto],
    ['Recorded offline', counts.offline],
  ]
  return words.filter(([, value]) => value !== undefined).map(([label, value]) => ({ label, value }))
}

async function viewer(key: string): Promise<Viewer> {
  const p = people[key]!
  return { userSrno: p.srno, userId: p.userId, ip: '127.0.0.1', rights: await rightsOfGroup(handle.db, p.group) }
}

let fileId = 0
async function lead(key: string, owner: string, createdAt: string, extra: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await handle.db
    .insert(leads)
    .values({
      ownerSrno: people[owner]!.srno,
      typeSrno: 1,
      nature: 'H',
      businessName: key,
      contactPerson: `Contact of ${key}`,
      mobile: '9800000000',
      statusSrno: 1,
      clientKey: `key-${key}`,
      createdAt: new Date(createdAt),
      visitCount: 1,
      lastVisitAt: new Date(createdAt),
      ...extra,
    })
    .returning({ srno: leads.srno })
  leadIds[key] = row!.srno
  await visit(key, owner, createdAt, { kind: 'first', clientKey: `key-${key}` })
  return row!.srno
}

async function visit(leadKey: string, user: string, at: string, extra: Partial<typeof leadVisits.$inferInsert> = {}) {
  await handle.db.insert(leadVisits).values({
    leadSrno: leadIds[leadKey]!,
    userSrno: people[user]!.srno,
    kind: 'follow-up',
    at: new Date(at),
    remark: `Visit ${at}`,
    nature: 'H',
    statusSrno: 3,
    nextVisit: '2026-12-10',
    fileId,
    clientKey: `v-${leadKey}-${at}`,
    ...extra,
  })
}

beforeAll(async () => {
  const reporter = await createGroup(handle.db, {
    CRM: { query: true, add: true, edit: true },
    REPCRMFOLLOWUP: { query: true },
    REPCRM: { query: true },
    REPCRMVISIT: { query: true },
  })
  const onlyFollowUp = await createGroup(handle.db, { CRM: { query: true }, REPCRMFOLLOWUP: { query: true } })
  // manager <- Arjun (team lead) <- Farid (field); manager <- Gita (field, no report rights); Pavan outside.
  await person('manager', 'Meena Manager', MANAGER_GROUP)
  await person('teamLead', 'Arjun Lead', reporter)
  await person('fieldA', 'फ़रीद Field', onlyFollowUp)
  await person('fieldB', 'Gita Field', 3)
  await person('peer', 'Pavan Peer', reporter)
  await handle.db.insert(reportingLines).values([
    { userSrno: people.teamLead!.srno, reportsToSrno: people.manager!.srno },
    { userSrno: people.fieldA!.srno, reportsToSrno: people.teamLead!.srno },
    { userSrno: people.fieldB!.srno, reportsToSrno: people.manager!.srno },
  ])
  const stored = await storeSelfie(handle.db, people.fieldA!.srno)
  fileId = stored.id
  // The edges: 01/11 00:00 India is 31/10 18:30 UTC; 30/11 23:59:59 India is 30/11 18:29:59 UTC.
  await lead('Kiran Stores', 'fieldA', '2026-10-31T18:30:00Z', {
    expectedVolume: 250000,
    statusSrno: 3,
    visitCount: 3,
    lastVisitAt: new Date('2026-11-30T18:29:00Z'),
    nextVisit: '2026-12-10',
  })
  await lead('Before Range Traders', 'fieldB', '2026-10-31T18:29:59.999Z', { expectedVolume: 1000 })
  await lead('Last Minute Mart', 'teamLead', '2026-11-30T18:29:59Z', { nature: 'C', typeSrno: 2, expectedVolume: 500 })
  await lead('Peer Agency', 'peer', '2026-11-10T06:00:00Z')
  await lead('After Range Co', 'fieldB', '2026-11-30T18:30:00Z')
  await visit('Kiran Stores', 'fieldA', '2026-11-05T05:00:00Z', { far: true, remark: 'दुकान बंद थी' })
  await visit('Before Range Traders', 'fieldB', '2026-11-15T10:00:00Z', { statusSrno: 2, nextVisit: null })
  await visit('Kiran Stores', 'fieldA', '2026-11-30T18:29:00Z', { oldPhoto: true })
  await visit('Peer Agency', 'peer', '2026-11-12T06:00:00Z')
  await visit('After Range Co', 'fieldB', '2026-12-01T00:00:00Z')
})

async function followUps(who: string, person?: number) {
  const scope = await reportScope(handle.db, await viewer(who), person)
  return followUpPage(handle.db, scope, november)
}

describe('Follow Up Report', () => {
  it('lists every follow-up of the range, edges at midnight India time included, with its marks', async () => {
    const page = await followUps('manager')
    expect(page.rows.map((r) => [r.businessName, r.user, cellText('datetime', r.at), r.far, r.oldPhoto])).toEqual([
      ['Kiran Stores', 'फ़रीद Field', '05/11/2026 10:30', true, false],
      ['Before Range Traders', 'Gita Field', '15/11/2026 15:30', false, false],
      ['Kiran Stores', 'फ़रीद Field', '30/11/2026 23:59', false, true],
    ])
    expect(page.count).toBe(3)
    // None of these visits has a location: each is "no location", so each is suspect.
    expect(page.totals).toEqual([
      { label: 'Follow-ups', value: 3 },
      ...markTotals({ suspect: 3, far: 1, noLocation: 3, oldPhoto: 1, offline: 0 }),
    ])
    expect(page.rows[0]).toMatchObject({
      contactPerson: 'Contact of Kiran Stores',
      mobile: '9800000000',
      leadType: 'Retailer',
      nature: 'Hot',
      status: 'Interested',
      remark: 'दुकान बंद थी',
      nextVisit: '2026-12-10',
    })
    expect(page.rows[1]).toMatchObject({ status: 'Closed', nextVisit: null })
    const chart = page.chart.kind === 'bars' ? page.chart.bars : []
    expect(chart).toHaveLength(30)
    expect(chart.filter((b) => b.value > 0)).toEqual([
      { label: '2026-11-05', value: 1 },
      { label: '2026-11-15', value: 1 },
      { label: '2026-11-30', value: 1 },
    ])
  })

  it('obeys the reporting lines: a field user sees themself, a team lead their subtree, an admin everyone', async () => {
    const names = async (who: string) => (await followUps(who)).rows.map((r) => r.user)
    expect(await names('fieldA')).toEqual(['फ़रीद Field', 'फ़रीद Field'])
    expect(await names('teamLead')).toEqual(['फ़रीद Field', 'फ़रीद Field'])
    expect(await names('peer')).toEqual(['Pavan Peer'])
    const admin: Viewer = { userSrno: 1, userId: 'admin', ip: '', rights: await rightsOfGroup(handle.db, 1) }
    const all = await followUpPage(handle.db, await reportScope(handle.db, admin), november)
    expect(all.count).toBe(4)
  })

  it('filters by a person the viewer may see, and shows nothing for one they may not', async () => {
    expect((await followUps('manager', people.fieldB!.srno)).rows.map((r) => r.businessName)).toEqual([
      'Before Range Traders',
    ])
    expect((await followUps('manager', people.peer!.srno)).count).toBe(0)
    expect((await followUps('fieldA', people.fieldB!.srno)).count).toBe(0)
  })
})

describe('CRM Report', () => {
  it('lists the leads created in the range with status, owner, visits, last and next visit, volume', async () => {
    const scope = await reportScope(handle.db, await viewer('manager'))
    const page = await crmPage(handle.db, scope, november)
    // The screen's columns (the files add one column per product, tested in crm-products.test.ts).
    const shown = crmColumns.filter((c) => !c.fileOnly)
    expect(page.rows.map((r) => shown.map((c) => cellText(c.type, c.value(r))))).toEqual([
      [
        '01/11/2026 00:00',
        'फ़रीद Field',
        'Kiran Stores',
        'Contact of Kiran Stores',
        '9800000000',
        'Retailer',
        'Hot',
        'Interested',
        '3',
        // D60: contacts, apart from visits (none here).
        '0',
        '30/11/2026 23:59',
        '10/12/2026',
        'Rs. 2,50,000',
        '',
        'Yes',
        '',
        '',
      ],
      [
        '30/11/2026 23:59',
        'Arjun Lead',
        'Last Minute Mart',
        'Contact of Last Minute Mart',
        '9800000000',
        'Distributor',
        'Cold',
        'Open',
        '1',
        '0',
        '30/11/2026 23:59',
        '',
        'Rs. 500',
        '',
        'Yes',
        '',
        '',
      ],
    ])
    expect(page.totals).toEqual([
      { label: 'Leads', value: 2 },
      { label: 'Visits', value: 4 },
      { label: 'Contacts', value: 0 },
      { label: 'Expected volume', value: 250500, money: true },
      ...markTotals({ suspect: 2, noLocation: 2, oldPhoto: 0, offline: 0 }),
      // D59: every product's count, zero included (these leads want none).
      ...PRODUCT_KEYS.map((key) => ({ label: `Product: ${productName(key)}`, value: 0 })),
    ])
    expect(page.chart).toMatchObject({
      kind: 'bars',
      bars: [
        { label: 'Open', value: 1 },
        { label: 'Closed', value: 0 },
        { label: 'Interested', value: 1 },
        { label: 'Converted', value: 0 },
      ],
    })
  })
})

describe('Visit Report', () => {
  it('counts visits per person and India day: new leads, follow-ups, businesses, far marks', async () => {
    const scope = await reportScope(handle.db, await viewer('manager'))
    const page = await visitPage(handle.db, scope, november)
    const names = (r: (typeof page.rows)[number]) => r.visited.map((b) => b.name).join(', ')
    expect(page.rows.map((r) => [r.day, r.user, r.visits, r.newLeads, r.followUps, names(r), r.far])).toEqual([
      ['2026-11-01', 'फ़रीद Field', 1, 1, 0, 'Kiran Stores', 0],
      ['2026-11-05', 'फ़रीद Field', 1, 0, 1, 'Kiran Stores', 1],
      ['2026-11-15', 'Gita Field', 1, 0, 1, 'Before Range Traders', 0],
      ['2026-11-30', 'Arjun Lead', 1, 1, 0, 'Last Minute Mart', 0],
      ['2026-11-30', 'फ़रीद Field', 1, 0, 1, 'Kiran Stores', 0],
    ])
    expect(page.totals).toEqual([
      { label: 'Visits', value: 5 },
      { label: 'New leads', value: 2 },
      { label: 'Follow-ups', value: 3 },
      ...markTotals({ suspect: 5, far: 1, noLocation: 5, oldPhoto: 1, offline: 0 }),
    ])
    expect(page.chart.kind).toBe('rows')
    if (page.chart.kind === 'rows') {
      expect(page.chart.rows[0]).toMatchObject({ label: 'फ़रीद Field' })
      expect(page.chart.rows[0]!.values.reduce((s, v) => s + v, 0)).toBe(3)
    }
    const streamed: unknown[] = []
    for await (const row of visitRows(handle.db, scope, november)) streamed.push(row)
    expect(streamed).toEqual(page.rows)
  })
})

describe('streams for downloads', () => {
  it('read every row of a range page by page, in the order of the view', async () => {
    const scope = await reportScope(handle.db, await viewer('manager'))
    const seen: string[] = []
    for await (const r of followUpRows(handle.db, scope, november)) seen.push(r.businessName)
    expect(seen).toEqual(['Kiran Stores', 'Before Range Traders', 'Kiran Stores'])
    const crm: string[] = []
    for await (const r of crmRows(handle.db, scope, november)) crm.push(r.businessName)
    expect(crm).toEqual(['Kiran Stores', 'Last Minute Mart'])
  })

  it('stop reading when the client has gone (the request signal aborts)', async () => {
    const scope = await reportScope(handle.db, await viewer('manager'))
    const gone = AbortSignal.abort()
    const read: unknown[] = []
    for await (const r of followUpRows(handle.db, scope, november, gone)) read.push(r)
    for await (const r of crmRows(handle.db, scope, november, gone)) read.push(r)
    for await (const r of visitRows(handle.db, scope, november, gone)) read.push(r)
    expect(read).toEqual([])
  })
})

const query = 'from=2026-11-01&to=2026-11-30'

/** A typed XLSX cell back as the text the screen shows. */
function xlsxText(column: Column<never>, value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const iso = value.toISOString()
    const date = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
    return column.type === 'datetime' ? `${date} ${iso.slice(11, 16)}` : date
  }
  if (column.type === 'money' || column.type === 'number') expect(typeof value).toBe('number')
  return cellText(column.type, value as string | number)
}

describe.each([
  { key: 'follow-up', columns: followUpColumns as Column<never>[], rows: 3 },
  { key: 'crm', columns: crmColumns as Column<never>[], rows: 2 },
  { key: 'visit', columns: visitColumns as Column<never>[], rows: 5 },
])('$key report over HTTP', ({ key, columns, rows }) => {
  it('views the table; CSV and XLSX parse back to the same rows, and each download is logged', async () => {
    const cookie = people.manager!.cookie
    const page = await getPage(server.url, `/crm/reports/${key}?${query}`, cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('01/11/2026 to 30/11/2026')

    const csv = await getPage(server.url, `/crm/reports/${key}/file?${query}&format=csv`, cookie)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain(`_2026-11-01_2026-11-30.csv`)
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csvRows = parse(bytes.toString('utf8'), { bom: true }) as string[][]
    expect(csvRows[0]).toEqual(columns.map((c) => c.header))
    expect(csvRows).toHaveLength(rows + 1)

    const xlsx = await getPage(server.url, `/crm/reports/${key}/file?${query}&format=xlsx`, cookie)
    expect(xlsx.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsx.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
    const xlsxRows: string[][] = []
    sheet.eachRow((row, n) => {
      if (n === 1) return
      xlsxRows.push(columns.map((c, i) => xlsxText(c, row.getCell(i + 1).value)))
    })
    // The view's cells (on screen) are the CSV's, except amounts, which the files keep as plain numbers.
    const body = csvRows.slice(1)
    const screen = xlsxRows.map((r) => r)
    expect(screen).toHaveLength(rows)
    for (const [i, row] of screen.entries()) {
      columns.forEach((c, j) => {
        const csvValue = body[i]![j]!
        if (c.type === 'money') expect(row[j]).toBe(csvValue === '' ? '' : cellText('money', Number(csvValue)))
        else expect(row[j]).toBe(csvValue)
        // Every cell the files carry is on the page (escaped as HTML).
        if (row[j]) expect(html).toContain(row[j]!.replace(/&/g, '&amp;'))
      })
    }
    expect(csvCell('money', 250500)).toBe('250500')

    const logged = await handle.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'report-downloaded'), eq(activityLog.userSrno, people.manager!.srno)))
    const titles = { 'follow-up': 'Follow Up Report', crm: 'CRM Report', visit: 'Visit Report' }[key]!
    expect(logged.map((l) => l.description)).toEqual(
      expect.arrayContaining([
        `${titles} CSV from 01/11/2026 to 30/11/2026`,
        `${titles} XLSX from 01/11/2026 to 30/11/2026`,
      ]),
    )
  })

  it('sends a user without the report right back to the CRM list, for view and download, logging nothing', async () => {
    const cookie = people.fieldB!.cookie
    for (const path of [`/crm/reports/${key}?${query}`, `/crm/reports/${key}/file?${query}&format=csv`]) {
      const res = await getPage(server.url, path, cookie)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/crm')
    }
    const logged = await handle.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'report-downloaded'), eq(activityLog.userSrno, people.fieldB!.srno)))
    expect(logged).toEqual([])
  })
})

describe('rights and requests', () => {
  it('shows each report button only to holders of its right', async () => {
    const buttons = async (who: string) => {
      const html = await (await getPage(server.url, '/crm', people[who]!.cookie)).text()
      return [...html.matchAll(/href="\/crm\/reports\/([a-z-]+)"/g)].map((m) => m[1])
    }
    expect(await buttons('manager')).toEqual(['follow-up', 'crm', 'visit', 'attendance'])
    expect(await buttons('fieldA')).toEqual(['follow-up'])
    expect(await buttons('fieldB')).toEqual([])
  })

  it('a user with one report right is sent back from the others', async () => {
    const res = await getPage(server.url, `/crm/reports/visit?${query}`, people.fieldA!.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/crm')
    expect((await getPage(server.url, `/crm/reports/follow-up?${query}`, people.fieldA!.cookie)).status).toBe(200)
  })

  it('an anonymous visitor goes to sign in', async () => {
    const res = await getPage(server.url, `/crm/reports/crm/file?${query}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/login/)
  })

  it('refuses a range whose start is after its end with a clear message, and downloads nothing', async () => {
    const html = await (
      await getPage(server.url, '/crm/reports/crm?from=2026-12-01&to=2026-11-01', people.manager!.cookie)
    ).text()
    expect(html).toContain('The From date cannot be after the To date.')
    const file = await getPage(
      server.url,
      '/crm/reports/crm/file?from=2026-12-01&to=2026-11-01&format=csv',
      people.manager!.cookie,
    )
    expect(file.status).toBe(302)
    expect(file.headers.get('location')).toBe('/crm/reports/crm?from=2026-12-01&to=2026-11-01&format=csv')
  })

  it('mode=D on the report address hands over to the download', async () => {
    const res = await getPage(server.url, `/crm/reports/crm?mode=D&format=csv&${query}`, people.manager!.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/crm/reports/crm/file?mode=D&format=csv&${query}`)
  })
})

/**
 * Issue 17.2: one download froze the server. Every report request covers at most 366 days of 2000-2099 (refused
 * at once with a message otherwise); a long download lets other requests in between its steps, and stops when its
 * client leaves. A year of 6,000 follow-ups of one person below the manager, in 2025 (away from the November
 * data above).
 */
describe('bounded report work', () => {
  const BULK = 6000
  const year = 'from=2025-01-01&to=2025-12-31'
  const cookie = () => people.manager!.cookie

  beforeAll(async () => {
    await fieldUnderManager('bulk', 'Bulk Field')
    await lead('Bulk Traders', 'bulk', '2025-01-01T04:00:00Z')
    await handle.db.execute(sql`
      insert into lead_visits (tl_srno, um_srno, fu_kind, fu_timestamp, fu_remark, fu_leadtype, ts_srno, file_id, client_key)
      select ${leadIds['Bulk Traders']}, ${people.bulk!.srno}, 'follow-up',
        timestamptz '2025-01-01 10:00+05:30' + n * interval '15 minutes', 'Bulk visit ' || n, 'H', 3, ${fileId}, 'bulk-' || n
      from generate_series(1, ${BULK}) n`)
  })

  it.each(['visit', 'follow-up', 'crm'])(
    "the %s report refuses the issue's range at once: the download goes to the page, which answers 400 with why",
    async (key) => {
      const started = performance.now()
      const file = await getPage(
        server.url,
        `/crm/reports/${key}/file?from=0100-01-01&to=9999-12-31&format=xlsx`,
        cookie(),
      )
      expect(file.status).toBe(302)
      expect(file.headers.get('location')).toBe(`/crm/reports/${key}?from=0100-01-01&to=9999-12-31&format=xlsx`)
      const page = await getPage(server.url, file.headers.get('location')!, cookie())
      expect(page.status).toBe(400)
      const html = await page.text()
      expect(html).toContain(messages.REPORT_DATE_SPAN)
      expect(html).not.toContain('Download XLSX')
      // At once: the range is refused before any report query (the download only redirects to the page, which
      // answers 400 without a table). The time is printed, not asserted (a busy machine is slower).
      const took = performance.now() - started
      console.log(`refusal of 0100-01-01..9999-12-31 (${key}, download and page): ${took.toFixed(0)} ms`)
    },
  )

  it('allows 366 days (a leap year), refuses 367 and a reversed range, each with its message as text', async () => {
    const view = (range: string) => getPage(server.url, `/crm/reports/follow-up?${range}`, cookie())
    expect((await view('from=2024-01-01&to=2024-12-31')).status).toBe(200)
    const long = await view('from=2024-01-01&to=2025-01-01')
    expect(long.status).toBe(400)
    expect(await long.text()).toContain(messages.REPORT_RANGE_TOO_LONG)
    const reversed = await view('from=2025-02-01&to=2025-01-01')
    expect(reversed.status).toBe(400)
    expect(await reversed.text()).toContain('The From date cannot be after the To date.')
    const early = await view('from=1999-12-31&to=2000-01-31')
    expect(early.status).toBe(400)
    expect(await early.text()).toContain(messages.REPORT_DATE_SPAN)
    const file = await getPage(server.url, '/crm/reports/visit/file?from=2024-01-01&to=2025-01-01&format=csv', cookie())
    expect(file.status).toBe(302)
  })

  it('/healthz keeps answering while a year of follow-ups streams out', async () => {
    const res = await getPage(server.url, `/crm/reports/follow-up/file?${year}&format=csv`, cookie())
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    let lines = 0
    let done = false
    const reading = (async () => {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        for (const byte of chunk.value) if (byte === 10) lines++
      }
      done = true
    })()
    const latencies: number[] = []
    while (!done && latencies.length < 20) {
      const started = performance.now()
      const health = await fetch(`${server.url}/healthz`)
      expect(health.status).toBe(200)
      latencies.push(performance.now() - started)
    }
    await reading
    expect(lines).toBe(BULK + 1)
    console.log(`/healthz during a ${BULK}-row download: ${latencies.map((l) => l.toFixed(0)).join(', ')} ms`)
    // Answered, more than once, while the file was still being written: the download does not hold the server. (The
    // latencies are printed; `npm run bench:crm` measures them on a quiet machine.)
    expect(latencies.length).toBeGreaterThan(1)
  })

  it('a client that leaves stops the download: no query runs after it', async () => {
    const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
    const original = client.query
    const reads: string[] = []
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '')
      if (text.includes('"fu_remark"') && text.includes('limit')) reads.push(text)
      return original.apply(this, args)
    }
    try {
      const leaving = new AbortController()
      const res = await fetch(`${server.url}/crm/reports/follow-up/file?${year}&format=csv`, {
        headers: { cookie: cookie() },
        signal: leaving.signal,
      })
      const reader = res.body!.getReader()
      await reader.read()
      leaving.abort()
      // Wait until no page has been read for a whole second (a page on a busy embedded database takes a few
      // hundred milliseconds, and the one asked for before the client left may still come back).
      let seen = -1
      for (let waited = 0; seen !== reads.length && waited < 20; waited++) {
        seen = reads.length
        await new Promise((r) => setTimeout(r, 1000))
      }
      expect(reads.length).toBe(seen)
      // A whole download reads 13 pages of 500; the one that left stopped after a few.
      console.log(`pages read by a download whose client left after its first chunk: ${seen} of ${BULK / 500 + 1}`)
      expect(seen).toBeLessThanOrEqual(4)
    } finally {
      client.query = original
    }
  })
})

/**
 * Issue 20 §2: every visit carries its evidence marks (far with the distance, no location, old photo with its age,
 * recorded offline with the phone's time), the three reports show and count them, "suspect visits only" narrows each
 * to them, and the files carry the same columns. September 2026, one person below the manager.
 */
describe('evidence marks in the reports', () => {
  const september = { from: '2026-09-01', to: '2026-09-30' }
  const here = { latitude: 28.6, longitude: 77.2, distanceM: null }
  let person = 0

  async function markVisit(leadKey: string, extra: Partial<typeof leadVisits.$inferInsert>) {
    await handle.db
      .update(leadVisits)
      .set(extra)
      .where(and(eq(leadVisits.leadSrno, leadIds[leadKey]!), eq(leadVisits.kind, 'first')))
  }

  beforeAll(async () => {
    await fieldUnderManager('marks', 'Mala Marks')
    person = people.marks!.srno
    // A new lead whose selfie is months old (its own capture time), and one saved without a location.
    await lead('Old Photo Agency', 'marks', '2026-09-02T05:00:00Z')
    await markVisit('Old Photo Agency', {
      ...here,
      oldPhoto: true,
      photoTakenAt: new Date('2026-06-04T05:00:00Z'),
    })
    await lead('Nowhere Traders', 'marks', '2026-09-03T05:00:00Z')
    // A clean new lead (located, on time), then follow-ups: far (1.2 km), offline (the phone 3 hours earlier), the
    // phone 5 minutes off (not offline), without a location, and an old photo known only from the phone's EXIF.
    await lead('Clean Stores', 'marks', '2026-09-04T05:00:00Z')
    await markVisit('Clean Stores', { ...here, deviceAt: new Date('2026-09-04T04:55:00Z') })
    await visit('Clean Stores', 'marks', '2026-09-05T05:00:00Z', { ...here, far: true, distanceM: 1234 })
    await visit('Clean Stores', 'marks', '2026-09-06T05:00:00Z', {
      ...here,
      distanceM: 40,
      deviceAt: new Date('2026-09-06T02:00:00Z'),
    })
    await visit('Clean Stores', 'marks', '2026-09-07T05:00:00Z', {
      ...here,
      distanceM: 40,
      deviceAt: new Date('2026-09-07T05:05:00Z'),
    })
    await visit('Clean Stores', 'marks', '2026-09-08T05:00:00Z', {})
    await visit('Clean Stores', 'marks', '2026-09-09T05:00:00Z', {
      ...here,
      distanceM: 40,
      oldPhoto: true,
      declaredTakenAt: new Date('2026-09-07T23:00:00Z'),
    })
  })

  const scope = async () => reportScope(handle.db, await viewer('manager'), person)
  const texts = <R>(columns: Column<R>[], rows: R[], keys: string[]) =>
    rows.map((r) => keys.map((k) => columns.find((c) => c.key === k)!).map((c) => cellText(c.type, c.value(r))))

  it('Follow Up Report: each follow-up shows its marks with what backs them, and the totals count them', async () => {
    const page = await followUpPage(handle.db, await scope(), september)
    expect(texts(followUpColumns, page.rows, ['at', 'far', 'noLocation', 'old', 'offline'])).toEqual([
      ['05/09/2026 10:30', 'Yes, 1.2 km', '', '', ''],
      ['06/09/2026 10:30', '', '', '', 'Yes, phone time 06/09/2026 07:30'],
      ['07/09/2026 10:30', '', '', '', ''],
      ['08/09/2026 10:30', '', 'Yes', '', ''],
      ['09/09/2026 10:30', '', '', 'Yes, 30 hours old', ''],
    ])
    expect(page.totals).toEqual([
      { label: 'Follow-ups', value: 5 },
      ...markTotals({ suspect: 4, far: 1, noLocation: 1, oldPhoto: 1, offline: 1 }),
    ])
    const suspect = await followUpPage(handle.db, await scope(), september, 1, { suspectOnly: true })
    expect(suspect.rows.map((r) => cellText('datetime', r.at).slice(0, 5))).toEqual([
      '05/09',
      '06/09',
      '08/09',
      '09/09',
    ])
    expect(suspect.totals[0]).toEqual({ label: 'Follow-ups', value: 4 })
    expect(suspect.totals[1]).toEqual({ label: 'Suspect visits', value: 4 })
    const streamed: string[] = []
    for await (const r of followUpRows(handle.db, await scope(), september, undefined, { suspectOnly: true })) {
      streamed.push(r.key)
    }
    expect(streamed).toEqual(suspect.rows.map((r) => r.key))
  })

  it("CRM Report: a new lead shows its first visit's old photo (with its age) and no location, counted", async () => {
    const page = await crmPage(handle.db, await scope(), september)
    expect(texts(crmColumns, page.rows, ['business', 'noLocation', 'old', 'offline'])).toEqual([
      ['Old Photo Agency', '', 'Yes, 90 days old', ''],
      ['Nowhere Traders', 'Yes', '', ''],
      ['Clean Stores', '', '', ''],
    ])
    expect(page.totals.slice(4).filter((t) => !t.label.startsWith('Product: '))).toEqual([
      ...markTotals({ suspect: 2, noLocation: 1, oldPhoto: 1, offline: 0 }),
    ])
    const suspect = await crmPage(handle.db, await scope(), september, 1, { suspectOnly: true })
    expect(suspect.rows.map((r) => r.businessName)).toEqual(['Old Photo Agency', 'Nowhere Traders'])
    expect(suspect.count).toBe(2)
    const streamed: string[] = []
    for await (const r of crmRows(handle.db, await scope(), september, undefined, { suspectOnly: true })) {
      streamed.push(r.businessName)
    }
    expect(streamed).toEqual(['Old Photo Agency', 'Nowhere Traders'])
  })

  it('Visit Report: first visits and follow-ups counted per mark; the filter counts marked visits alone', async () => {
    const page = await visitPage(handle.db, await scope(), september)
    const cells = (rows: typeof page.rows) =>
      rows.map((r) => [r.day, r.visits, r.far, r.noLocation, r.oldPhoto, r.offline, r.suspect])
    expect(cells(page.rows)).toEqual([
      ['2026-09-02', 1, 0, 0, 1, 0, 1],
      ['2026-09-03', 1, 0, 1, 0, 0, 1],
      ['2026-09-04', 1, 0, 0, 0, 0, 0],
      ['2026-09-05', 1, 1, 0, 0, 0, 1],
      ['2026-09-06', 1, 0, 0, 0, 1, 1],
      ['2026-09-07', 1, 0, 0, 0, 0, 0],
      ['2026-09-08', 1, 0, 1, 0, 0, 1],
      ['2026-09-09', 1, 0, 0, 1, 0, 1],
    ])
    expect(page.totals).toEqual([
      { label: 'Visits', value: 8 },
      { label: 'New leads', value: 3 },
      { label: 'Follow-ups', value: 5 },
      ...markTotals({ suspect: 6, far: 1, noLocation: 2, oldPhoto: 2, offline: 1 }),
    ])
    const suspect = await visitPage(handle.db, await scope(), september, 1, { suspectOnly: true })
    expect(suspect.rows.map((r) => r.day)).toEqual([
      '2026-09-02',
      '2026-09-03',
      '2026-09-05',
      '2026-09-06',
      '2026-09-08',
      '2026-09-09',
    ])
    expect(suspect.totals[0]).toEqual({ label: 'Visits', value: 6 })
    expect(suspect.rows[0]!.visited).toEqual([{ srno: leadIds['Old Photo Agency'], name: 'Old Photo Agency' }])
  })

  it('the screen links businesses to their leads and people to their leads in the CRM list; the filter is kept', async () => {
    const cookie = people.manager!.cookie
    const range = `from=${september.from}&to=${september.to}&user=${person}`
    for (const key of ['follow-up', 'crm', 'visit']) {
      const html = await (await getPage(server.url, `/crm/reports/${key}?${range}&suspect=1`, cookie)).text()
      expect(html).toContain(`href="/crm/leads/${leadIds[key === 'follow-up' ? 'Clean Stores' : 'Old Photo Agency']}"`)
      expect(html).toContain(`href="/crm?owner=${person}"`)
      expect(html).toContain('Suspect visits only')
      // Downloads and pages keep the filter.
      expect(html).toContain(
        `/crm/reports/${key}/file?from=2026-09-01&amp;to=2026-09-30&amp;format=csv&amp;user=${person}&amp;suspect=1`,
      )
      expect(html).toMatch(/name="suspect" checked="" value="1"/)
      // The print view: A4, the heading with the range, the filter and who printed it.
      expect(html).toContain('data-paper="landscape"')
      expect(html).toMatch(
        /01\/09\/2026 to 30\/09\/2026 · Person: Mala Marks \([^)]+\) · Suspect visits only · Printed by Meena Manager/,
      )
    }
  })

  it.each([
    { key: 'follow-up', columns: followUpColumns as Column<never>[], rows: 4, all: 5 },
    { key: 'crm', columns: crmColumns as Column<never>[], rows: 2, all: 3 },
    { key: 'visit', columns: visitColumns as Column<never>[], rows: 6, all: 8 },
  ])(
    '$key: CSV and XLSX carry the mark columns in English, narrowed by the filter',
    async ({ key, columns, rows, all }) => {
      const cookie = people.manager!.cookie
      const range = `from=${september.from}&to=${september.to}&user=${person}`
      const csvOf = async (extra: string) => {
        const res = await getPage(server.url, `/crm/reports/${key}/file?${range}&format=csv${extra}`, cookie)
        return parse(Buffer.from(await res.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
      }
      const csv = await csvOf('&suspect=1')
      expect(csv[0]).toEqual(expect.arrayContaining(['No Location', 'Old Photo', 'Recorded Offline']))
      if (key !== 'crm') expect(csv[0]).toContain('Far from Lead')
      expect(csv).toHaveLength(rows + 1)
      expect(await csvOf('')).toHaveLength(all + 1)
      const oldAt = csv[0]!.indexOf('Old Photo')
      expect(csv.slice(1).map((r) => r[oldAt])).toContain(
        key === 'visit' ? '1' : key === 'crm' ? 'Yes, 90 days old' : 'Yes, 30 hours old',
      )

      const res = await getPage(server.url, `/crm/reports/${key}/file?${range}&format=xlsx&suspect=1`, cookie)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(await res.arrayBuffer())
      const sheet = book.worksheets[0]!
      const header = (sheet.getRow(1).values as unknown[]).slice(1)
      expect(header).toEqual(columns.map((c) => c.header))
      expect(sheet.rowCount).toBe(rows + 1)
      const logged = await handle.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'report-downloaded'), eq(activityLog.userSrno, people.manager!.srno)))
      expect(logged.map((l) => l.description)).toContainEqual(expect.stringContaining('suspect visits only'))
    },
  )
})
