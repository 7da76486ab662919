import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '#app/db/schema.ts'
import { todayInIndia } from '#app/lib/dates.ts'
import { messages } from '#app/lib/errors.ts'
import { followUpFields, jpeg, leadFields, postVisit, reportingTree, type Tree } from '../helpers/crm.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, sessionCookieFor, snapshot } from '../helpers/staff.ts'

// Issue 17 item 6: requests that answered 500 (and left an empty `upload-*` temporary folder behind) answer 400
// with a clear message and change nothing. Item 9 (file names): non-ASCII names are stored as sent, names over 200
// characters keep their extension. Kept with the fuzz tests so these stay covered.

// The server runs in this process: its temporary folders go to a folder of this file's own, so that other test
// files uploading at the same time cannot change the count.
const privateTmp = mkdtempSync(path.join(tmpdir(), 'h3-fuzz-uploads-'))
process.env.TMPDIR = privateTmp
const uploadFolders = () => readdirSync(privateTmp).filter((n) => n.startsWith('upload-'))

const server = useTestServer({ VISIT_FAR_METERS: '500' })
const db = () => server.database.db
let tree: Tree
let blogCookie = ''
let leadId = 0

beforeAll(async () => {
  tree = await reportingTree(db())
  const group = await createGroup(db(), { BLOG: { query: true, add: true, edit: true } })
  blogCookie = await sessionCookieFor(db(), (await createStaff(db(), { group, userName: 'Fuzz Blogger' })).srno)
  const res = await postVisit(server.url, tree.fieldA.cookie, leadFields(), { name: 'a.jpg', bytes: await jpeg() })
  leadId = ((await res.json()) as { leadId: number }).leadId
})
afterAll(() => {
  expect(process.env.TMPDIR).toBe(privateTmp)
})

/** A request, and what it changed: the database and the temporary folders. */
async function unchanged(send: () => Promise<Response>): Promise<{ status: number; text: string }> {
  const before = await snapshot(db())
  const res = await send()
  const text = await res.text()
  expect(uploadFolders()).toEqual([])
  expect(await snapshot(db())).toBe(before)
  return { status: res.status, text }
}

function oldUpload(payload: Record<string, string>, file: Buffer | null) {
  const form = new FormData()
  form.append('1', JSON.stringify(payload))
  if (file) form.append('doc', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'visit.jpg')
  return fetch(`${server.url}/api/upload_a.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tree.fieldA.cookie.split('=')[1]}` },
    body: form,
  })
}

describe('500s that are now 400s and leave nothing behind', () => {
  it('GET /crm?q=%00 (and its data request)', async () => {
    for (const p of ['/crm?q=%00', '/crm?q=a%00b', '/crm.data?q=%00', '/crm?from=%00']) {
      const { status, text } = await unchanged(() => getPage(server.url, p, tree.fieldA.cookie))
      expect(status, p).toBe(400)
      if (!p.includes('.data')) expect(text).toContain(messages.FORBIDDEN_CHARACTERS)
    }
  })

  it.each([
    ['lead type 999', () => leadFields({ type: '999' }), messages.LEAD_TYPE_UNKNOWN, 'type'],
    ['lead status 999', () => leadFields({ status: '999' }), messages.LEAD_STATUS_UNKNOWN, 'status'],
    ['follow-up status 999', () => followUpFields(leadId, { status: '999' }), messages.LEAD_STATUS_UNKNOWN, 'status'],
  ])('POST /crm/visits with %s', async (_name, fields, message, field) => {
    const photo = { name: 'selfie.jpg', bytes: await jpeg() }
    const { status, text } = await unchanged(() => postVisit(server.url, tree.fieldA.cookie, fields(), photo))
    expect(status).toBe(400)
    expect(JSON.parse(text)).toMatchObject({ error: message, field })
  })

  it('/api/upload_a.php with "status":"999"', async () => {
    const payload = {
      srno: String(leadId),
      status: '999',
      remark: 'x',
      leadtype: 'H',
      nextvisit: todayInIndia(),
      key: 'fuzz-key-00000001',
    }
    const { status, text } = await unchanged(async () => oldUpload(payload, await jpeg()))
    expect(status).toBe(400)
    expect(JSON.parse(text).error).toBe(messages.LEAD_STATUS_UNKNOWN)
  })

  const routes = [
    ['/crm/visits', () => tree.fieldA.cookie, { accept: 'application/json' }],
    ['/api/upload_a.php', () => tree.fieldA.cookie, {}],
    ['/blog-admin/new', () => blogCookie, {}],
  ] as const
  const contentTypes = [
    'multipart/form-data; boundary=',
    'multipart/form-data',
    'multipart/form-data; boundary=""',
    'multipart/form-data; charset=utf-8',
  ]
  for (const [route, cookie, headers] of routes) {
    it.each(contentTypes)(`POST ${route} as %s`, async (type) => {
      const { status, text } = await unchanged(() =>
        fetch(server.url + route, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...headers, origin: server.url, cookie: cookie(), 'content-type': type },
          body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlead\r\n--x--\r\n',
        }),
      )
      expect(status).toBe(400)
      expect(text).toContain(messages.UPLOAD_MALFORMED)
    })
  }
})

describe('file names (issue 17 item 9)', () => {
  async function storedNameOf(name: string): Promise<string> {
    const res = await postVisit(server.url, tree.fieldA.cookie, followUpFields(leadId), { name, bytes: await jpeg() })
    expect(res.status, await res.clone().text()).toBe(200)
    const [row] = await db()
      .select({ name: storedFiles.originalName })
      .from(storedFiles)
      .where(eq(storedFiles.contentType, 'image/jpeg'))
      .orderBy(desc(storedFiles.id))
      .limit(1)
    return row!.name
  }

  it.each(['सेल्फी फोटो.jpg', 'Café Zoë – façade.jpg', 'ਦੁਕਾਨ.jpeg', '照片.jpg'])('%s is stored as sent', async (name) => {
    expect(await storedNameOf(name)).toBe(name)
  })

  it('a name over 200 characters is shortened to 200, keeping its extension', async () => {
    const stored = await storedNameOf(`${'photo-of-the-shop-front-'.repeat(12)}end.jpg`)
    expect(Array.from(stored)).toHaveLength(200)
    expect(stored.endsWith('.jpg')).toBe(true)
    expect(stored.startsWith('photo-of-the-shop-front-')).toBe(true)
    const hindi = await storedNameOf(`${'दुकान'.repeat(60)}.png`.replace('.png', '.jpg'))
    expect(Array.from(hindi)).toHaveLength(200)
    expect(hindi.endsWith('दुकान.jpg') || hindi.endsWith('.jpg')).toBe(true)
  })

  it('the download names the file with its UTF-8 name', async () => {
    const name = 'सेल्फी.jpg'
    await storedNameOf(name)
    const [row] = await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.originalName, name))
    const res = await getPage(server.url, `/crm/files/${row!.id}?download=1`, tree.fieldA.cookie)
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`)
  })
})
