import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blogPosts } from '#app/db/schema.ts'
import { createBlogPost } from '#app/domain/blog/blog.server.ts'
import { getEnquiry, listEnquiries } from '#app/domain/enquiries/inbox.server.ts'
import { messages } from '#app/lib/errors.ts'
import { errors as hindi } from '#app/messages/hi/errors.ts'
import { lastEnquiry, lastMail, postForm, postJson, validQuote } from '../helpers/forms.ts'
import { useTestServer } from '../helpers/server.ts'

// Issue 21 (D55, ADR 0159, ADR 0160): the public forms of the Hindi pages record their language, the mail and the
// inbox readers show it, the older call style stays English; a blog post may be written in Hindi.

const server = useTestServer({ INFO_EMAIL: 'leads@example.in', TRUST_PROXY: '1' })
const handle = server.database
const get = (p: string) => fetch(server.url + p, { redirect: 'manual' })

const quote = { ...validQuote, variant: 'contact', service: 'Loan' }

describe('the language of a submission', () => {
  it('a quote from a Hindi page is recorded as Hindi, says so in its mail, and lands on the Hindi thank-you page', async () => {
    const res = await postForm(server.url, '/enquiry', { ...quote, source: '/hi/contact', language: 'hi' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/hi/thankyou/1')
    const row = await lastEnquiry(handle.db)
    expect(row).toMatchObject({ sourcePath: '/hi/contact', language: 'hi' })
    const mail = await lastMail(handle.db)
    expect(mail!.body).toContain('Page: /hi/contact\nLanguage: Hindi\n')
    // The inbox's readers carry it, for the list and the detail.
    expect((await getEnquiry(handle.db, row!.id)).language).toBe('hi')
    expect((await listEnquiries(handle.db, {})).rows[0]).toMatchObject({ id: row!.id, language: 'hi' })
  })

  it('an English page sends no language: English, and its mail is as it always was', async () => {
    const res = await postForm(server.url, '/enquiry', { ...quote, source: '/contact' })
    expect(res.headers.get('location')).toBe('/thankyou/1')
    expect(await lastEnquiry(handle.db)).toMatchObject({ language: 'en' })
    expect((await lastMail(handle.db))!.body).not.toContain('Language:')
  })

  it('any other value is English, never refused', async () => {
    for (const language of ['fr', 'HI', '', 'hi-IN']) {
      const res = await postForm(server.url, '/enquiry', { ...quote, source: '/contact', language }, { json: true })
      expect(await res.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
      expect(await lastEnquiry(handle.db)).toMatchObject({ language: 'en' })
    }
  })

  it("a failed plain post from a Hindi page lands on the Hindi 'sorry' page; the JSON answer keeps the exact English", async () => {
    const bad = { ...quote, phone: '12', language: 'hi' }
    const page = await postForm(server.url, '/enquiry', bad)
    expect(page.headers.get('location')).toBe('/hi/thankyou/2')
    const json = await postForm(server.url, '/enquiry', bad, { json: true })
    expect(await json.json()).toMatchObject({ err: messages.INVALID_PHONE })
  })

  it('the callback box of a Hindi page records Hindi (JSON, as its script sends it)', async () => {
    const res = await postJson(server.url, '/api/callback', {
      name: 'Sunita Devi',
      phone: '9123456780',
      email: '',
      message: '',
      source: '/hi/blog/x',
      language: 'hi',
    })
    expect(await res.json()).toEqual({ err: '', msg: messages.THANK_YOU_TEXT })
    expect(await lastEnquiry(handle.db)).toMatchObject({ kind: 'callback', language: 'hi' })
  })

  it('the older call style (contact_a.php) stays English', async () => {
    const payload = { ...validQuote, service: 'Digital Signature Certificate (DSC)', language: 'hi' }
    const res = await postForm(server.url, '/api/contact_a.php', {
      '1': 'contactus',
      '2': JSON.stringify(payload),
      language: 'hi',
    })
    expect(await res.json()).toMatchObject({ err: '' })
    expect(await lastEnquiry(handle.db)).toMatchObject({ sourcePath: '/api/contact_a.php', language: 'en' })
  })
})

describe('the forms of the Hindi pages', () => {
  it('carry the hidden language field and the Hindi of their messages; the English pages carry neither', async () => {
    const hi = await (await get('/hi/contact')).text()
    expect(hi).toContain('name="language" value="hi"')
    expect(hi).toContain('data-messages=')
    // The Hindi of a check's message, keyed by its exact English (HTML-escaped JSON in the attribute).
    expect(hi).toContain(hindi.INVALID_PHONE)
    expect(hi).toContain(messages.INVALID_PHONE)
    expect(hi).toContain('संदेश भेजें')
    const en = await (await get('/contact')).text()
    expect(en).not.toContain('name="language"')
    expect(en).not.toContain('data-messages=')
    expect(en).toContain('Send Message')
  })

  it('the Hindi thank-you pages show the spec texts in Hindi with the exact English as a lang="en" line', async () => {
    const ok = await (await get('/hi/thankyou/1')).text()
    expect(ok).toContain(hindi.THANK_YOU_TITLE)
    expect(ok).toContain(`<span lang="en" class="block text-[0.85em] opacity-90">${messages.THANK_YOU_TEXT}</span>`)
    const sorry = await (await get('/hi/thankyou/2')).text()
    expect(sorry).toContain(hindi.SORRY_TITLE)
    expect(sorry).toMatch(/<span lang="en"[^>]*>We are unable to process your request\. Please write us on <a/)
    const en = await (await get('/thankyou/1')).text()
    expect(en).not.toContain('lang="en" class="block')
  })
})

describe('a blog post written in Hindi (ADR 0160)', () => {
  it('is English unless marked; a Hindi post says lang="hi" on its article, in both languages', async () => {
    const { srno, slug } = await createBlogPost(handle.db, {
      title: 'AEPS cash withdrawal guide in Hindi',
      author: 'Team',
      date: '2026-11-20',
      content: 'AEPS से पैसे निकालना आसान है।',
    })
    const [row] = await handle.db.select().from(blogPosts).where(eq(blogPosts.srno, srno))
    expect(row!.language).toBe('en')
    await handle.db.update(blogPosts).set({ language: 'hi', published: true }).where(eq(blogPosts.srno, srno))
    for (const prefix of ['', '/hi']) {
      const html = await (await get(`${prefix}/blog/${slug}`)).text()
      expect(html).toContain('<article lang="hi">')
    }
    const list = await (await get('/hi/blog-posts')).text()
    expect(list).toMatch(/<article lang="hi"/)
  })
})
