// Bundles the Express entry (server/index.ts) into build/server-entry/server.js, and the one-off commands
// (server/commands/*: backup, restore, files-move) beside it. Packages stay external: they are loaded from
// node_modules at run time, exactly as installed.
//
// build/server-entry/index.js is a two-line launcher: it sets NODE_ENV to production (unless the environment says
// otherwise) and only then imports the server. React, React DOM and React Router pick their development or
// production build from process.env.NODE_ENV when they are first loaded; left unset, the server rendered every page
// with React's development build, several times slower (ADR 0041). An ES module's imports run before its own code, so
// the setting has to live in a module of its own that imports the server afterwards.
import { writeFile } from 'node:fs/promises'
import { build } from 'esbuild'

const outdir = `${process.env.BUILD_DIR ?? 'build'}/server-entry`

await build({
  entryPoints: {
    server: 'server/index.ts',
    backup: 'server/commands/backup.ts',
    restore: 'server/commands/restore.ts',
    'files-move': 'server/commands/files-move.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
await writeFile(`${outdir}/index.js`, "process.env.NODE_ENV ??= 'production'\nawait import('./server.js')\n")
console.log(
  `built ${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js (and the backup, restore, files-move commands)`,
)
