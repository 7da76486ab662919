import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No words written into the JSX of the public and office screens (D55, ADR 0155): what a person reads comes from the
 * message catalogues (app/messages/) or the typed content (app/content/), so that it exists in both languages. This
 * finds JSX text with letters, and the attributes people read or hear (aria-label, title, placeholder, alt, label),
 * given as a literal string. Names that stay in Latin script in both languages (ADR 0155: product names, file
 * types, units) are allowed alone.
 */

const roots = [
  'app/components/site',
  'app/components/office',
  'app/components/ui',
  'app/routes/site',
  'app/routes/office',
  'app/routes/auth',
]
const spokenAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description'])

/** Words that are the same in both languages: product and format names, and the site's own marks. */
const sameInBothLanguages =
  /\b(AEPS|DMT|DSC|Fastag|Micro ATM|ATM|UPI|KYC|OTP|GST|EMI|PAN|PDF|CSV|XLSX|JPG|PNG|GIF|BMP|WebP|MB|KB|Rs|IFSC|ID|SVG|e\.g|x|px|min|max|of|English)\b/g

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return files(full)
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : []
  })
}

function hasWords(text: string) {
  // A path shown as it is (`/blog/`) is an address, not words.
  if (/^\s*\/[\w/.-]*\s*$/.test(text)) return false
  return /[A-Za-z]{2,}/.test(text.replace(sameInBothLanguages, ''))
}

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const where = (node: ts.Node) =>
    `${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.getText())) found.push(`${where(node)} ${node.getText().trim()}`)
    if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText())) {
      const init = node.initializer
      const text =
        init && ts.isStringLiteral(init)
          ? init.text
          : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
            ? init.expression.text
            : null
      if (text && hasWords(text)) found.push(`${where(node)} ${node.name.getText()}="${text}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('screens take their words from the catalogues', () => {
  it('has no literal text in the JSX of public and office screens', () => {
    const found = roots.flatMap((root) => files(path.resolve(root))).flatMap(literalsIn)
    expect(found).toEqual([])
  })
})
