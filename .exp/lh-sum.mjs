import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
const urls = process.argv.slice(2)
const runs = Number(process.env.RUNS ?? 3)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run'] })
for (const url of urls) for (let i=0;i<runs;i++) {
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = r.lhr.audits
const ev = r.artifacts.Trace.traceEvents
const names = ev.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
const counts = new Map()
for (const e of ev) { const k = e.pid+':'+e.tid; counts.set(k,(counts.get(k)??0)+1) }
const main = names.map(n => n.pid+':'+n.tid).sort((x,y)=>counts.get(y)-counts.get(x))[0]
const [pid, tid] = main.split(':').map(Number)
const mine = ev.filter(e => e.pid===pid && e.tid===tid && e.ph==='X' && e.dur)
const sum = (n) => (mine.filter(e=>e.name===n).reduce((s,e)=>s+e.dur,0)/1000).toFixed(1)
const tops = mine.filter(e => e.name==='RunTask')
const long = tops.filter(t=>t.dur>=12500)
console.log(url.padEnd(40), 'score', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0,
 '| Layout', sum('Layout'), 'Style', sum('UpdateLayoutTree'), 'Parse', sum('ParseHTML'), 'Paint', sum('Paint'), 'Commit', sum('Commit'), 'Eval', sum('EvaluateScript'), '| long', long.length, (long.reduce((s,t)=>s+t.dur,0)/1000).toFixed(0))
}
await chrome.kill()
