import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain build script without type declarations.
import { staticPage } from '../scripts/precompress.mjs'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const built = [
  '<html><head><link nonce="__CSP_NONCE__" rel="icon" href="/favicon.svg"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="__CSP_NONCE__"/>',
  '<style nonce="__CSP_NONCE__">body{color:red}</style></head><body>',
  '<script nonce="__CSP_NONCE__">window.x = "</p>";</script>',
  '<script nonce="__CSP_NONCE__" type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>',
  '<script type="application/ld+json" nonce="__CSP_NONCE__">{"a":1}</script></body></html>',
].join('')

describe('the static form of a prerendered page', () => {
  const page = staticPage(built) as { body: string; scripts: string[]; styles: string[] }

  it('has no nonce left; module preloads stay', () => {
    expect(page.body).not.toContain('nonce')
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>')
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg"/>')
  })

  it('inserts the module script from a classic loader; both are allowed by hash', () => {
    expect(page.body).not.toContain('<script type="module"')
    const code = 'import "/assets/a.js";\nimport("/assets/b.js");'
    expect(page.scripts).toContain(sha256(code))
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(page.body)?.[1]
    expect(loader).toBeTruthy()
    expect(page.scripts).toContain(sha256(loader!))
    expect(page.scripts).toContain(sha256('window.x = "</p>";'))
    expect(page.scripts).toContain(sha256('{"a":1}'))
    expect(page.styles).toEqual([sha256('body{color:red}')])
  })

  it('gives the same page and hashes when run again on its own output', () => {
    const again = staticPage(page.body) as typeof page
    expect(again.body).toBe(page.body)
    expect([...again.scripts].sort()).toEqual([...page.scripts].sort())
  })

  it('refuses a page that still carries the placeholder somewhere else', () => {
    expect(() => staticPage('<div data-x="__CSP_NONCE__"></div>')).toThrow(/placeholder/)
  })
})
