import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogues } from '#app/lib/i18n/catalogues.server.ts'
import { defaultLocale, locales, type OtherLocale } from '#app/lib/i18n/locale.ts'
import { descriptionKeyOf, publicMetaKeys } from '#app/lib/i18n/meta.ts'
import { en } from '#app/messages/en/index.ts'

/**
 * The message catalogues (ADR 0155): every key in every language of the list, no text left empty, each language
 * written in its script (Hindi in Devanagari), i18next's `{{tokens}}` the same as English's, and every key used by
 * some code. The type `Catalogue<>` already refuses a missing Hindi key at compile time; this test says which one at run time too, and finds the keys no
 * code reads any more.
 */

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

/** i18next's plural forms are one key in code: `leads_one` and `leads_other` are `t('leads', { count })`. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'messages' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const code = sourceFiles(path.resolve('app'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

/**
 * The keys a page's `meta` names by convention: a staff page's description named after its title
 * (`staffPageMeta('office', '/alerts', 'alerts.metaTitle')` reads `alerts.metaDescription`, descriptionKeyOf), a
 * public page's three entries named after its prefix (`catalogueMeta('site', 'about', '/about')`, publicMetaKeys).
 */
const metaKeys = new Set([
  ...[...code.matchAll(/staffPageMeta\(\s*'\w+',\s*'[^']*',\s*'([\w.]+)'\s*,?\s*\)/g)].map((m) =>
    descriptionKeyOf(m[1]!),
  ),
  ...[...code.matchAll(/catalogueMeta\(\s*'(site|forms)',\s*'([\w.]+)'/g)].flatMap((m) =>
    Object.values(publicMetaKeys[m[1] as keyof typeof publicMetaKeys]).map((name) => `${m[2]}.${name}`),
  ),
])

/**
 * A key is used when code names it whole (`'list.title'`), or names a key that ends where it starts and builds the
 * rest (`t(\`status.${value}\`)` uses every `status.*` key), or names it by a page meta's convention (`metaKeys`).
 */
function used(key: string) {
  const base = pluralBase(key)
  if (code.includes(`'${base}'`) || code.includes(`"${base}"`) || code.includes(`\`${base}\``)) return true
  if (metaKeys.has(base)) return true
  const parts = base.split('.')
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = parts.slice(0, n).join('.')
    if (code.includes(`\`${prefix}.\${`)) return true
  }
  return false
}

const tokens = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort()

/** The script each language other than English is written in: a new language of the list must name its own. */
const script: Record<OtherLocale, RegExp> = { hi: /[\u0900-\u097F]/ }
const others = locales.filter((locale): locale is OtherLocale => locale !== defaultLocale)

describe('message catalogues in every language (D55)', () => {
  for (const ns of Object.keys(en) as (keyof typeof en)[]) {
    describe(ns, () => {
      const english = flatten(en[ns] as Tree)

      it.each(others)('has the same keys in %s as in English', (locale) => {
        const translated = flatten(catalogues[locale][ns] as Tree)
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      })

      it.each(others)('leaves no text empty, writes %s in its script and keeps every {{token}}', (locale) => {
        const translated = flatten(catalogues[locale][ns] as Tree)
        for (const [key, text] of english) {
          expect(text.trim(), `${ns}:${key} (en)`).not.toBe('')
          const other = translated.get(key)
          if (other === undefined) continue
          expect(other.trim(), `${ns}:${key} (${locale})`).not.toBe('')
          // A translated text may be a product name or a number alone (AEPS, Rs. 59) when the English is one too.
          if (/[a-z]{3,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) {
            expect(other, `${ns}:${key} (${locale})`).toMatch(script[locale])
          }
          expect(tokens(other), `${ns}:${key} tokens`).toEqual(tokens(text))
        }
      })

      if (ns !== 'errors') {
        it('has no key that no code uses', () => {
          const unused = [...english.keys()].filter((key) => !used(key))
          expect(unused).toEqual([])
        })
      }
    })
  }
})
