// @single-pass: the office service worker, manifest and Log Out's storage header.
import { describe, expect, it } from 'vitest'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { useTestServer } from '../helpers/server.ts'
import { createGroup, createStaff, getPage, postForm, sessionCookieFor } from '../helpers/staff.ts'

// The office installable and readable offline (ADR 0148): the service worker and the web app manifest are served,
// linked from office pages only, and never from a public page.

const server = useTestServer()
const handle = server.database

describe('the office service worker and manifest (ADR 0148)', () => {
  it('the worker is served as a script that is always checked again, and precaches the office shell', async () => {
    const res = await fetch(`${server.url}/office-sw.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const code = await res.text()
    expect(code).toContain('office.webmanifest')
    expect(code).toMatch(/assets\/entry\.client-[\w-]+\.js/)
    // The public pages' own scripts are not precached.
    expect(code).not.toMatch(/site-islands/)
  })

  it('precaches every chunk an office script loads later, so a dialog or the book screens open offline', async () => {
    const code = await (await fetch(`${server.url}/office-sw.js`)).text()
    const precached = new Set([...code.matchAll(/assets\/[\w.-]+\.js/g)].map(([file]) => file))
    expect(precached.size).toBeGreaterThan(10)
    const later = new Set<string>()
    for (const file of precached) {
      const script = await (await fetch(`${server.url}/${file}`)).text()
      for (const [, chunk] of script.matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)) later.add(`assets/${chunk}`)
    }
    // The CRM list loads the outbox's dialog and the book's screens only when they are needed (issue 31).
    expect(later.size).toBeGreaterThan(0)
    for (const file of later) expect(precached, file).toContain(file)
  })

  it("a CRM page's first paint does not load a form's checks (zod); the worker keeps them", async () => {
    const db = handle.db
    const user = await createStaff(db, {
      group: await createGroup(db, { CRM: { query: true, add: true, edit: true } }),
    })
    const cookie = await sessionCookieFor(db, user.srno)
    const code = await (await fetch(`${server.url}/office-sw.js`)).text()
    const precached = new Set([...code.matchAll(/assets\/[\w.-]+\.js/g)].map(([file]) => file))
    /** The scripts a page loads before it runs: its module links and, file to file, what they import statically. */
    const firstPaint = async (html: string) => {
      const files = new Set(
        [...html.matchAll(/<link rel="modulepreload" href="\/(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!),
      )
      const texts = new Map<string, string>()
      for (const file of files) {
        const text = await (await fetch(`${server.url}/${file}`)).text()
        texts.set(file, text)
        for (const [, chunk] of text.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
          files.add(`assets/${chunk}`)
      }
      return texts
    }
    const list = await firstPaint(await (await getPage(server.url, '/crm', cookie)).text())
    expect(list.size).toBeGreaterThan(5)
    // Left for a form's first use (ADR 0240), and kept by the worker for offline use.
    const later = [...precached].filter((f) => /\/zod-parse-/.test(f))
    expect(later).toHaveLength(1)
    for (const file of later) expect([...list.keys()], file).not.toContain(file)
    for (const [file, text] of list) expect(text, file).not.toContain('ZodError')
  })

  it('the manifest names a start page in the office and icons that are served as PNG', async () => {
    const res = await fetch(`${server.url}/office.webmanifest`)
    expect(res.status).toBe(200)
    const manifest = await res.json()
    expect(manifest).toMatchObject({ start_url: '/crm', display: 'standalone' })
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const png = await fetch(server.url + icon.src)
      expect(png.status, icon.src).toBe(200)
      expect(png.headers.get('content-type')).toBe('image/png')
    }
  })

  it('a signed-in office page links the manifest and the worker script is in the office bundle only', async () => {
    const db = handle.db
    const user = await createStaff(db, { group: await createGroup(db, { CRM: { query: true } }) })
    const page = await getPage(server.url, '/crm', await sessionCookieFor(db, user.srno))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<link rel="manifest" href="\/office.webmanifest"/)
    for (const path of [...prerenderPaths, '/blog-posts']) {
      const publicPage = await (await fetch(server.url + path)).text()
      expect(publicPage, path).not.toContain('office.webmanifest')
      expect(publicPage, path).not.toContain('office-sw')
    }
  })
})

describe('Log Out deletes what the browser keeps of the user (ADR 0150)', () => {
  it('the answer to Log Out tells the browser to delete the site storage, from any page', async () => {
    const db = handle.db
    const user = await createStaff(db, { group: await createGroup(db, { CRM: { query: true } }) })
    const out = await postForm(server.url, '/logout', {}, await sessionCookieFor(db, user.srno))
    expect(out.status).toBe(302)
    expect(out.headers.get('clear-site-data')).toBe('"storage"')
  })
})
