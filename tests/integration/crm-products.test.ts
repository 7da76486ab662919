import { parse } from 'csv-parse/sync'
import { asc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { activityLog, leads } from '#app/db/schema.ts'
import { submitQuote } from '#app/domain/enquiries/enquiries.server.ts'
import { enquiryPrefill } from '#app/domain/enquiries/inbox.server.ts'
import { checkRows, createImport, getImport, runImport } from '#app/domain/imports/import.server.ts'
import { createLeadFromEnquiry } from '#app/domain/leads/assign-enquiry.server.ts'
import { listLeads } from '#app/domain/leads/list-leads.server.ts'
import { mergeLeads } from '#app/domain/leads/merge.server.ts'
import { mergeSchema } from '#app/domain/leads/merge-schemas.ts'
import { leadFilterSchema } from '#app/domain/leads/schemas.ts'
import { crmPage } from '#app/domain/reports/crm-report.server.ts'
import { reportScope } from '#app/domain/reports/scope.server.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { enquiryLeadFields, jpeg, leadFields, postLeadEdit, postVisit, useCrmTestServer } from '../helpers/crm.ts'
import { csv, tempUpload } from '../helpers/lead-files.ts'
import { getPage } from '../helpers/staff.ts'

/**
 * Products of interest (D59): chosen on the lead form (a chip each) and changed on the edit form, shown on the lead's
 * page, a filter of the list, a column and per-product counts in the CRM Report and its files, a lead from a web
 * enquiry starting with the enquiry's service, the import's Products column (an unknown product refuses the row),
 * a merge keeping both leads' products, and the list download's Products column read back by the import.
 */

const { server, handle, tree, viewer } = useCrmTestServer()

async function productsOfLead(srno: number) {
  const [row] = await handle.db.select({ products: leads.products }).from(leads).where(eq(leads.srno, srno))
  return row!.products
}

/** A lead saved as the field user's form sends it (multipart, a selfie, the chips ticked). */
async function savedLead(name: string, mobile: string, ticked: string[]) {
  const fields = leadFields({ businessName: name, mobile })
  for (const key of ticked) fields[`product-${key}`] = 'on'
  const res = await postVisit(server.url, tree.fieldA.cookie, fields, { name: 'selfie.jpg', bytes: await jpeg() })
  expect(res.status).toBe(200)
  return ((await res.json()) as { leadId: number }).leadId
}

describe('products of interest on a lead', () => {
  it('saves the ticked products, shows them on the lead’s page, and the edit form changes them', async () => {
    const id = await savedLead('Chip Stores', '9876500001', ['dmt', 'aeps'])
    expect(await productsOfLead(id)).toEqual(['aeps', 'dmt'])
    const page = await (await getPage(server.url, `/crm/leads/${id}`, tree.fieldA.cookie)).text()
    expect(page).toContain('Products of interest')
    expect(page).toContain('Domestic Money Transfer')
    // The edit form shows the chips ticked, and saves a new choice with an activity row naming it.
    const form = await (await getPage(server.url, `/crm/leads/${id}/edit`, tree.fieldA.cookie)).text()
    expect(form).toMatch(/name="product-aeps"[^>]*checked/)
    expect(form).not.toMatch(/name="product-fastag"[^>]*checked/)
    const res = await postLeadEdit(server.url, id, tree.fieldA.cookie, {
      businessName: 'Chip Stores',
      mobile: '9876500001',
      email: 'ravi@sharmatelecom.in',
      address: 'Shop 4, Lajpat Nagar, New Delhi',
      volume: '250000',
      'product-fastag': 'on',
    })
    expect(res.status).toBeLessThan(400)
    expect(await productsOfLead(id)).toEqual(['fastag'])
    const [row] = await handle.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(eq(activityLog.leadSrno, id))
      .orderBy(asc(activityLog.srno))
      .offset(1)
    expect(row!.description).toBe('Edited products')
  })

  it('filters the list by a product, and counts each product in the CRM Report and its files', async () => {
    const both = await savedLead('Filter Both', '9876500011', ['aeps', 'dsc'])
    const dscOnly = await savedLead('Filter DSC', '9876500012', ['dsc'])
    const none = await savedLead('Filter None', '9876500013', [])
    const me = await viewer(tree.fieldA.srno)
    const list = await listLeads(handle.db, me, leadFilterSchema.parse({ product: 'dsc', q: 'Filter' }))
    expect(list.rows.map((l) => l.srno).sort()).toEqual([both, dscOnly].sort())
    // An unknown product in an address is ignored, not an error.
    expect(leadFilterSchema.parse({ product: 'pizza' }).product).toBeUndefined()
    const html = await (await getPage(server.url, '/crm?product=dsc&q=Filter', tree.fieldA.cookie)).text()
    expect(html).toContain('Filter DSC')
    expect(html).not.toContain('Filter None')

    const today = todayInIndia()
    const page = await crmPage(handle.db, await reportScope(handle.db, me), { from: today, to: today })
    const total = (label: string) => page.totals.find((t) => t.label === label)?.value
    const rows = page.rows.filter((r) => [both, dscOnly, none].includes(r.srno))
    expect(rows.map((r) => r.products)).toEqual([['aeps', 'dsc'], ['dsc'], []])
    expect(total('Product: Digital Signature Certificate')).toBe(
      page.rows.filter((r) => r.products.includes('dsc')).length,
    )
    expect(total('Product: Digital Signature Certificate')).toBeGreaterThanOrEqual(2)
    expect(total('Product: Gold')).toBeUndefined()
    expect(total('Product: Buy and Sell Gold')).toBe(page.rows.filter((r) => r.products.includes('gold')).length)

    const query = `from=${today}&to=${today}&user=${tree.fieldA.userId}`
    // The reports are read by a manager (the Field Staff group has no report right).
    const screen = await (await getPage(server.url, `/crm/reports/crm?${query}`, tree.admin)).text()
    expect(screen).toContain('Product: AEPS')
    const file = await getPage(server.url, `/crm/reports/crm/file?${query}&format=csv`, tree.admin)
    const [head, ...cells] = parse(Buffer.from(await file.arrayBuffer()).toString('utf8'), { bom: true }) as string[][]
    const at = (h: string) => head!.indexOf(h)
    expect(at('Products')).toBeGreaterThan(0)
    const bothRow = cells.find((c) => c.includes('Filter Both'))!
    expect(bothRow[at('Products')]).toBe('AEPS; Digital Signature Certificate')
    expect(bothRow[at('Product: AEPS')]).toBe('1')
    expect(bothRow[at('Product: Fastag')]).toBe('0')
    const dscColumn = at('Product: Digital Signature Certificate')
    expect(cells.reduce((s, c) => s + Number(c[dscColumn]), 0)).toBe(total('Product: Digital Signature Certificate'))
    const xlsx = await getPage(server.url, `/crm/reports/crm/file?${query}&format=xlsx`, tree.admin)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await xlsx.arrayBuffer())
    const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1)
    expect(header).toContain('Products')
    expect(header).toContain('Product: Human ATM')
  })

  it('a lead made from a web enquiry starts with the enquiry’s service as its product', async () => {
    const { id } = await submitQuote(
      handle.db,
      { name: 'Fastag Asker', email: '', phone: '9876500021', location: 'Agra', service: 'fastag', message: 'Hi' },
      'quote',
      { ip: '10.0.0.9', sourcePath: '/fastag', notify: 'info@example.in' },
    )
    const prefill = await enquiryPrefill(handle.db, id)
    expect(prefill!.defaults.products).toEqual(['fastag'])
    const form = await (await getPage(server.url, `/crm/leads/new?enquiry=${id}`, tree.admin)).text()
    expect(form).toMatch(/name="product-fastag"[^>]*checked/)
    const admin = await viewer(1)
    const { srno } = await createLeadFromEnquiry(
      handle.db,
      admin,
      enquiryLeadFields(id, tree.fieldA.srno, {
        businessName: 'Agra Fastag Point',
        contactPerson: 'Fastag Asker',
        mobile: '9876500021',
        address: 'Agra',
        'product-fastag': 'on',
      }),
    )
    expect(await productsOfLead(srno)).toEqual(['fastag'])
    // A service the index does not know gives no product.
    const other = await submitQuote(
      handle.db,
      { name: 'Someone', email: '', phone: '9876500022', location: '', service: '', message: 'Call me' },
      'quote',
      { ip: '10.0.0.9', sourcePath: '/', notify: 'info@example.in' },
    )
    expect((await enquiryPrefill(handle.db, other.id))!.defaults.products).toEqual([])
  })
})

describe('products in the import, the merge and the download', () => {
  it('imports a Products column and refuses a row naming an unknown product', async () => {
    const me = await viewer(tree.leadA.srno)
    const file = csv([
      ['Shop', 'Mobile', 'सेवाएँ'],
      ['Import Two Products', '9876500031', 'aeps; Domestic Money Transfer'],
      ['Import Bad Product', '9876500032', 'AEPS, Pizza'],
    ])
    const id = await createImport(handle.db, me, await tempUpload(file, 'shops.csv'))
    const record = await getImport(handle.db, me, id)
    expect(record.mapping.products).toBe('col:2')
    const rows = await checkRows(handle.db, me, record)
    expect(rows[0]!.refusals).toEqual([])
    expect(rows[1]!.refusals).toEqual([{ field: 'products', message: messages.PRODUCT_UNKNOWN }])
    await runImport(handle.db, me, id, [])
    const [lead] = await handle.db
      .select({ products: leads.products })
      .from(leads)
      .where(eq(leads.businessName, 'Import Two Products'))
    expect(lead!.products).toEqual(['aeps', 'dmt'])
    expect(await handle.db.select().from(leads).where(eq(leads.businessName, 'Import Bad Product'))).toHaveLength(0)
  })

  it('a merge keeps both leads’ products, or the lead’s the user chose', async () => {
    const me = await viewer(tree.leadA.srno)
    const kept = await savedLead('Merge Kept', '9876500041', ['aeps'])
    const other = await savedLead('Merge Other', '9876500042', ['dmt', 'fastag'])
    await mergeLeads(handle.db, me, mergeSchema.parse({ leadId: String(kept), other: String(other) }))
    expect(await productsOfLead(kept)).toEqual(['aeps', 'dmt', 'fastag'])
    const kept2 = await savedLead('Merge Kept 2', '9876500043', ['aeps'])
    const other2 = await savedLead('Merge Other 2', '9876500044', ['gold'])
    await mergeLeads(
      handle.db,
      me,
      mergeSchema.parse({ leadId: String(kept2), other: String(other2), keep_products: 'other' }),
    )
    expect(await productsOfLead(kept2)).toEqual(['gold'])
  })

  it('downloads the list with its Products column, which the import reads back as the same products', async () => {
    await savedLead('Round Trip Stores', '9876500051', ['human-atm', 'insurance'])
    const res = await getPage(server.url, '/crm/download?format=csv&q=Round+Trip', tree.fieldA.cookie)
    const body = await res.text()
    const [head, row] = parse(body, { bom: true }) as string[][]
    expect(head!.at(-1)).toBe('Products')
    expect(row!.at(-1)).toBe('Human ATM; Insurance')
    // The download follows the list's product filter too.
    const other = await getPage(server.url, '/crm/download?format=csv&q=Round+Trip&product=dsc', tree.fieldA.cookie)
    expect(parse(await other.text(), { bom: true })).toHaveLength(1)
    const me = await viewer(tree.fieldA.srno)
    const id = await createImport(handle.db, me, await tempUpload(body, 'leads.csv'))
    const [checked] = await checkRows(handle.db, me, await getImport(handle.db, me, id))
    expect(checked!.refusals).toEqual([])
    expect(checked!.input).toMatchObject({ 'product-human-atm': 'on', 'product-insurance': 'on' })
  })
})
