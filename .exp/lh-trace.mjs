import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
await chrome.kill()
const a = r.lhr.audits
console.log('score', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0)
const ev = r.artifacts.Trace.traceEvents
writeFileSync(process.env.OUT ?? '/tmp/trace.json', JSON.stringify(ev))
// find renderer main thread: thread_name CrRendererMain with most events
const names = ev.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
const counts = new Map()
for (const e of ev) { const k = e.pid+':'+e.tid; counts.set(k,(counts.get(k)??0)+1) }
const main = names.map(n => n.pid+':'+n.tid).sort((x,y)=>counts.get(y)-counts.get(x))[0]
const [pid, tid] = main.split(':').map(Number)
const mine = ev.filter(e => e.pid===pid && e.tid===tid && e.ph==='X' && e.dur)
mine.sort((x,y)=>x.ts-y.ts)
const nav = ev.find(e=>e.name==='navigationStart' && e.pid===pid)?.ts ?? mine[0].ts
const fcp = ev.find(e=>e.name==='firstContentfulPaint'); console.log('FCP observed at', fcp ? ((fcp.ts-nav)/1000).toFixed(0) : '?', 'nav events', ev.filter(e=>e.name==='navigationStart').map(e=>((e.ts-nav)/1000).toFixed(0)+':'+(e.args?.data?.documentLoaderURL??'')).join(' '))
const tops = mine.filter(e => e.name==='RunTask' || e.name==='ThreadControllerImpl::RunTask')
for (const t of tops.filter(t=>t.dur>=4000)) {
  const kids = mine.filter(e => e!==t && e.ts>=t.ts && e.ts+e.dur<=t.ts+t.dur)
  const by = new Map()
  for (const k of kids) by.set(k.name,(by.get(k.name)??0)+k.dur)
  const top = [...by].sort((x,y)=>y[1]-x[1]).slice(0,8).map(([n,d])=>`${n}:${(d/1000).toFixed(1)}`).join(' ')
  console.log(`t=${((t.ts-nav)/1000).toFixed(0)}ms dur=${(t.dur/1000).toFixed(1)}ms  ${top}`)
}
