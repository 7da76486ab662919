import type { z } from 'zod'
import { type Locale, locales } from '#app/lib/i18n/locale.ts'

/**
 * A page's content in each language is its language-neutral facts (file names, links, icons, ids, prices, the
 * phone line...), written once in a TS module, laid over that language's document of texts (a YAML file in
 * app/content/pages/), then checked by the page's schema (ADR 0165). Lists are laid over by position and objects by
 * key, so a document must have exactly the items the facts expect, and may not write a fact again. A part that is
 * facts alone (the partners' names and logos) is absent from the documents.
 */

/** The neutral facts of a shape `T`: any of its fields, at any depth; lists item by item. */
export type Facts<T> = T extends readonly (infer Item)[]
  ? Facts<Item>[]
  : T extends object
    ? { [K in keyof T]?: Facts<T[K]> }
    : T

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `facts` laid over `texts`; throws, naming the place, where their shapes disagree. */
export function overlay(facts: unknown, texts: unknown, where: string): unknown {
  if (Array.isArray(facts)) {
    if (!Array.isArray(texts)) throw new Error(`${where}: a list of ${facts.length} items expected`)
    if (texts.length !== facts.length) {
      throw new Error(`${where}: ${texts.length} items, the page's facts have ${facts.length}`)
    }
    return facts.map((item, i) => overlay(item, texts[i], `${where}[${i}]`))
  }
  if (isRecord(facts)) {
    if (!isRecord(texts)) throw new Error(`${where}: an object expected`)
    const merged: Record<string, unknown> = { ...texts }
    for (const [key, fact] of Object.entries(facts)) {
      const inner = `${where}.${key}`
      if (!(key in texts)) merged[key] = fact
      else if (Array.isArray(fact) || isRecord(fact)) merged[key] = overlay(fact, texts[key], inner)
      else throw new Error(`${inner}: a language-neutral fact, written once in TS, not in a document`)
    }
    return merged
  }
  throw new Error(`${where}: facts are objects and lists of them`)
}

/** One page in one language: `facts` over `document`, checked by `schema` (which also puts the keys in order). */
export function pageContent<T>(schema: z.ZodType<T>, facts: Facts<T>, document: unknown, where: string): T {
  const result = schema.safeParse(overlay(facts, document, where))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`)
    throw new Error(`Page content ${where} does not fit its shape:\n${problems.join('\n')}`)
  }
  return result.data
}

/**
 * One page in every language, from its documents named by language (`home.en.yaml`, `home.hi.yaml`). The content
 * modules mark their calls of it pure (`@__PURE__`): the pages are prerendered and not hydrated, so the browser's
 * build drops every page that no component reads, and with it the page's documents.
 */
export function pageInLocales<T>(
  schema: z.ZodType<T>,
  facts: Facts<T>,
  documents: Record<Locale, unknown>,
  name: string,
): Record<Locale, T> {
  return Object.fromEntries(
    locales.map((locale) => [locale, pageContent(schema, facts, documents[locale], `${name}.${locale}`)]),
  ) as Record<Locale, T>
}
