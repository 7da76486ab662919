import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads, leadVisits, users } from '#app/db/schema.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import type { Column } from '#app/domain/reports/columns.ts'
import { crmColumns } from '#app/domain/reports/crm-report.server.ts'
import { followUpColumns } from '#app/domain/reports/follow-up-report.server.ts'
import { visitColumns } from '#app/domain/reports/visit-report.server.ts'
import { MANAGER_GROUP } from '#app/domain/rights/catalogue.ts'
import { reports as hindi } from '#app/messages/hi/reports.ts'
import { png } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createStaff, getPage, sessionCookieFor } from '../helpers/staff.ts'

/**
 * D55: a manager who chose Hindi reads the report screens in Hindi, while the XLSX and CSV files, which other systems
 * read, keep their English column names exactly.
 */

const server = useTestServer()
let cookie = ''
const query = 'from=2026-11-01&to=2026-11-30'

beforeAll(async () => {
  const manager = await createStaff(server.db, { group: MANAGER_GROUP, userName: 'Meena Manager' })
  await server.db.update(users).set({ locale: 'hi' }).where(eq(users.srno, manager.srno))
  cookie = await sessionCookieFor(server.db, manager.srno)
  // One lead of theirs with its first visit and a follow-up, so that every report has a row (and its headings).
  const stored = await storeFile(
    server.db,
    (async function* () {
      yield new Uint8Array(await png())
    })(),
    { originalName: 'selfie.png', contentType: 'image/png', uploadedBy: manager.srno },
  )
  const [lead] = await server.db
    .insert(leads)
    .values({
      ownerSrno: manager.srno,
      typeSrno: 1,
      nature: 'H',
      businessName: 'Sharma Kirana',
      contactPerson: 'Ramesh Sharma',
      mobile: '9800000000',
      statusSrno: 1,
      clientKey: 'hi-lead',
      createdAt: new Date('2026-11-10T05:00:00Z'),
      visitCount: 2,
      lastVisitAt: new Date('2026-11-12T05:00:00Z'),
    })
    .returning({ srno: leads.srno })
  for (const [kind, at] of [
    ['first', '2026-11-10T05:00:00Z'],
    ['follow-up', '2026-11-12T05:00:00Z'],
  ] as const) {
    await server.db.insert(leadVisits).values({
      leadSrno: lead!.srno,
      userSrno: manager.srno,
      kind,
      at: new Date(at),
      remark: 'Visited',
      nature: 'H',
      statusSrno: 3,
      nextVisit: '2026-12-10',
      fileId: stored.id,
      clientKey: kind === 'first' ? 'hi-lead' : 'hi-visit',
    })
  }
})

describe.each([
  { key: 'follow-up' as const, columns: followUpColumns as Column<never>[] },
  { key: 'crm' as const, columns: crmColumns as Column<never>[] },
  { key: 'visit' as const, columns: visitColumns as Column<never>[] },
])('$key report for a user who chose Hindi', ({ key, columns }) => {
  it('shows the screen in Hindi', async () => {
    const page = await getPage(server.url, `/crm/reports/${key}?${query}`, cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('lang="hi-IN"')
    expect(html).toContain(hindi.titles[key])
    expect(html).toContain(hindi.screen.show)
    expect(html).toContain('01/11/2026 से 30/11/2026 तक')
    // The columns the screen shows; the per-product columns are the files' alone, in English (D55, D59).
    for (const c of columns.filter((c) => !c.fileOnly)) {
      expect(html, c.key).toContain(hindi.columns[c.key as keyof typeof hindi.columns])
    }
  })

  it('keeps the English column names in the CSV and the XLSX', async () => {
    const english = columns.map((c) => c.header)
    const csv = await getPage(server.url, `/crm/reports/${key}/file?${query}&format=csv`, cookie)
    expect(csv.status).toBe(200)
    const rows = parse(Buffer.from(await csv.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
    expect(rows[0]).toEqual(english)

    const xlsx = await getPage(server.url, `/crm/reports/${key}/file?${query}&format=xlsx`, cookie)
    expect(xlsx.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsx.arrayBuffer())
    const header = book.worksheets[0]!.getRow(1)
    expect(english.map((_, i) => header.getCell(i + 1).value)).toEqual(english)
  })
})
