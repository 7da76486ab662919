import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SINGLE_PASS_MARKER, singlePassFiles } from '../../vitest.config.ts'

/**
 * The integration suite runs twice in CI, on PGlite and on PostgreSQL; a file marked single-pass runs only on the
 * first. Such a file may reach the database only through the set-up helpers (a test server, its fixtures): never by
 * querying it itself. A file that does must run on both databases, so this test names it.
 */
const touchesTheDatabase: [RegExp, string][] = [
  [/from 'drizzle-orm/, 'imports drizzle-orm'],
  [/#app\/db\//, 'imports the schema'],
  [/\bsql`/, 'writes SQL'],
  [/\.execute\(/, 'runs a statement'],
  [/DATABASE_URL/, 'names DATABASE_URL'],
  [/\bopen(?:Postgres|Embedded|MemoryDatabase)\b|scratchDatabase/, 'opens a database itself'],
  [/from 'pg'|@electric-sql\/pglite/, 'uses a database driver'],
]

describe('the PostgreSQL pass leaves out only files whose subject is not the database', () => {
  const files = singlePassFiles()

  it('finds the single-pass files by their first line', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(readFileSync(file, 'utf8').startsWith(SINGLE_PASS_MARKER)).toBe(true)
  })

  it.each(files)('%s does not query the database itself', (file) => {
    const text = readFileSync(file, 'utf8')
    const reasons = touchesTheDatabase.filter(([pattern]) => pattern.test(text)).map(([, why]) => why)
    expect(reasons, `${file} ${reasons.join(', ')}: remove its single-pass marker`).toEqual([])
  })

  it('the marker says why, and stands only on the first line', () => {
    const all = readdirSync('tests/integration').filter((name) => name.endsWith('.test.ts'))
    for (const name of all) {
      const lines = readFileSync(path.join('tests/integration', name), 'utf8').split('\n')
      lines.forEach((line, index) => {
        if (!line.startsWith(SINGLE_PASS_MARKER)) return
        expect(index, `${name}: the marker must be the first line`).toBe(0)
        expect(
          line.slice(SINGLE_PASS_MARKER.length).trim().length,
          `${name}: say what the file's subject is`,
        ).toBeGreaterThan(10)
      })
    }
  })
})
