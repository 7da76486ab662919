// The PostgreSQL pass (CI's last step, `npm run test:postgres`): the integration files whose subject is the database
// run again on PostgreSQL (DATABASE_URL, default the local server's `test` database); the single-pass files
// (vitest.config.ts) are left out. Prints the slowest tests and one "N passed, N failed" line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { printSlowest, vitestTimes } from './lib/slowest.mjs'

const out = 'test-results/vitest-postgres.json'
mkdirSync('test-results', { recursive: true })
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' }
const args = ['vitest', 'run', '--project', 'integration-postgres', '--reporter=default', '--reporter=json']
const result = spawnSync('npx', [...args, `--outputFile.json=${out}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
printSlowest(vitestTimes(out))
const r = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined
const skipped = (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0)
console.log(`\nPostgreSQL: ${r?.numPassedTests ?? 0} passed, ${r?.numFailedTests ?? 0} failed, ${skipped} skipped`)
process.exit(result.status ?? 1)
