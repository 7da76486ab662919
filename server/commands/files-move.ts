// `npm run files:move -- --to s3|db`: moves every stored file into the bucket or into the database, checking each
// copy's SHA-256 before the switch. Safe to stop and run again. See ADR 0060.

import { moveFiles } from '#app/domain/files/move-files.server.ts'
import { createObjectStore } from '#app/domain/files/object-store.server.ts'
import { openDatabase } from '#app/lib/db.server.ts'
import { megabytes, option, runCommand } from './command.ts'

runCommand(async (settings, args) => {
  const to = option(args, 'to')
  if (to !== 's3' && to !== 'db') throw new Error('Say where to: npm run files:move -- --to s3 (or --to db)')
  if (!settings.S3_URL) throw new Error('files:move needs the bucket: set S3_URL and S3_BUCKET (and the S3 keys).')
  if (settings.FILE_STORAGE !== to) {
    console.log(
      `Note: FILE_STORAGE is ${settings.FILE_STORAGE}, so servers with these settings store new files in the ` +
        `${settings.FILE_STORAGE === 'db' ? 'database' : 'bucket'}. Set FILE_STORAGE=${to} on every server too.`,
    )
  }
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR })
  const store = await createObjectStore(settings)
  try {
    const report = await moveFiles(database.db, store, to, { onProblem: (line) => console.error(line) })
    const where = to === 's3' ? 'the bucket' : 'the database'
    console.log(
      `Moved ${report.moved} files (${megabytes(report.bytes)}) to ${where}; ${report.alreadyThere} were already ` +
        `there; ${report.failed} failed; ${report.orphansDeleted} orphan objects removed from the bucket.`,
    )
    if (report.failed) {
      throw new Error(`Some files could not be moved (${report.failed}, see above); run the command again.`)
    }
  } finally {
    store.close()
    await database.close()
  }
})
