import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/rules.md, ARCHITECTURE.md and the README's layout are the map a newcomer reads to find where a rule lives;
 * docs/recipes.md lists the files each common change touches.
 * Files move; the map must move with them. This test fails when the map names a file that is gone, a test title no
 * longer in its file, or when code cites a decision (D24) or a spec section the map does not explain.
 */

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const maps = ['docs/rules.md', 'ARCHITECTURE.md', 'README.md', 'docs/recipes.md'] as const
const rules = read('docs/rules.md')

/** The folders whose comments and test titles cite decisions and spec sections. */
const citingFolders = ['app', 'server', 'tests', 'bench', 'scripts']
const textFile = /\.(ts|tsx|mts|mjs|js|cjs|css|md)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
}
const sources = citingFolders.flatMap(sourceFiles).map((file) => ({ file, text: read(file) }))

/** A code span that names a file or folder of the repository (not a URL path, a setting or a pattern). */
const repoPath = /^(?:(?:app|server|tests|bench|scripts|docs|public)\/[\w./@+-]*|[\w-]+\.(?:ts|mjs|json|md))$/

function citedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((span) => repoPath.test(span))
}

/** `tests/…/x.test.ts` › “title”: the title must still be in that file. */
function citedTestTitles(markdown: string): { file: string; title: string }[] {
  const found: { file: string; title: string }[] = []
  let file: string | undefined
  for (const m of markdown.matchAll(/`([^`\s]+\.(?:test|spec)\.ts)`|›\s*“([^”]+)”/g)) {
    if (m[1]) file = m[1]
    else if (file) found.push({ file, title: m[2]!.replace(/\s+/g, ' ') })
  }
  return found
}

/** Every number in "spec section 3", "spec sections 2, 3 and 5", "the spec's sections 2-5" (the spec has 1 to 9). */
function specSections(text: string): number[] {
  const numbers: number[] = []
  for (const m of text.matchAll(/\bspec(?:'s)? sections?\s+(\d\b(?:\s*(?:,|and|-|–|to)\s*\d\b)*)/gi)) {
    for (const part of m[1]!.split(/\s*(?:,|and)\s*/)) {
      const [from, to = from] = part.split(/\s*(?:-|–|to)\s*/).map(Number)
      for (let n = from!; n <= to!; n++) numbers.push(n)
    }
  }
  return numbers
}

describe('the map of rules and code (docs/rules.md, ARCHITECTURE.md)', () => {
  it.each(maps)('%s names only files and folders that exist', (map) => {
    const paths = citedPaths(read(map))
    expect(paths.length).toBeGreaterThan(10)
    expect(paths.filter((p) => !existsSync(path.join(root, p)))).toEqual([])
  })

  it('names only test titles that are in the test files it names', () => {
    const titles = citedTestTitles(rules)
    expect(titles.length).toBeGreaterThan(50)
    const missing = titles.filter(
      ({ file, title }) => !existsSync(path.join(root, file)) || !read(file).includes(title),
    )
    expect(missing).toEqual([])
  })

  it('states every decision the code cites (D24 and friends), once each, with where it lives or "planned"', () => {
    const entries = [...rules.matchAll(/^- \*\*D(\d+) ([^\n]*(?:\n {2}[^\n]*)*)/gm)]
    const stated = entries.map((m) => Number(m[1]))
    expect(new Set(stated).size).toBe(stated.length)
    for (const [entry] of entries) {
      expect(entry, entry.slice(0, 40)).toMatch(/Where: `|planned/i)
    }
    const cited = new Map<number, string>()
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/\bD(\d{1,2})\b/g)) {
        const decision = Number(m[1])
        if (!cited.has(decision)) cited.set(decision, file)
      }
    }
    expect(cited.size).toBeGreaterThan(20)
    const unstated = [...cited].filter(([d]) => !stated.includes(d)).map(([d, file]) => `D${d} (${file})`)
    expect(unstated).toEqual([])
  })

  it('explains every spec section the code cites', () => {
    const explained = [...rules.matchAll(/^#{2,4} Spec section (\d+):/gm)].map((m) => Number(m[1]))
    const unexplained = sources.flatMap(({ file, text }) =>
      specSections(text)
        .filter((n) => !explained.includes(n))
        .map((n) => `spec section ${n} (${file})`),
    )
    expect(specSections('spec sections 2-4, 6 and 8')).toEqual([2, 3, 4, 6, 8])
    expect(specSections('the upload limit (spec section 9, 10 MB)')).toEqual([9])
    expect([...new Set(unexplained)]).toEqual([])
  })
})
