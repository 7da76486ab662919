// `npm run lighthouse`: audits every public page (the prerendered pages the build lists in static-pages.json, and the
// blog list) with Lighthouse at its default mobile settings (emulated phone, simulated slow 4G and CPU) in Debian's Chromium, and prints the four category
// scores per page (the median of LIGHTHOUSE_RUNS runs, default 3). Not a test: scores vary with the machine's load.
//
//   npm run build && npm run lighthouse          starts the built server (BUILD_DIR, default ./build) on a free port
//   npm run lighthouse -- http://host:port       audits a server that is already running
//
// LIGHTHOUSE_PAGES (paths separated by commas) audits only those pages. LIGHTHOUSE_TASKS=1 also lists the median
// run's main-thread tasks over 50 ms (start, length, and the script Lighthouse attributes them to), the blocking time.
//
// Needs the `lighthouse` package (a dev dependency); without it the script says so and stops.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildDir, startServer } from './lib/harness.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** A demo post (loaded at the first start of a new data folder, D49): the page most likely to be shared. */
const BLOG_POST = '/blog/earning-more-as-a-retail-partner-with-aeps'
const pages = publicPages()
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run']

function fail(message) {
  console.error(message)
  process.exit(1)
}

async function importOrExplain(name) {
  try {
    return await import(name)
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error
    fail(
      `The "${name}" package is not installed, so Lighthouse cannot run.\n` +
        'Add it once with `npm install --save-dev lighthouse` (it brings chrome-launcher), then run ' +
        '`npm run lighthouse` again.',
    )
  }
}

/** The pages the build prerendered, as its static-pages.json lists them. */
function prerenderedPages() {
  const manifest = path.resolve(buildDir(), 'static-pages.json')
  if (!existsSync(manifest)) fail(`No ${manifest}: run \`npm run build\` first (or set BUILD_DIR).`)
  return Object.keys(JSON.parse(readFileSync(manifest, 'utf8'))).sort()
}

/** Every public page: the prerendered ones, the server-rendered blog list and a blog post, in every language. */
function publicPages() {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
  const pages = prerenderedPages()
  // Each language's path prefix ('' for English, '/hi'...), read from the build: every language has an about page.
  const prefixes = pages.filter((p) => p.endsWith('/about')).map((p) => p.slice(0, -'/about'.length))
  return [...pages, ...prefixes.flatMap((prefix) => [`${prefix}/blog-posts`, `${prefix}${BLOG_POST}`])]
}

function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate
  }
  fail("No Chromium found: install Debian's package (`apt-get install -y chromium`) or set CHROMIUM_PATH.")
}

/**
 * The site address the build prerendered its pages with. The server serves the prerendered pages (static bodies from
 * memory, as visitors get them) only while its company settings, the site address among them, are those of the
 * build; any other SITE_URL makes it render every page per request, which is not what is to be measured.
 */
function builtSiteUrl(built) {
  const file = path.join(built, 'prerender-settings.json')
  if (!existsSync(file)) fail(`No ${file}: run \`npm run build\` first (or set BUILD_DIR).`)
  return JSON.parse(readFileSync(file, 'utf8')).siteUrl
}

/** Starts the built server on a scratch data folder, with the build's settings so that it serves prerendered pages. */
async function startSite() {
  const built = path.resolve(buildDir())
  const entry = path.join(built, 'server-entry', 'index.js')
  if (!existsSync(entry)) fail(`No build found at ${entry}: run \`npm run build\` first (or set BUILD_DIR).`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'))
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: builtSiteUrl(built),
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'Lighthouse1',
    LOG_LEVEL: 'error',
  }).catch((error) => fail(`The server did not start: ${error.message}`))
  const stop = async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { base: `http://localhost:${server.port}`, stop }
}

/** A prerendered page served as built carries CSP hashes; a nonce means the server renders it per request. */
async function warnIfRenderedPerRequest(base) {
  const prerendered = prerenderedPages()[0]
  if (!prerendered) return
  const csp = (await fetch(`${base}${prerendered}`)).headers.get('content-security-policy') ?? ''
  if (csp.includes("'nonce-")) {
    console.warn(
      `${prerendered} is rendered per request, not served as prerendered: the server's company settings (SITE_URL ` +
        'among them) differ from those of the build, so these scores are not those of the pages visitors get.',
    )
  }
}

const { default: lighthouse } = await importOrExplain('lighthouse')
const chromeLauncher = await importOrExplain('chrome-launcher')
const chromePath = chromiumPath()

const given = process.argv[2]
const server = given ? { base: given.replace(/\/+$/, ''), stop: async () => {} } : await startSite()
await warnIfRenderedPerRequest(server.base)
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
const rows = []
try {
  for (const page of pages) {
    const url = `${server.base}${page}`
    // Simulated throttling varies from run to run; Lighthouse's own advice is the median of several runs.
    const runs = []
    let failedRuns = 0
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      const lhr = result?.lhr
      if (!lhr) fail(`Lighthouse returned no result for ${url}`)
      // A run whose trace failed (NO_NAVSTART and the like) scores 0: it says nothing about the page, so it is
      // left out of the median (and tried again, up to twice as many runs in all).
      if (lhr.runtimeError) {
        console.warn(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        if (++failedRuns <= RUNS) i--
        continue
      }
      runs.push(lhr)
    }
    if (runs.length === 0) fail(`Lighthouse could not audit ${url}`)
    const median = (id) => {
      const values = runs
        .map((r) => r.categories[id]?.score)
        .filter((v) => v != null)
        .sort((a, b) => a - b)
      return values.length ? values[Math.floor(values.length / 2)] : null
    }
    rows.push({
      page,
      scores: categories.map((id) => (median(id) == null ? '  -' : String(Math.round(median(id) * 100)).padStart(3))),
      perfRuns: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
      tbt: runs.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)).sort((a, b) => a - b),
    })
    // Show what cost points in the median performance run, so a score below 100 says where to look.
    const lhr = runs.find((r) => r.categories.performance?.score === median('performance')) ?? runs[0]
    if (process.env.LIGHTHOUSE_TASKS) {
      for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
        console.log(
          `  ${page} long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url}`,
        )
      }
    }
    for (const id of categories) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          console.log(`  ${page} [${id}] ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`)
        }
      }
    }
  }
} finally {
  await chrome.kill()
  await server.stop()
}

const width = Math.max(...pages.map((p) => p.length), 4)
console.log(`\nLighthouse, mobile settings, ${server.base}`)
console.log(`${'Page'.padEnd(width)}  Perf  A11y  Best   SEO  TBT ms (median)`)
for (const row of rows) {
  const runs = RUNS > 1 ? `   (performance runs: ${row.perfRuns.join(', ')}; TBT ${row.tbt.join(', ')})` : ''
  const tbt = String(row.tbt[Math.floor(row.tbt.length / 2)] ?? '-').padStart(6)
  console.log(`${row.page.padEnd(width)}  ${row.scores.map((s) => s.padStart(4)).join('  ')}  ${tbt}${runs}`)
}
