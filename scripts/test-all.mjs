// The README's second command: builds, then runs every suite (unit, integration, end-to-end) and closes with one
// "N passed, N failed" line summing them all.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { playwrightTimes, printSlowest, vitestTimes } from './lib/slowest.mjs'

const reports = 'test-results'
mkdirSync(reports, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedStep = null

const stepTimes = []
function step(name, cmd, args, env = {}) {
  if (failedStep) return false
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  stepTimes.push({ name, seconds: (Date.now() - started) / 1000 })
  if (result.status !== 0) failedStep = name
  return result.status === 0
}

function countVitest(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
  } catch {}
}

function countPlaywright(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += r.stats.expected
    totals.failed += r.stats.unexpected + r.stats.flaky
    totals.skipped += r.stats.skipped
  } catch {}
}

step('build', 'npm', ['run', 'build'])
for (const project of ['unit', 'integration']) {
  const out = `${reports}/vitest-${project}.json`
  step(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  countVitest(out)
}
step('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
})
countPlaywright(`${reports}/playwright.json`)

printSlowest([
  ...vitestTimes(`${reports}/vitest-unit.json`),
  ...vitestTimes(`${reports}/vitest-integration.json`),
  ...playwrightTimes(`${reports}/playwright.json`),
])
console.log('\nSteps:')
for (const t of stepTimes) console.log(`${t.seconds.toFixed(0).padStart(5)} s  ${t.name}`)

if (failedStep) console.log(`\nStopped: the ${failedStep} step failed.`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep || totals.failed ? 1 : 0)
