import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogPosts } from '#app/db/schema.ts'
import { messages } from '#app/lib/errors.ts'
import { useTestServer } from '../helpers/server.ts'
import { getPage, postForm, snapshot, staffWith } from '../helpers/staff.ts'

// Issue 17 item 4 (ADR 0100): a post nested deeper than the Markdown renderer copes with is refused at save and in
// the preview with a message under the content field; a post that is already stored and cannot be rendered (saved
// before the limits) is shown as plain text, and the blog list, its page and its editor keep answering.

const server = useTestServer()
const handle = server.database
let cookie = ''

beforeAll(async () => {
  cookie = (await staffWith(handle.db, { BLOG: { query: true, add: true, edit: true } }, { userName: 'Blog Limits' }))
    .cookie
})

function postEditor(fields: Record<string, string>) {
  const form = new FormData()
  form.append('intent', 'save')
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return fetch(`${server.url}/blog-admin/new`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, cookie },
    body: form,
  })
}

const hostile = {
  quotes: '> '.repeat(25_000),
  'numbered list': '1. '.repeat(16_000),
  emphasis: `${'*a '.repeat(2000)}b${'*'.repeat(2000)}`,
}

describe('saving and previewing a post nested too deeply', () => {
  it.each(Object.entries(hostile))('%s: refused with the message, nothing saved', async (_name, content) => {
    const before = await snapshot(handle.db)
    const res = await postEditor({ title: 'Deep Post', author: 'Asha', date: '2026-03-09', content })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(messages.BLOG_CONTENT_TOO_DEEP)
    const preview = await postForm(server.url, '/blog-admin/new', { intent: 'preview', content }, cookie)
    expect(preview.status).toBe(400)
    expect(await preview.text()).toContain('nests quotes or lists more than 20 levels deep')
    expect(await snapshot(handle.db)).toBe(before)
  })

  it('the editor shows the refusal as text under the content field (no script)', async () => {
    const res = await postEditor({ title: 'Deep Post', author: 'Asha', date: '2026-03-09', content: hostile.quotes })
    const page = await res.text()
    expect(page).toContain('nests quotes or lists more than 20 levels deep')
    expect(page).toMatch(/aria-invalid="true"/)
  })

  it('ordinary nesting (a few quote and list levels, bold list items) still saves', async () => {
    const content = `${'> '.repeat(5)}quoted\n\n${Array.from({ length: 6 }, (_, i) => `${'  '.repeat(i)}- **item** ${i}`).join('\n')}`
    const res = await postEditor({ title: 'Nested Enough', author: 'Asha', date: '2026-03-09', content })
    expect(res.status, await res.clone().text()).toBe(302)
  })
})

describe('a stored post the renderer cannot handle takes nothing down', () => {
  it('the list, the post, its editor and the other posts answer; the post shows as plain text', async () => {
    const insert = async (title: string, slug: string, content: string) => {
      const [row] = await handle.db
        .insert(blogPosts)
        .values({ title, slug, author: 'Old Import', postDate: '2026-01-02', content, published: true })
        .returning({ srno: blogPosts.srno })
      return row!.srno
    }
    // Written past the form (as an older version allowed): 25,000 nested quotes.
    const broken = await insert('Broken Post', 'broken-post', `Opening words\n\n${'> '.repeat(25_000)}end`)
    await insert('Healthy Post', 'healthy-post', 'All **well** here.')
    const list = await getPage(server.url, '/blog-posts')
    expect(list.status).toBe(200)
    const listHtml = await list.text()
    expect(listHtml).toContain('Healthy Post')
    expect(listHtml).toContain('Broken Post')
    const page = await getPage(server.url, '/blog/broken-post')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Opening words')
    const editor = await getPage(server.url, `/blog-admin/${broken}`, cookie)
    expect(editor.status).toBe(200)
    const healthy = await getPage(server.url, '/blog/healthy-post')
    expect(await healthy.text()).toContain('<strong>well</strong>')
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.srno, broken))
    expect(row?.published).toBe(true)
  })
})
