// Bundles the Express entry (server/index.ts) into build/server-entry/index.js. Packages stay external: they are
// loaded from node_modules at run time, exactly as installed.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log(`built ${process.env.BUILD_DIR ?? 'build'}/server-entry/index.js`)
