import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blogPosts } from '#app/db/schema.ts'
import { deleteBlogPost, saveBlogPost } from '#app/domain/blog/authoring.server.ts'
import { createBlogPost } from '#app/domain/blog/blog.server.ts'
import { blogPagesVersion } from '#app/domain/blog/page-versions.server.ts'
import { useTestServer } from '../helpers/server.ts'

// A blog post's page is rendered once and then served from memory like a prerendered page (ADR 0217), with the
// headers it had when rendered per request; a change to the post, through this server or any other sharing the
// database, is shown at once here and within a second everywhere.

const first = useTestServer()
const handle = first.database
const second = useTestServer({}, { database: handle })

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

function raw(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    const req = http.request({ hostname, port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A page answered from memory carries its inline scripts' hashes; one rendered for the request carries a nonce. */
const kept = (res: Raw) => !String(res.headers['content-security-policy']).includes("'nonce-")

/**
 * Asks again until `done` holds for the answer (each request is the wait; the test's own time limit bounds it): a
 * page is kept beside its first request, and another server learns of a change at its next reading of the version.
 */
async function until(base: string, urlPath: string, done: (res: Raw) => boolean, headers: Record<string, string> = {}) {
  for (;;) {
    const res = await raw(base, urlPath, headers)
    if (done(res)) return res
  }
}

/** Asks until the page is answered from memory (the first request renders it and keeps it beside). */
const whenKept = (base: string, urlPath: string) => until(base, urlPath, kept)

const author = { userSrno: 1, userId: 'admin' }
const fields = (title: string, content: string) => ({
  title,
  author: 'Asha Verma',
  date: '2026-03-09',
  content,
  imageAlt: '',
  language: 'en' as const,
})

async function newPost(title: string, content: string) {
  return createBlogPost(handle.db, { title, author: 'Asha Verma', date: '2026-03-09', content, published: true })
}

/** Headers that differ from one response to the next, or with how the body is framed. */
const perResponse = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

describe('a blog post is rendered once and kept', () => {
  it('is served from memory after its first view, with the same body and headers as when rendered', async () => {
    const { slug } = await newPost('Kept Post One', 'Body of the kept post.')
    const rendered = await raw(first.url, `/blog/${slug}`)
    expect(rendered.status).toBe(200)
    expect(kept(rendered)).toBe(false)
    const fromMemory = await whenKept(first.url, `/blog/${slug}`)
    expect(fromMemory.status).toBe(200)
    // The same page: the rendered one without its nonce attributes.
    const withoutNonce = rendered.body.toString('utf8').replace(/ nonce="[^"]*"/g, '')
    expect(fromMemory.body.toString('utf8')).toBe(withoutNonce)
    expect(fromMemory.body.toString('utf8')).toContain('Body of the kept post.')

    // Headers: the same names and values, but the CSP's nonce is replaced by the page's hashes (as for prerendered
    // pages), and the length is given rather than chunks. No Cache-Control and no ETag, as before.
    const names = (r: Raw) =>
      Object.keys(r.headers)
        .filter((n) => !perResponse.has(n))
        .sort()
    expect(names(fromMemory)).toEqual(names(rendered))
    for (const name of names(rendered)) {
      if (name === 'content-security-policy') continue
      expect(fromMemory.headers[name], name).toEqual(rendered.headers[name])
    }
    expect(fromMemory.headers['cache-control']).toBeUndefined()
    expect(fromMemory.headers.etag).toBeUndefined()
    expect(fromMemory.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const csp = (r: Raw) => String(r.headers['content-security-policy'])
    expect(csp(fromMemory).replace(/ 'sha256-[^']+'/g, '')).toBe(csp(rendered).replace(/ 'nonce-[^']+'/g, ''))

    // Compressed as a prerendered page is: gzip and brotli, the Vary header kept.
    const gz = await raw(first.url, `/blog/${slug}`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(gz.body).equals(fromMemory.body)).toBe(true)
    // The brotli form (made at the build's quality, more slowly) follows.
    const br = await until(first.url, `/blog/${slug}`, (r) => r.headers['content-encoding'] === 'br', {
      'accept-encoding': 'br, gzip',
    })
    expect(brotliDecompressSync(br.body).equals(fromMemory.body)).toBe(true)
  })

  it('the Hindi page of a post is kept apart from the English one', async () => {
    const { slug } = await newPost('Kept Post Hindi', 'Both languages.')
    const english = await whenKept(first.url, `/blog/${slug}`)
    const hindi = await whenKept(first.url, `/hi/blog/${slug}`)
    expect(english.body.toString()).toContain('data-locale="en"')
    expect(hindi.body.toString()).toContain('data-locale="hi"')
  })

  it('an edit or a deletion through this server shows at once, on both servers', async () => {
    const { srno, slug } = await newPost('Kept Post Two', 'Words before the edit.')
    await whenKept(first.url, `/blog/${slug}`)
    await whenKept(second.url, `/blog/${slug}`)

    await saveBlogPost(handle.db, author, srno, fields('Kept Post Two', 'Words after the edit.'), null)
    for (const base of [first.url, second.url]) {
      const html = (await raw(base, `/blog/${slug}`)).body.toString()
      expect(html).toContain('Words after the edit.')
      expect(html).not.toContain('Words before the edit.')
    }
    // Kept again after the change, with the new words.
    expect((await whenKept(first.url, `/blog/${slug}`)).body.toString()).toContain('Words after the edit.')

    await deleteBlogPost(handle.db, author, srno)
    for (const base of [first.url, second.url]) expect((await raw(base, `/blog/${slug}`)).status).toBe(404)
  })

  it('a change made by another server (straight in the database) reaches every server through the version', async () => {
    const { srno, slug } = await newPost('Kept Post Three', 'Old words on every server.')
    await whenKept(first.url, `/blog/${slug}`)
    await whenKept(second.url, `/blog/${slug}`)
    const before = await blogPagesVersion(handle.db)

    // Written as another process would: this process is not told, only the database's version moves.
    await handle.db.update(blogPosts).set({ content: 'New words from elsewhere.' }).where(eq(blogPosts.srno, srno))
    expect(await blogPagesVersion(handle.db)).toBeGreaterThan(before)
    for (const base of [first.url, second.url]) {
      await until(base, `/blog/${slug}`, (r) => r.body.toString().includes('New words from elsewhere.'))
    }

    await handle.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.srno, srno))
    for (const base of [first.url, second.url]) await until(base, `/blog/${slug}`, (r) => r.status === 404)
  })

  it('keeps only a post that answers 200 at its own slug: old slugs, unknown ids and other spellings are not', async () => {
    const { srno, slug } = await newPost('Kept Post Four', 'Renamed soon.')
    await saveBlogPost(handle.db, author, srno, fields('Kept Post Four Renamed', 'Renamed soon.'), null)
    for (let i = 0; i < 3; i++) {
      const old = await raw(first.url, `/blog/${slug}`)
      expect(old.status).toBe(301)
      const unknown = await raw(first.url, '/blog/no-such-post-at-all')
      expect(unknown.status).toBe(404)
      expect(kept(unknown)).toBe(false)
      const upper = await raw(first.url, `/blog/${slug.toUpperCase()}`)
      expect(upper.status).toBe(301)
    }
  })

  it('a POST or HEAD to a kept page: HEAD answers its headers, a POST still goes to the router', async () => {
    const { slug } = await newPost('Kept Post Five', 'Heads and posts.')
    const page = await whenKept(first.url, `/blog/${slug}`)
    const head = await new Promise<Raw>((resolve, reject) => {
      const { hostname, port } = new URL(first.url)
      const req = http.request({ hostname, port, path: `/blog/${slug}`, method: 'HEAD' }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(page.body.length))
    const posted = await fetch(`${first.url}/blog/${slug}`, { method: 'POST', headers: { origin: first.url } })
    expect(posted.status).not.toBe(200)
  })
})
