// `npm run backup -- [file]`: a backup of the database (and so of every stored file) into one file. See ADR 0063.
import path from 'node:path'
import { backupEmbedded, backupPostgres, defaultBackupName } from '../backup.ts'
import { megabytes, positional, runCommand } from './command.ts'

runCommand(async (settings, args) => {
  const kind = settings.DATABASE_URL ? 'postgres' : 'embedded'
  const file = path.resolve(positional(args)[0] ?? defaultBackupName(kind))
  const result = settings.DATABASE_URL
    ? await backupPostgres(settings.DATABASE_URL, file)
    : await backupEmbedded(settings.DATA_DIR, file)
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, ${kind} database).`)
  if (settings.S3_URL) {
    console.log('Files kept in the bucket are not in this backup: back the bucket up too (ADR 0063).')
  }
})
