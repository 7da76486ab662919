import type { TFunction } from 'i18next'
import type { Messages } from '#app/messages/en/index.ts'
import type { Locale } from './locale.ts'

/**
 * Messages of the site and the office: catalogues in i18next's format (ADR 0155: nested keys, `{{name}}` tokens,
 * plural forms as `key_one` / `key_other` chosen by the language's CLDR rule), looked up by the few lines below
 * (ADR 0241). The catalogues use nothing else of i18next's format, and i18next itself (14.6 KB of every office
 * page's script as brotli) is kept for its key types only; `i18n.test.ts` renders every key of every catalogue, in
 * every language, through i18next and through this, and expects the same text.
 *
 * A page asks for a translator fixed to its language and namespace, so nothing depends on a process-wide "current
 * language" (the server renders both languages at once). No fallback language: a key that is missing shows as the
 * key, and the catalogue test fails, in either language.
 *
 * The catalogues themselves are added by `addCatalogues`: the server adds both languages at start-up
 * (./catalogues.server.ts); the office in the browser adds only its user's language before it hydrates
 * (app/entry.client.tsx), so an English user never downloads the Hindi words, nor the other way round.
 */

export type Namespace = keyof Messages

type Tree = { readonly [key: string]: string | Tree }
const loaded = new Map<Locale, Map<string, Tree>>()
const pluralRules = new Map<Locale, Intl.PluralRules>()

/** Registers a language's catalogues (each namespace whole). */
export function addCatalogues(locale: Locale, catalogues: Record<string, object>) {
  const namespaces = loaded.get(locale) ?? new Map<string, Tree>()
  for (const [ns, resources] of Object.entries(catalogues)) namespaces.set(ns, resources as Tree)
  loaded.set(locale, namespaces)
}

export function hasCatalogues(locale: Locale) {
  return loaded.get(locale)?.has('errors') ?? false
}

/** A translator for one language and namespace: `translator('hi', 'crm')('list.title')`. */
export function translator<N extends Namespace>(locale: Locale, ns: N): TFunction<N> {
  const t = (key: string, vars?: Record<string, unknown>) => translate(locale, ns, key, vars)
  return t as unknown as TFunction<N>
}

function translate(locale: Locale, ns: string, key: string, vars: Record<string, unknown> | undefined): string {
  const tree = loaded.get(locale)?.get(ns)
  let text: unknown
  const count = vars?.count
  if (typeof count === 'number') text = lookup(tree, `${key}_${plural(locale).select(count)}`)
  if (typeof text !== 'string') text = lookup(tree, key)
  // As i18next with `returnEmptyString: false`: a missing or empty text shows as its key.
  if (typeof text !== 'string' || text === '') return key
  return vars ? text.replace(TOKEN, (whole, name: string) => (vars[name] == null ? whole : String(vars[name]))) : text
}

/** `{{name}}`, as i18next writes a token (spaces inside the braces allowed). */
const TOKEN = /\{\{\s*([\w-]+)\s*\}\}/g

function lookup(tree: Tree | undefined, key: string): unknown {
  let at: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined
    at = at[part]
  }
  return at
}

function plural(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules
}
