// @single-pass: the public forms' controls in the HTML.
import { describe, expect, it } from 'vitest'
import { createBlogPost } from '#app/domain/blog/blog.server.ts'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { useTestServer } from '../helpers/server.ts'

// The public forms' controls as the HTML validator reads them: autofill tokens the HTML standard allows for the
// control's type, and none of the browser's own checks (the form kit's rule, ADR 0037: messages come from the
// schema, written next to the field, never a browser bubble).

const server = useTestServer()

/** Every public page with a form: the prerendered pages, and a blog post (the Request a Callback box). */
let fetched: Promise<{ path: string; html: string }[]> | undefined
const publicPages = () => {
  fetched ??= fetchPublicPages()
  return fetched
}

async function fetchPublicPages(): Promise<{ path: string; html: string }[]> {
  const { slug } = await createBlogPost(server.db, {
    title: 'Form markup check',
    author: 'Test',
    date: '2026-01-02',
    content: '<p>Text.</p>',
    published: true,
  })
  const paths = [...prerenderPaths, '/blog-posts', `/blog/${slug}`, '/hi/blog-posts', `/hi/blog/${slug}`]
  const pages = []
  for (const path of paths) {
    const res = await fetch(server.url + path)
    expect(res.status, path).toBe(200)
    pages.push({ path, html: await res.text() })
  }
  return pages
}

/** An attribute's value; names in any case, as HTML reads them (React writes `autoComplete`). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe('public form controls', () => {
  it('a phone field asks for a whole phone number: autocomplete "tel", the token the standard allows on type=tel', async () => {
    let phones = 0
    for (const { path, html } of await publicPages()) {
      for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
        if (attribute(tag, 'type') !== 'tel') continue
        phones++
        // tel-national and the other parts of a number belong to text fields only; the checker refuses them here.
        expect(attribute(tag, 'autocomplete'), `${path}: ${tag}`).toBe('tel')
      }
    }
    // The quote forms (home, services, contact, offers), the pay form and the callback box.
    expect(phones).toBeGreaterThanOrEqual(16)
  })

  it('no control carries the browser’s own checks (pattern, required)', async () => {
    for (const { path, html } of await publicPages()) {
      for (const [tag] of html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
        expect(tag, path).not.toMatch(/\s(?:pattern|required)(?:[=\s>/])/i)
      }
    }
  })
})
