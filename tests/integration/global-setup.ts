import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import { openMemoryDatabase, openPostgres } from '#app/lib/db.server.ts'
import { adminQuery, databaseUrl } from '../../scripts/lib/harness.mjs'
import { TEST_ADMIN_PASSWORD, type TemplateDatabases } from '../helpers/db.ts'

/**
 * Once per run, before any test file: checks the production build is there, then migrates and seeds the template
 * databases every test file copies (`createTestDatabase`), so no file pays for the migrations again. On PGlite the
 * templates are tarballs of an in-memory database's folder; on PostgreSQL, databases used as `CREATE DATABASE ...
 * TEMPLATE`. The returned function removes them at the end of the run.
 */
export default async function setup(project: TestProject) {
  const built = process.env.BUILD_DIR ?? 'build'
  if (!existsSync(`${built}/server/index.js`) || !existsSync(`${built}/server-entry/index.js`)) {
    throw new Error('The integration suite needs the production build: run `npm run build` first (npm test does).')
  }
  const url = process.env.DATABASE_URL
  if (project.name === 'integration-postgres' && !url) {
    throw new Error('The integration-postgres project is the PostgreSQL pass: set DATABASE_URL (see the README).')
  }
  console.log(`integration suite database: ${url ? `PostgreSQL (${new URL(url).host})` : 'embedded PGlite'}`)
  const { templates, remove } = url ? await postgresTemplates(url) : await pgliteTemplates()
  project.provide('databaseTemplates', templates)
  return remove
}

async function pgliteTemplates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'it-templates-'))
  const handle = await openMemoryDatabase()
  try {
    const bare = path.join(dir, 'bare.tar')
    writeFileSync(bare, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
    await seedDatabase(handle.db, { adminPassword: TEST_ADMIN_PASSWORD })
    const seeded = path.join(dir, 'seeded.tar')
    writeFileSync(seeded, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()))
    const templates: TemplateDatabases = { kind: 'pglite', bare, seeded }
    return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) }
  } finally {
    await handle.close()
  }
}

async function postgresTemplates(url: string) {
  const run = `tpl_${Date.now().toString(36)}${process.pid}`
  const names = { bare: `${run}_bare`, seeded: `${run}_seeded` }
  const drop = async () => {
    for (const name of Object.values(names)) await adminQuery(url, `drop database if exists ${name} with (force)`)
  }
  try {
    await adminQuery(url, `create database ${names.bare}`)
    // Migrated once; closed before it is copied (PostgreSQL copies only a database no one is connected to).
    await (await openPostgres(databaseUrl(url, names.bare))).close()
    await adminQuery(url, `create database ${names.seeded} template ${names.bare}`)
    const seeded = await openPostgres(databaseUrl(url, names.seeded))
    try {
      await seedDatabase(seeded.db, { adminPassword: TEST_ADMIN_PASSWORD })
    } finally {
      await seeded.close()
    }
  } catch (error) {
    await drop()
    throw error
  }
  const templates: TemplateDatabases = { kind: 'postgres', ...names }
  return { templates, remove: drop }
}
