import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.server.ts'
import { type Namespace, translator } from './i18n.ts'
import { locales } from './locale.ts'

/**
 * The product's translator against i18next itself, on the product's own catalogues: every key of every namespace,
 * in every language, with its tokens filled and, for a plural key, the counts that pick each form. A catalogue text
 * that used more of i18next's format than the translator reads (nesting, formats, context) would differ here.
 */
const reference = i18next.createInstance()
await reference.init({
  lng: 'en',
  fallbackLng: false,
  ns: [],
  defaultNS: false,
  resources: Object.fromEntries(locales.map((l) => [l, catalogues[l]])),
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
})

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`),
  )
}

const PLURAL = /_(zero|one|two|few|many|other)$/

describe('the translator reads the catalogues as i18next does', () => {
  for (const locale of locales) {
    for (const ns of Object.keys(catalogues[locale]) as Namespace[]) {
      it(`${locale} ${ns}: every key, every token, every plural form`, () => {
        const ours = translator(locale, ns) as unknown as (key: string, vars?: object) => string
        const theirs = reference.getFixedT(locale, ns) as unknown as (key: string, vars?: object) => string
        const keys = new Set(leaves(catalogues[locale][ns]).map(([k]) => k.replace(PLURAL, '')))
        let compared = 0
        for (const key of keys) {
          const texts = leaves(catalogues[locale][ns]).filter(([k]) => k === key || k.replace(PLURAL, '') === key)
          const tokens = new Set(texts.flatMap(([, t]) => [...t.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)].map((m) => m[1]!)))
          const vars = Object.fromEntries([...tokens].map((t) => [t, `‹${t}›`]))
          expect(ours(key), key).toBe(theirs(key))
          expect(ours(key, vars), key).toBe(theirs(key, vars))
          for (const count of [0, 1, 2, 5, 21, 1.5]) {
            expect(ours(key, { ...vars, count }), `${key} ${count}`).toBe(theirs(key, { ...vars, count }))
          }
          compared++
        }
        expect(compared).toBeGreaterThan(0)
        // A key no catalogue holds shows as itself, in both.
        expect(ours('no.such.key')).toBe(theirs('no.such.key'))
      })
    }
  }
})
