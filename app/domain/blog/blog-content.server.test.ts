import { describe, expect, it } from 'vitest'
import { displayDate } from '#app/lib/dates.ts'
import {
  EXCERPT_LENGTH,
  excerpt,
  paragraphsToHtml,
  paragraphsToMarkdown,
  plainText,
  renderBlogContent,
} from './content.server.ts'
import { blogSlug } from './slug.ts'

describe('blog slugs (D48, D2)', () => {
  it.each([
    ['How a Micro ATM Brings Cash to Your Village', 'how-a-micro-atm-brings-cash-to-your-village'],
    ["Fastag: What's New in 2026?", 'fastag-whats-new-in-2026'],
    ['  A  -  B / C?x=1#y  ', 'a-b-cx1y'],
    ['../../etc/passwd', 'etcpasswd'],
    ['डिजिटल सिग्नेचर', 'डिजिटल-सिग्नेचर'],
    ['???', ''],
  ])('%s -> %s', (title, slug) => {
    expect(blogSlug(title)).toBe(slug)
  })

  it('is the same for any letter case, and for its own output', () => {
    expect(blogSlug('FASTAG Made Simple')).toBe(blogSlug('fastag made simple'))
    expect(blogSlug(blogSlug('Fastag: Made Simple'))).toBe('fastag-made-simple')
  })

  it('shows dates as dd/MM/yyyy', () => {
    expect(displayDate('2026-03-09')).toBe('09/03/2026')
  })
})

describe('blog content', () => {
  it('keeps allowed markup and drops everything that can run or load', () => {
    const html = renderBlogContent(
      '<h2>T</h2><p onclick="x()">a <em>b</em></p><script>alert(1)</script><img src=x onerror=y>' +
        '<a href="javascript:alert(1)">j</a><a href="/about">in</a><style>p{}</style>',
    )
    expect(html).toBe('<h2>T</h2><p>a <em>b</em></p><a>j</a><a href="/about">in</a>')
  })

  it('renders Markdown: plain text becomes escaped paragraphs, a single line break stays one', () => {
    expect(renderBlogContent('a & b\n\nc\nd')).toBe('<p>a &amp; b</p>\n<p>c<br />d</p>')
    expect(renderBlogContent('# Title\n\n**b** [x](https://e.org)')).toBe(
      '<h2>Title</h2>\n<p><strong>b</strong> <a href="https://e.org" rel="noopener noreferrer">x</a></p>',
    )
    expect(paragraphsToHtml(['x < y', '"q"'])).toBe('<p>x &lt; y</p>\n<p>&quot;q&quot;</p>')
  })

  it('paragraphs of plain text stay text through Markdown (their marks are escaped)', () => {
    const source = ['1. Not a list, *not* emphasis, <b>not</b> markup', '- nor a bullet # or heading']
    expect(plainText(paragraphsToMarkdown(source))).toBe(source.join(' '))
  })

  it('the excerpt is the first 350 characters of the plain text, entities decoded', () => {
    expect(plainText('<p>A &amp; B</p><p>C&#39;s</p>')).toBe("A & B C's")
    const long = paragraphsToHtml(['x'.repeat(200), 'y'.repeat(200)])
    const short = excerpt(long)
    expect(Array.from(short.text)).toHaveLength(EXCERPT_LENGTH)
    expect(short.truncated).toBe(true)
    expect(excerpt('<p>short</p>')).toEqual({ text: 'short', truncated: false })
    // Never half a character.
    expect(excerpt('😀'.repeat(400)).text).toBe('😀'.repeat(350))
  })
})
