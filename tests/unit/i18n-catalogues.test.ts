import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '#app/messages/en/index.ts'
import { hi } from '#app/messages/hi/index.ts'

/**
 * The message catalogues (ADR 0155): every key in both languages, no text left empty, Hindi written in Devanagari,
 * i18next's `{{tokens}}` the same on both sides, and every key used by some code. The type `Catalogue<>` already
 * refuses a missing Hindi key at compile time; this test says which one at run time too, and finds the keys no
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
 * A key is used when code names it whole (`'list.title'`), or names a key that ends where it starts and builds the
 * rest (`t(\`status.${value}\`)` uses every `status.*` key).
 */
function used(key: string) {
  const base = pluralBase(key)
  if (code.includes(`'${base}'`) || code.includes(`"${base}"`) || code.includes(`\`${base}\``)) return true
  const parts = base.split('.')
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = parts.slice(0, n).join('.')
    if (code.includes(`\`${prefix}.\${`)) return true
  }
  return false
}

const tokens = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort()

describe('message catalogues in English and Hindi (D55)', () => {
  for (const ns of Object.keys(en) as (keyof typeof en)[]) {
    describe(ns, () => {
      const english = flatten(en[ns] as Tree)
      const hindi = flatten(hi[ns] as Tree)

      it('has the same keys in both languages', () => {
        expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort())
      })

      it('leaves no text empty, writes Hindi in Devanagari and keeps every {{token}}', () => {
        for (const [key, text] of english) {
          expect(text.trim(), `${ns}:${key} (en)`).not.toBe('')
          const other = hindi.get(key)
          if (other === undefined) continue
          expect(other.trim(), `${ns}:${key} (hi)`).not.toBe('')
          // A Hindi text may be a product name or a number alone (AEPS, Rs. 59) when the English is one too.
          if (/[a-z]{3,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) {
            expect(other, `${ns}:${key} (hi)`).toMatch(/[\u0900-\u097F]/)
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
