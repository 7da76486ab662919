import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
const url = process.argv[2]
const flags = (process.env.EXTRA_FLAGS ?? '').split(' ').filter(Boolean)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run', ...flags] })
for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: (process.env.CATS ?? 'performance').split(',') })
const a = lhr.audits
console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'CLS', a['cumulative-layout-shift'].displayValue, 'SI', a['speed-index'].displayValue)
if (process.env.DETAIL) {
console.log('long tasks', JSON.stringify(a['long-tasks'].details?.items?.slice(0,10)))
console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details?.items))
console.log('bootup', JSON.stringify(a['bootup-time'].details?.items))
}
}
await chrome.kill()
