// Bundles the Express entry (server/index.ts) into build/server-entry/index.js, and the one-off commands
// (server/commands/*: backup, restore, files-move) beside it. Packages stay external: they are loaded from
// node_modules at run time, exactly as installed.
import { build } from 'esbuild'

await build({
  entryPoints: {
    index: 'server/index.ts',
    backup: 'server/commands/backup.ts',
    restore: 'server/commands/restore.ts',
    'files-move': 'server/commands/files-move.ts',
  },
  outdir: `${process.env.BUILD_DIR ?? 'build'}/server-entry`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log(
  `built ${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js (and the backup, restore, files-move commands)`,
)
