import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { contentDocuments } from './vite.config.ts'

const integrationDir = 'tests/integration'

/**
 * The marker of an integration test file whose subject is not the database (public HTML, headers, markup, static
 * files, the proxy example): it runs once, in the `integration` project on the embedded database, and the
 * PostgreSQL pass (`integration-postgres`) leaves it out. `tests/unit/test-layout.test.ts` fails when a file with
 * the marker reads or writes the database itself, so a database-touching test cannot be left out of that pass.
 */
export const SINGLE_PASS_MARKER = '// @single-pass:'

/** The integration files that carry the single-pass marker on their first line. */
export function singlePassFiles(): string[] {
  return readdirSync(integrationDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(integrationDir, name))
    .filter((file) => readFileSync(file, 'utf8').startsWith(SINGLE_PASS_MARKER))
}

const integration = {
  include: [`${integrationDir}/**/*.test.ts`, 'app/**/*.int.test.ts'],
  environment: 'node',
  // Limits for a hang, not measures of speed (the slowest tests are printed after each run): on a machine busy with
  // other work a test takes as long as it must.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Two cores: keep the number of embedded databases alive at once small.
  maxWorkers: 2,
  // The file-store tests measure memory in use: a full collection before each reading, and no background sweeping
  // that would leave freed buffers counted.
  execArgv: ['--expose-gc', '--single-threaded-gc'],
  // Checks the build, and migrates and seeds the template databases each test file copies (once per run).
  globalSetup: [`${integrationDir}/global-setup.ts`],
}

// vite.config.ts is not read when this file exists: the projects name the plugins the modules under test need (the
// page content documents, ADR 0165).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [contentDocuments()],
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
          environment: 'node',
          // A limit for a hang, not a measure of speed: the property-based and source-scanning tests take seconds of
          // CPU, and on a machine busy with other work (load 4 and more) they overran vitest's default of 5 s.
          testTimeout: 60_000,
        },
      },
      // Every integration file, on the embedded database (or on PostgreSQL when DATABASE_URL is set, to run one file
      // there by hand).
      { plugins: [contentDocuments()], test: { name: 'integration', ...integration } },
      // The PostgreSQL pass of CI (DATABASE_URL set): the files whose subject is the database, locks, races,
      // migrations, several servers, the file store and sessions; not the single-pass ones.
      {
        plugins: [contentDocuments()],
        // A third worker: on PostgreSQL a worker spends part of its time waiting for the server's replies, and two
        // left a core idle (measured: 277 s with two, 247 s with three).
        test: { name: 'integration-postgres', ...integration, maxWorkers: 3, exclude: singlePassFiles() },
      },
    ],
  },
})
