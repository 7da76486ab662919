import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nonce, securityHeaders } from './headers.ts'
import { precomputedSecurityHeaders, resourceOnlyHeaders, securityHeadersOfFile, staticFiles } from './static.ts'

// ADR 0237: a hashed build file that a page loads as a resource carries only the security headers that act on it;
// whatever can be a document or a worker's global keeps them all.

describe('which files carry the lean set', () => {
  it.each([
    ['/assets/entry.client-AbC_12-x.js', 'text/javascript; charset=utf-8'],
    ['/assets/app-AbC12.css', 'text/css; charset=utf-8'],
    ['/assets/inter-AbC12.woff2', 'font/woff2'],
    ['/assets/pin-AbC12.png', 'image/png'],
  ])('%s: lean', (urlPath, type) => {
    expect(resourceOnlyHeaders(urlPath, type)).not.toBeNull()
  })

  it.each([
    // A module worker's own script: its CSP is the worker's policy.
    ['/assets/photo-worker-AbC12.worker.js', 'text/javascript; charset=utf-8'],
    // SVG can be opened as a document and run script.
    ['/assets/logo-AbC12.svg', 'image/svg+xml'],
    ['/assets/data-AbC12.json', 'application/json; charset=utf-8'],
    ['/assets/unknown-AbC12.bin', undefined],
    // Outside /assets/: not hashed, not immutable.
    ['/office-sw.js', 'text/javascript; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/about', 'text/html; charset=utf-8'],
  ])('%s: the whole set', (urlPath, type) => {
    expect(resourceOnlyHeaders(urlPath, type)).toBeNull()
  })

  it('keeps the names case-blind and the values as given', () => {
    const full = {
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    }
    expect(securityHeadersOfFile(full, '/assets/a-1.js', 'text/javascript; charset=utf-8')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
    expect(securityHeadersOfFile(full, '/assets/a-1.css', 'text/css; charset=utf-8')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(securityHeadersOfFile(full, '/assets/a-1.worker.js', 'text/javascript; charset=utf-8')).toBe(full)
  })
})

describe('files served from disk (large files, development) follow the same rule', () => {
  let dir = ''
  let server: ReturnType<ReturnType<typeof express>['listen']> | undefined
  let base = ''

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-files-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'assets', 'big-AbC12.js'), 'export const a = 1\n')
    writeFileSync(path.join(dir, 'assets', 'photo-worker-AbC12.worker.js'), 'self.onmessage = () => {}\n')
    writeFileSync(path.join(dir, 'assets', 'logo-AbC12.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const security = securityHeaders({ https: false })
    const app = express()
    app.use(nonce)
    app.use(security)
    app.use(staticFiles(dir, Object.keys(precomputedSecurityHeaders(security as never)({ scripts: [], styles: [] }))))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a script under /assets/: nosniff and the resource policy only', async () => {
    const res = await fetch(`${base}/assets/big-AbC12.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'])
      expect(res.headers.get(name), name).toBeNull()
  })

  it.each(['/assets/photo-worker-AbC12.worker.js', '/assets/logo-AbC12.svg', '/favicon.svg'])(
    '%s keeps the CSP and the rest',
    async (p) => {
      const res = await fetch(`${base}${p}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    },
  )
})
