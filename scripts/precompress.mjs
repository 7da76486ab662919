// Build step after `react-router build`: gives every prerendered page a static body and precompresses the client
// build, so the server (and nginx's gzip_static, see bench/run.mjs) can send the same bytes to everyone.
//
// 1. Prerendered pages (`index.html` under the client build) were rendered with the nonce placeholder. The placeholder
//    is removed and the SHA-256 of each inline script and style is recorded in `<build>/static-pages.json`; the server
//    sends those hashes in the page's CSP instead of a nonce (`'strict-dynamic'` kept). An inline module script
//    allowed by its hash may not import anything under `'strict-dynamic'` (its imports count as parser-inserted, and
//    unlike a nonce a hash is not passed on to them), so each one becomes a small classic script that inserts the
//    same module: a script inserted by an allowed script may import (both hashes are recorded).
//    `<link rel="modulepreload">` tags stay, without the nonce: module preloads are fetched as not parser-inserted,
//    which `'strict-dynamic'` allows.
// 2. Every text file of the client build gets `.br` (quality 11) and `.gz` (level 9) siblings, kept only when smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { staticPage } from './lib/static-page.mjs'

export { staticPage }

const buildDir = process.env.BUILD_DIR ?? 'build'
const clientDir = path.join(buildDir, 'client')
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|data|webmanifest|map|ico)$/i

function walk(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...walk(full))
    else files.push(full)
  }
  return files
}

function main() {
  const pages = {}
  for (const file of walk(clientDir)) {
    if (path.basename(file) !== 'index.html') continue
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
    const { body, scripts, styles } = staticPage(readFileSync(file, 'utf8'))
    writeFileSync(file, body)
    pages[rel ? `/${rel}` : '/'] = { scripts, styles }
  }
  writeFileSync(path.join(buildDir, 'static-pages.json'), `${JSON.stringify(pages, null, 2)}\n`)

  let count = 0
  let before = 0
  let after = 0
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const raw = readFileSync(file)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      },
    })
    const gz = gzipSync(raw, { level: 9 })
    if (br.length < raw.length) writeFileSync(`${file}.br`, br)
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz)
    count++
    before += raw.length
    after += Math.min(br.length, raw.length)
  }
  console.log(
    `static pages: ${Object.keys(pages).length} with script hashes; precompressed ${count} files ` +
      `(${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli)`,
  )
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? '')}`) main()
