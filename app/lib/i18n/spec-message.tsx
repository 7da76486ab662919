import { type MessageCode, messages } from '#app/lib/errors.ts'
import { translator } from './i18n.ts'
import { defaultLocale, type Locale } from './locale.ts'
import { useLocale } from './react.ts'

/**
 * The error catalogue's texts in the reader's language (ADR 0156). The spec's messages are requirements word for
 * word, so a page in another language (Hindi) shows that language's text and, as a second line marked
 * `lang="en"`, the exact English; an English page shows the English alone. A text is recognised by its English wording (what the server and the
 * shared zod schemas send), including the catalogue's `{token}` texts once filled in; a text the catalogue does
 * not hold is shown as it came.
 */

interface Pattern {
  code: MessageCode
  regex: RegExp
  names: string[]
}

const exact = new Map<string, MessageCode>()
const patterns: Pattern[] = []
for (const [code, text] of Object.entries(messages) as [MessageCode, string][]) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, code)
    continue
  }
  const source = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)')
  patterns.push({ code, names, regex: new RegExp(`^${source}$`) })
}

/**
 * An English catalogue text in another language, its tokens carried over; null when the text is not the
 * catalogue's.
 */
export function messageIn(english: string, locale: Locale): string | null {
  // From the loaded catalogues, so that the office of an English user carries no Hindi.
  const translated = (code: MessageCode) => translator(locale, 'errors')(code) as string
  const code = exact.get(english)
  if (code) return translated(code)
  for (const { code, regex, names } of patterns) {
    const found = regex.exec(english)
    if (!found) continue
    const vars = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']))
    return translated(code).replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole)
  }
  return null
}

/** A catalogue text for a language: `{ text }` in English; `{ text: Hindi, english }` in Hindi when known. */
export function localizeMessage(english: string, locale: Locale): { text: string; english?: string } {
  if (locale === defaultLocale) return { text: english }
  const text = messageIn(english, locale)
  return text === null ? { text: english } : { text, english }
}

/** Shows a catalogue text in the page's language; on a Hindi page with the exact English as its second line. */
export function SpecMessage({ text }: { text: string }) {
  const shown = localizeMessage(text, useLocale())
  if (!shown.english) return <>{shown.text}</>
  return (
    <>
      {shown.text}
      <span lang="en" className="block text-[0.85em] opacity-90">
        {shown.english}
      </span>
    </>
  )
}
