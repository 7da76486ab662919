// Build step after `react-router build`: the back office's service worker (ADR 0148).
// 1. esbuild bundles app/offline/service-worker.ts (Workbox's modules) into one classic script.
// 2. workbox-build's injectManifest writes `<build>/client/office-sw.js` with its precache list: the scripts and
//    styles the back office's pages load (the entry, the root and every route under the office layout, with their
//    imports, read from React Router's client manifest), the web app manifest and its icons. Public pages' own
//    scripts are not precached: the worker never serves a public page.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { injectManifest } from 'workbox-build'

const clientDir = path.join(process.env.BUILD_DIR ?? 'build', 'client')
const OFFICE_LAYOUT = 'routes/office/layout'

/** React Router's client manifest (`window.__reactRouterManifest = {...}` in assets/manifest-*.js). */
function routerManifest() {
  const file = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error('no React Router manifest in the client build')
  const window = {}
  new Function('window', readFileSync(path.join(clientDir, 'assets', file), 'utf8'))(window)
  return { file: `assets/${file}`, manifest: window.__reactRouterManifest }
}

/** Every script and style the office's pages load, as paths inside the client build. */
export function officeFiles() {
  const { file, manifest } = routerManifest()
  const routes = manifest.routes
  const underOffice = (id) => {
    for (let r = routes[id]; r; r = routes[r.parentId]) if (r.id === OFFICE_LAYOUT) return true
    return false
  }
  const files = new Set([file])
  const add = (entry) => {
    for (const f of [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])]) if (f) files.add(f.slice(1))
  }
  add(manifest.entry)
  for (const route of Object.values(routes)) if (route.id === 'root' || underOffice(route.id)) add(route)
  // The stylesheet the root links by address (`app.css?url`), named in the root's module.
  const rootCode = readFileSync(path.join(clientDir, routes.root.module.slice(1)), 'utf8')
  for (const [css] of rootCode.matchAll(/assets\/[\w.-]+\.css/g)) files.add(css)
  // The photo worker (ADR 0212) and the chunks it loads: a photo picked offline is made small the same way.
  const assets = path.join(clientDir, 'assets')
  for (const worker of readdirSync(assets).filter((f) => /^photo-worker-[\w-]+\.worker\.js$/.test(f))) {
    files.add(`assets/${worker}`)
    for (const [, chunk] of readFileSync(path.join(assets, worker), 'utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      files.add(`assets/${chunk}`)
  }
  // Chunks the office's scripts load later (`import()`: a dialog at its first use, the book's screens when the
  // connection is slow): a screen offline must find them too. Followed from file to file.
  const pending = [...files].filter((f) => f.endsWith('.js'))
  while (pending.length > 0) {
    const code = readFileSync(path.join(clientDir, pending.pop()), 'utf8')
    for (const [, chunk] of code.matchAll(/["'`](?:assets\/|\.\/)([\w.-]+\.js)["'`]/g)) {
      const file = `assets/${chunk}`
      if (files.has(file) || !existsSync(path.join(clientDir, file))) continue
      files.add(file)
      pending.push(file)
    }
  }
  return [...files].sort()
}

const work = mkdtempSync(path.join(tmpdir(), 'office-sw-'))
try {
  const swSrc = path.join(work, 'office-sw.js')
  await build({
    entryPoints: ['app/offline/service-worker.ts'],
    outfile: swSrc,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const files = officeFiles()
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(clientDir, 'office-sw.js'),
    globDirectory: clientDir,
    globPatterns: [...files, 'office.webmanifest', 'office-icons/*.png'],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  })
  for (const w of warnings) console.warn(w)
  console.log(`office service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB before compression)`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
