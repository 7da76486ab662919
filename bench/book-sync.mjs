// `npm run bench:sync` (after `npm run build`): the phone's book of leads (ADR 0206) on an emulated cheap phone.
//   A fresh server on the embedded database with a book of 2,500 leads (made by the server's import, D62), and
//   Chromium at 390 x 844 under Chrome DevTools' emulation: 4x CPU slow-down, 1.6 Mbps down, 750 kbps up, 150 ms.
//   - First full sync: the office page opened with an empty profile; from the first /crm/book request until the
//     book's cursor is written in IndexedDB: the time, the answers' bytes as sent (compressed) and their count.
//   - A later sync of 20 changes: 20 new leads recorded (each with its visit and selfie), then the page's sync
//     started (the 'online' event): its time, bytes and requests.
// Figures are printed; the run fails when the phone does not end with every lead.
import {
  BENCH_ADMIN_PASSWORD,
  CHEAP_PHONE,
  emulatePhone,
  newLeadFields,
  postVisit,
  runWhenMain,
  smallPhoto,
  withServerAndBrowser,
} from './lib.mjs'

const BOOK = Number(process.env.BENCH_BOOK ?? 2500)
const CHANGES = 20
const phone = CHEAP_PHONE

/** Every cookie a sign-in sets (the session's and the offline copy's key, ADR 0170), as the browser would keep them. */
async function signInCookies(port) {
  const origin = `http://127.0.0.1:${port}`
  const res = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ intent: 'signin', userId: 'admin', password: BENCH_ADMIN_PASSWORD }).toString(),
  })
  return res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin }
  })
}

async function importBook(port, cookie) {
  const origin = `http://127.0.0.1:${port}`
  const rows = ['Business name,Contact person,Mobile,Address']
  for (let n = 1; n <= BOOK; n++) rows.push(`Sync Bench Shop ${n},Owner ${n},${9000000000 + n},Market Road ${n}`)
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('file', new Blob([`\uFEFF${rows.join('\r\n')}`], { type: 'text/csv' }), 'book.csv')
  const up = await fetch(`${origin}/crm/import`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, cookie },
    body: form,
  })
  const id = /\/crm\/import\/(\d+)/.exec(up.headers.get('location') ?? '')?.[1]
  if (!id) throw new Error(`import upload: ${up.status}`)
  const run = await fetch(`${origin}/crm/import/${id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'run' }).toString(),
  })
  if (run.status !== 303) throw new Error(`import run: ${run.status}`)
}

/** The book's state in the page's IndexedDB: its cursor, time of sync and count. */
function bookMeta(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('office-book')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('meta')) return resolve(db.close() ?? null)
          const get = db.transaction('meta').objectStore('meta').get('sync')
          get.onsuccess = () => {
            db.close()
            resolve(get.result ?? null)
          }
          get.onerror = () => resolve(null)
        }
      }),
  )
}

async function until(check, timeoutMs = 300_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

export function measureBookSync() {
  return withServerAndBrowser(async ({ port, origin, browser, cookie }) => {
    await importBook(port, cookie)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
    await context.addCookies(await signInCookies(port))
    const page = await context.newPage()
    const cdp = await emulatePhone(page, phone)
    const book = new Map()
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith(`${origin}/crm/book`))
        book.set(e.requestId, { started: e.timestamp, bytes: 0, json: 0 })
    })
    cdp.on('Network.dataReceived', (e) => {
      const r = book.get(e.requestId)
      if (r) r.json += e.dataLength
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = book.get(e.requestId)
      if (r) Object.assign(r, { bytes: e.encodedDataLength, finished: e.timestamp })
    })
    await page.goto(`${origin}/crm`)
    const firstStart = await until(() => book.size > 0 && Date.now())
    const full = await until(async () => {
      const meta = await bookMeta(page)
      return meta?.cursor ? meta : null
    })
    const fullMs = Date.now() - firstStart
    const fullRequests = [...book.values()]
    book.clear()

    const photo = await smallPhoto()
    for (let n = 1; n <= CHANGES; n++) {
      const res = await postVisit(
        port,
        cookie,
        newLeadFields({
          clientKey: `sync-bench-${n}-${Date.now()}`,
          businessName: `Sync Bench Change ${n}`,
          contactPerson: `Changed ${n}`,
          mobile: `98${String(20000000 + n).padStart(8, '0')}`,
        }),
        photo,
      )
      if (res.status !== 200) throw new Error(`change ${n}: ${res.status}`)
    }
    const laterStart = Date.now()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    const later = await until(async () => {
      const meta = await bookMeta(page)
      return meta && meta.syncedAt !== full.syncedAt ? meta : null
    })
    const laterMs = Date.now() - laterStart
    const laterRequests = [...book.values()]
    const kb = (rs) => (rs.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1)
    const jsonKb = (rs) => (rs.reduce((s, r) => s + r.json, 0) / 1024).toFixed(1)
    // The time the answers took on the network, server included (the rest is the phone decoding and storing them).
    const netMs = (rs) => Math.round(rs.reduce((s, r) => s + ((r.finished ?? r.started) - r.started), 0) * 1000)
    console.log(
      `\nBook of leads on a cheap phone (CPU ${phone.cpuRate}x slower, 1.6 Mbps down, ${phone.network.latency} ms latency), 390 px:`,
    )
    console.log(
      `  first full sync of ${full.count} leads: ${fullMs} ms (${netMs(fullRequests)} ms of it waiting for the answers), ${kb(fullRequests)} KB as sent (${jsonKb(fullRequests)} KB of JSON) in ${fullRequests.length} answers`,
    )
    console.log(
      `  later sync of ${CHANGES} changes: ${laterMs} ms (${netMs(laterRequests)} ms waiting), ${kb(laterRequests)} KB as sent (${jsonKb(laterRequests)} KB of JSON) in ${laterRequests.length} answer(s); book now ${later.count} leads`,
    )
    await context.close()
    return full.count === BOOK && later.count === BOOK + CHANGES
  })
}

await runWhenMain(import.meta.url, measureBookSync)
