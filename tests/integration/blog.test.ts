import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq, notLike } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoBlogPosts } from '#app/content/blog-demo.ts'
import { blogImages, storedFiles } from '#app/db/schema.ts'
import { createBlogPost, getBlogPost, listBlogPosts } from '#app/domain/blog/blog.server.ts'
import { EXCERPT_LENGTH, plainText } from '#app/domain/blog/content.server.ts'
import { blogUploadDir, importBlogImageFolder } from '#app/domain/blog/images.server.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { storeFile } from '#app/domain/files/store-file.server.ts'
import { isAppError, messages } from '#app/lib/errors.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { loadDemoContent } from '#server/demo-content.ts'
import { startServer } from '../helpers/process.ts'
import { useTestServer } from '../helpers/server.ts'

// Spec section 2 "Blog list" / "Blog post", D48, the blog image route, sitemap.xml and robots.txt.

const SITE = 'https://www.example.in'
const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-test-'))
const server = useTestServer({ DATA_DIR: dataDir, SITE_URL: SITE })
const handle = server.database

const get = (p: string) => fetch(server.url + p, { redirect: 'manual' })
const byDateDesc = [...demoBlogPosts].sort((a, b) => b.date.localeCompare(a.date))
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')
/** As React escapes text. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
/** As the stored post HTML escapes text (rendered as is). */
const escapeContent = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

describe('demo content (npm run demo)', () => {
  it('loads the demo posts with WebP images, and loading again adds nothing', async () => {
    expect(await loadDemoContent(handle.db)).toEqual({ created: demoBlogPosts.length })
    expect(await loadDemoContent(handle.db)).toEqual({ created: 0 })
    const posts = await listBlogPosts(handle.db)
    expect(posts).toHaveLength(demoBlogPosts.length)
    // Stored files (in the database here), never files in a server's folder.
    const images = await handle.db
      .select({ name: blogImages.name, type: storedFiles.contentType, storage: storedFiles.storage })
      .from(blogImages)
      .innerJoin(storedFiles, eq(storedFiles.id, blogImages.fileId))
    const withImages = demoBlogPosts.filter((p) => p.image).length
    expect(images).toHaveLength(withImages * 2)
    expect(images.every((i) => i.name.endsWith('.webp') && i.type === 'image/webp' && i.storage === 'db')).toBe(true)
    expect(images.filter((i) => i.name.endsWith('-600w.webp'))).toHaveLength(withImages)
    expect(existsSync(blogUploadDir(dataDir))).toBe(false)
  })
})

// Its servers run on embedded databases of their own (DATABASE_URL unset) in either pass, so the PostgreSQL pass
// would repeat it unchanged: it runs in the embedded pass only.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the first start, and npm run demo (the start command with --demo)',
  () => {
    const start = async (dir: string, args: string[] = [], env: Record<string, string> = {}) => {
      const proc = await startServer(
        { DATABASE_URL: undefined, ADMIN_PASSWORD: 'Admin1234', DATA_DIR: dir, SMTP_URL: undefined, ...env },
        args,
      )
      const started = Date.now()
      while (
        args.includes('--demo') &&
        !proc.output().includes('Demo content loaded') &&
        Date.now() - started < 30_000
      ) {
        await new Promise((r) => setTimeout(r, 50))
      }
      return { proc, port: proc.port }
    }
    const stop = async (server: Awaited<ReturnType<typeof start>>) => {
      expect(await server.proc.stop()).toBe(0)
    }

    it('a new installation shows the demo posts: loaded once at the first start, said on the console', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'blog-demo-'))
      const first = await start(dir)
      try {
        expect(first.proc.output()).toContain(`The blog was empty: loaded ${demoBlogPosts.length} demo posts (once).`)
        const html = await (await fetch(`http://127.0.0.1:${first.port}/blog-posts`)).text()
        for (const post of demoBlogPosts) expect(html).toContain(escapeHtml(post.title))
      } finally {
        await stop(first)
      }
      // A restart, and the --demo start, add nothing.
      const second = await start(dir, ['--demo'])
      await stop(second)
      expect(second.proc.output()).not.toContain('The blog was empty')
      expect(second.proc.output()).toContain('Demo content loaded (0 new blog posts).')
    }, 120_000)

    it('BLOG_DEMO_POSTS=off starts with an empty blog', async () => {
      const server = await start(mkdtempSync(path.join(tmpdir(), 'blog-empty-')), [], { BLOG_DEMO_POSTS: 'off' })
      try {
        expect(server.proc.output()).not.toContain('The blog was empty')
        const html = await (await fetch(`http://127.0.0.1:${server.port}/blog-posts`)).text()
        for (const post of demoBlogPosts) expect(html).not.toContain(escapeHtml(post.title))
      } finally {
        await stop(server)
      }
    }, 60_000)
  },
)

describe('GET /blog-posts', () => {
  it('lists every post newest first with author, dd/MM/yyyy date, title, 350-character excerpt and See more', async () => {
    const res = await get('/blog-posts')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    let at = 0
    for (const post of byDateDesc) {
      const found = html.indexOf(escapeHtml(post.title), at)
      expect(found, post.title).toBeGreaterThan(at)
      at = found
      expect(html).toContain(escapeHtml(post.author))
      expect(html).toContain(ddmmyyyy(post.date))
      expect(html).toContain(`href="/blog/${blogSlug(post.title)}"`)
      const text = plainText(post.paragraphs.join(' '))
      expect(html).toContain(escapeHtml(text.slice(0, EXCERPT_LENGTH)))
      expect(html).not.toContain(escapeHtml(text.slice(0, EXCERPT_LENGTH + 1)))
    }
    expect(html.match(/>See more</g)).toHaveLength(demoBlogPosts.length)
    // Images where the post has one (the 600 px variant in the list), none otherwise.
    expect(html.match(/<img [^>]*src="\/blog-images\/[a-z0-9-]+-600w\.webp"/g)).toHaveLength(
      demoBlogPosts.filter((p) => p.image).length,
    )
  })

  it('is server-rendered per request with its own title and canonical URL', async () => {
    const html = await (await get('/blog-posts')).text()
    expect(html).toMatch(/<title>Blog \| [^<]+<\/title>/)
    // The page's site address comes from the server build's own settings (the test environment's SITE_URL).
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog-posts"\/>/)
  })
})

describe('GET /blog/:id', () => {
  const post = demoBlogPosts[0]!
  const slug = blogSlug(post.title)

  it('shows author, date, image, title, content, Goto all posts and a Request a Callback box', async () => {
    const res = await get(`/blog/${slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(post.title)}</h1>`))
    expect(html).toContain(escapeHtml(post.author))
    expect(html).toContain(ddmmyyyy(post.date))
    for (const paragraph of post.paragraphs) expect(html).toContain(`<p>${escapeContent(paragraph)}</p>`)
    expect(html).toMatch(/<img [^>]*src="\/blog-images\/[a-z0-9-]+\.webp"/)
    expect(html).toMatch(/<a [^>]*href="\/blog-posts"[^>]*>Goto all posts<\/a>/)
    expect(html).toContain('Request a Callback')
    expect(html).toMatch(/<form [^>]*action="\/api\/callback"/)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}"/>`))
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/blog-images\/[a-z0-9-]+\.webp"/)
  })

  it('finds the post whatever the letter case (301 to the lower-case path, D2, D48)', async () => {
    const mixed = post.title.replace(/ /g, '-')
    const res = await get(`/blog/${mixed}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`/blog/${slug}`)
  })

  it('an unknown post: ERR0000 with status 404 inside the site shell', async () => {
    const res = await get('/blog/no-such-post')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(messages.ERR0000)
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    expect(html).toContain('href="/blog-posts"')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('drops path-unsafe characters from slugs; an old link with them still finds the post (D48)', async () => {
    const created = await createBlogPost(handle.db, {
      title: "Fastag: What's New in 2026?",
      author: 'Test Author',
      date: '2024-01-02',
      content: 'Plain text first & only paragraph.\n\nSecond paragraph\nwith a line break.',
    })
    expect(created.slug).toBe('fastag-whats-new-in-2026')
    const res = await get(`/blog/${created.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    // Plain text content (Markdown without marks) becomes escaped paragraphs.
    expect(html).toContain('<p>Plain text first &amp; only paragraph.</p>')
    expect(html).toContain('<p>Second paragraph<br />with a line break.</p>')
    expect((await getBlogPost(handle.db, "fastag:-what's-new-in-2026"))?.slug).toBe(created.slug)
  })

  it('renders content as sanitised HTML (ASVS 1.3.x)', async () => {
    const { slug: evil } = await createBlogPost(handle.db, {
      title: 'Sanitised Post',
      author: 'Test',
      date: '2024-01-03',
      content:
        '<p>Hello <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<a href="javascript:alert(3)">bad</a><a href="https://example.org/x" onclick="steal()">good</a>' +
        '<iframe src="https://evil.example"></iframe><p style="position:fixed">styled</p>',
    })
    const html = await (await get(`/blog/${evil}`)).text()
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    expect(article).toContain('<strong>there</strong>')
    expect(article).toContain('<a href="https://example.org/x" rel="noopener noreferrer">good</a>')
    for (const bad of ['<script', 'onerror', 'javascript:', 'onclick', '<iframe', 'style=', 'alert(']) {
      expect(article).not.toContain(bad)
    }
  })

  it('titles and slugs are unique', async () => {
    const again = createBlogPost(handle.db, {
      title: 'Sanitised  post!',
      author: 'x',
      date: '2024-01-01',
      content: 'x',
    })
    await expect(again).rejects.toSatisfy(isAppError)
    const empty = createBlogPost(handle.db, { title: '???', author: 'x', date: '2024-01-01', content: 'x' })
    await expect(empty).rejects.toSatisfy(isAppError)
  })

  it('an unpublished post is neither listed nor shown', async () => {
    const { slug: hidden } = await createBlogPost(handle.db, {
      title: 'Draft Post',
      author: 'x',
      date: '2099-01-01',
      content: 'draft',
      published: false,
    })
    expect((await get(`/blog/${hidden}`)).status).toBe(404)
    expect(await (await get('/blog-posts')).text()).not.toContain('Draft Post')
    expect(await (await get('/sitemap.xml')).text()).not.toContain(hidden)
  })
})

describe('GET /blog-images/:file', () => {
  it('serves a stored image with its type, nosniff and a long cache', async () => {
    const [{ name: wide } = { name: '' }] = await handle.db
      .select({ name: blogImages.name })
      .from(blogImages)
      .where(notLike(blogImages.name, '%-600w.webp'))
      .limit(1)
    const res = await get(`/blog-images/${wide}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF')
    const narrow = await get(`/blog-images/${wide!.replace('.webp', '-600w.webp')}`)
    expect(narrow.status).toBe(200)
    expect(Number(narrow.headers.get('content-length'))).toBeLessThan(bytes.length)
  })

  it('imports the upload folder of an older installation once, leaving out files that are not images', async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), 'blog-old-'))
    mkdirSync(blogUploadDir(oldDir), { recursive: true })
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .webp()
      .toBuffer()
    writeFileSync(path.join(blogUploadDir(oldDir), 'old-post-0a1b2c3d4e.webp'), webp)
    writeFileSync(path.join(blogUploadDir(oldDir), 'fake-0a1b2c3d4e.webp'), '<html><script>alert(1)</script>')
    writeFileSync(path.join(blogUploadDir(oldDir), 'notes.txt'), 'not a name this site generates')
    expect(await importBlogImageFolder(handle.db, oldDir)).toEqual({ imported: 1, skipped: 1 })
    expect(await importBlogImageFolder(handle.db, oldDir)).toEqual({ imported: 0, skipped: 1 })
    const res = await get('/blog-images/old-post-0a1b2c3d4e.webp')
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true)
    // The narrow variant falls back to the full-size picture.
    expect((await get('/blog-images/old-post-0a1b2c3d4e-600w.webp')).status).toBe(200)
  })

  it('refuses names it did not generate, paths and files that are not images', async () => {
    // A stored file whose recorded type is not an image is never served, whatever its name says.
    const html = await storeFile(handle.db, Readable.from([Buffer.from('<html><script>alert(1)</script>')]), {
      originalName: 'fake.webp',
      contentType: 'text/html',
      uploadedBy: null,
    })
    await handle.db.insert(blogImages).values({ name: 'fake-0a1b2c3d4e.webp', fileId: html.id })
    for (const name of [
      'fake-0a1b2c3d4e.webp',
      'missing-0a1b2c3d4e.webp',
      '..%2F..%2Fserver.lock',
      '..%2Fblog%2Ffake-0a1b2c3d4e.webp',
      'picture.svg',
      'UPPER.webp',
      '.hidden.webp',
    ]) {
      const res = await get(`/blog-images/${name}`)
      expect([404, 301], name).toContain(res.status)
      if (res.status === 404) expect(res.headers.get('content-type'), name).not.toMatch(/image|html/)
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists every public canonical URL and every published post, absolute', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await res.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const p of prerenderPaths.filter((p) => !p.includes('/thankyou'))) expect(locs).toContain(SITE + p)
    expect(locs).toContain(`${SITE}/blog-posts`)
    for (const post of demoBlogPosts) expect(locs).toContain(`${SITE}/blog/${blogSlug(post.title)}`)
    for (const hidden of ['/thankyou/1', '/login', '/crm']) expect(locs).not.toContain(SITE + hidden)
  })

  it('robots.txt allows the public pages, keeps crawlers out of the back office and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await res.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const p of ['/crm', '/user-list', '/right-list', '/changepassword', '/login', '/api/']) {
      expect(lines).toContain(`Disallow: ${p}`)
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
