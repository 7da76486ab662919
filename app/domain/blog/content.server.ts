import sanitizeHtml from 'sanitize-html'

/** Spec sections 2 and 9: the list shows the first 350 characters of a post. */
export const EXCERPT_LENGTH = 350

/**
 * What blog HTML may contain (ASVS 1.3.x): text structure, emphasis, lists, quotes and links, nothing that runs
 * code, loads anything or styles the page. Links open normally; external ones get `rel="noopener noreferrer"`.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}
const looksLikeHtml = (content: string) => /<\/?[a-z][^>]*>/i.test(content)

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * A post's content as safe HTML: HTML content is sanitised; plain text becomes paragraphs (a blank line starts a
 * new one, a single line break stays a line break).
 */
export function renderBlogContent(content: string): string {
  if (looksLikeHtml(content)) return sanitizeHtml(content, allowed)
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
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
  const text = looksLikeHtml(content)
    ? decodeEntities(
        sanitizeHtml(content.replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>/gi, ' $&'), {
          allowedTags: [],
          allowedAttributes: {},
        }),
      )
    : content
  return text.replace(/\s+/g, ' ').trim()
}

/** The first `length` characters of the plain text (whole characters, never half a surrogate pair). */
export function excerpt(content: string, length = EXCERPT_LENGTH): { text: string; truncated: boolean } {
  const chars = Array.from(plainText(content))
  return { text: chars.slice(0, length).join(''), truncated: chars.length > length }
}

/** Paragraphs of plain text as the HTML the content column holds. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
}
