// @single-pass: the HTML of the public pages and blog, checked by the Nu HTML Checker.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demoBlogPosts } from '#app/content/blog-demo.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { loadDemoContent } from '#server/demo-content.ts'
import { useTestServer } from '../helpers/server.ts'

// Issue 21: the Nu HTML Checker (vnu, the W3C validator's engine) finds no error on any public page. The pages are
// checked as the built server serves them (the prerendered HTML), plus the blog list and a blog post, which are rendered
// per request. One Java start for all pages: the checker's start-up is most of its time.

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')
const dataDir = mkdtempSync(path.join(tmpdir(), 'html-validity-'))
const pagesDir = mkdtempSync(path.join(tmpdir(), 'html-validity-pages-'))
const server = useTestServer({ DATA_DIR: dataDir })
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(pagesDir, { recursive: true, force: true })
})

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** Runs vnu once over all files; its JSON report is on stderr, and its exit code is 1 when it found errors. */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(`vnu gave no JSON report: ${stderr}`))
        }
      },
    )
  })
}

describe('HTML validity (Nu HTML Checker)', () => {
  it('finds no error on any public page, the blog list or a blog post', { timeout: 120_000 }, async () => {
    await loadDemoContent(server.database.db)
    const post = demoBlogPosts[0]
    if (!post) throw new Error('no demo blog post')
    const slug = blogSlug(post.title)
    // Both languages: the Hindi blog list and a post shown in the Hindi chrome (D55).
    const paths = [...prerenderPaths, '/blog-posts', `/blog/${slug}`, '/hi/blog-posts', `/hi/blog/${slug}`]
    const fileOf = new Map<string, string>()
    for (const [i, p] of paths.entries()) {
      const res = await fetch(server.url + p, { redirect: 'manual' })
      expect(res.status, p).toBe(200)
      const file = path.join(pagesDir, `page-${i}.html`)
      // The checker's CSS parser lags behind the CSS browsers take (Tailwind 4's @property, @layer and nesting in the
      // inlined style sheet) and parsing it is most of the checker's time: the style sheet is left out, and so are CSS
      // messages (a style attribute's); the markup is what this test is about (ADR 0107).
      writeFileSync(file, (await res.text()).replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2'))
      fileOf.set(`file:${file}`, p)
    }
    const started = Date.now()
    const messages = await vnu([...fileOf.keys()].map((url) => url.slice('file:'.length)))
    console.info(`vnu checked ${paths.length} pages in ${Date.now() - started} ms`)
    // Each error as "page:line:column message", so a failure lists them all.
    const errors = messages.map(
      (m) =>
        `${(m.url && fileOf.get(m.url)) ?? m.url}:${m.lastLine}:${m.firstColumn} ${m.type}: ${m.message}` +
        (m.extract ? ` [${m.extract.trim()}]` : ''),
    )
    expect(errors).toEqual([])
  })
})
