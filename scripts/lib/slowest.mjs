// The slowest tests of a run, read from the JSON reports of Vitest and Playwright, printed after each run so the next
// slowdown is seen where it starts (file, title, seconds).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every test of a Vitest JSON report: { file, title, seconds }. */
export function vitestTimes(file) {
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      file: path.relative(process.cwd(), suite.name),
      title: test.fullName ?? test.title,
      seconds: (test.duration ?? 0) / 1000,
    })),
  )
}

/** Every test of a Playwright JSON report: { file, title, seconds } (all its attempts together). */
export function playwrightTimes(file) {
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const out = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
        out.push({ file: `tests/e2e/${spec.file}`, title: [...titles, spec.title].join(' › '), seconds: ms / 1000 })
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title === child.file ? titles : [...titles, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return out
}

/** Prints the `count` slowest of `times` as a table. */
export function printSlowest(times, count = 20, heading = `The ${count} slowest tests`) {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count)
  if (slowest.length === 0) return
  console.log(`\n${heading}:`)
  for (const t of slowest) console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.file}  ${t.title}`)
}
