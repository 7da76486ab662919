import { defineConfig } from 'vitest/config'
import { contentDocuments } from './vite.config.ts'

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
        },
      },
      {
        plugins: [contentDocuments()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'app/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: keep the number of embedded databases alive at once small.
          maxWorkers: 2,
          // The file-store tests measure memory in use: a full collection before each reading, and no background sweeping
          // that would leave freed buffers counted.
          execArgv: ['--expose-gc', '--single-threaded-gc'],
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
    ],
  },
})
