// `npm run restore -- <file> [--replace]`: puts a backup made by `npm run backup` back. Stop every server first.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { backupKindOf, restoreEmbedded, restorePostgres } from '../backup.ts'
import { positional, runCommand } from './command.ts'

runCommand(async (settings, args) => {
  const given = positional(args)[0]
  if (!given) throw new Error('Name the backup file: npm run restore -- <file> [--replace]')
  const file = path.resolve(given)
  if (!existsSync(file)) throw new Error(`No such file: ${file}`)
  const replace = args.includes('--replace')
  const kind = backupKindOf(file)
  const target = settings.DATABASE_URL ? 'postgres' : 'embedded'
  if (!kind) throw new Error(`${file} is not a backup made by npm run backup.`)
  if (kind !== target) {
    throw new Error(
      kind === 'postgres'
        ? 'This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.',
    )
  }
  if (settings.DATABASE_URL) await restorePostgres(settings.DATABASE_URL, file, { replace })
  else await restoreEmbedded(settings.DATA_DIR, file, { replace })
  console.log(`Restored ${file} into the ${target === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`)
})
