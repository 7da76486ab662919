import { createHash } from 'node:crypto'
import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/** Spec sections 2 and 9: the list shows the first 350 characters of a post. */
export const EXCERPT_LENGTH = 350

/**
 * What blog HTML may contain (ASVS 1.3.x): text structure, emphasis, lists, quotes, code and links, nothing that
 * runs code, loads anything or styles the page: no script or style, no event handler attribute, no `javascript:`
 * or `data:` link, no image or frame (a post's one picture is its own field). Links open normally; external ones
 * get `rel="noopener noreferrer"`. A top-level heading becomes a second-level one: the page's title is its h1.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

/**
 * A post's content as safe HTML. Content is Markdown (what authors write; HTML inside it, as older posts hold, is
 * Markdown too): it is rendered with `marked` and the result always goes through the allow-list above, so what
 * reaches a page is the same whoever wrote it. A single line break stays a line break.
 */
export function renderBlogContent(content: string): string {
  return renderSafely(content).html
}

/**
 * Rendered posts by their content's hash, newest use last: the blog list renders every post on the page for its
 * excerpt, so each post's Markdown is rendered once per server rather than on every view (ADR 0100).
 */
const rendered = new Map<string, { html: string; ok: boolean }>()
const RENDERED_KEPT = 200

/**
 * A post's content as safe HTML, never throwing: content that the renderer cannot handle (a post saved before the
 * nesting limits, ADR 0100, overflowing marked's stack) is shown as escaped plain paragraphs instead, so one post
 * can never take down the blog list, its own page or its editor. `ok` says whether the Markdown rendered.
 */
export function renderSafely(content: string): { html: string; ok: boolean } {
  const key = createHash('sha256').update(content).digest('base64')
  const cached = rendered.get(key)
  if (cached) {
    rendered.delete(key)
    rendered.set(key, cached)
    return cached
  }
  let result: { html: string; ok: boolean }
  try {
    const html = marked.parse(content.replace(/\r\n?/g, '\n'), { async: false, gfm: true, breaks: true })
    result = { html: sanitizeHtml(html, allowed).trim(), ok: true }
  } catch {
    result = { html: paragraphsToHtml(content.split(/(?:\r\n?|\n)\s*(?:\r\n?|\n)/).filter((p) => p.trim())), ok: false }
  }
  rendered.set(key, result)
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string)
  return result
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/** A post's content as one line of plain text (for the excerpt and the page description). */
export function plainText(content: string): string {
  const html = renderBlogContent(content).replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, ' $&')
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first `length` characters of the plain text (whole characters, never half a surrogate pair). */
export function excerpt(content: string, length = EXCERPT_LENGTH): { text: string; truncated: boolean } {
  const chars = Array.from(plainText(content))
  return { text: chars.slice(0, length).join(''), truncated: chars.length > length }
}

/** Paragraphs of plain text as Markdown: Markdown's own marks in them are escaped, so they stay text. */
export function paragraphsToMarkdown(paragraphs: readonly string[]): string {
  return paragraphs
    .map((p) =>
      p
        .replace(/([\\`*_[\]<>#|~])/g, '\\$1')
        .replace(/^(\s*)([-+])(\s)/, '$1\\$2$3')
        .replace(/^(\s*\d+)([.)])(\s)/, '$1\\$2$3'),
    )
    .join('\n\n')
}

/** Paragraphs of plain text as HTML. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
}
