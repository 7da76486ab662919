// @single-pass: the script each public page loads, counted from the built files and their HTTP answers.
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { prerenderPaths } from '#app/lib/public-paths.ts'
import { useTestServer } from '../helpers/server.ts'

// The JavaScript budget of public pages: at most 100 KB of script per page, compressed as served (brotli, as a
// browser asks). Every script a page loads is counted: script and modulepreload tags, the modules its inline module
// scripts import (the islands module is inserted by a loader script on prerendered pages) and, recursively, the
// imports of each of those files, static and on demand (a part loaded on demand is counted as if every page loaded
// it: the budget is an upper bound).

const BUDGET = 100 * 1024
const publicPages = [...prerenderPaths, '/blog-posts', '/hi/blog-posts']

const server = useTestServer()

function get(urlPath: string): Promise<{ status: number; size: number; text: string; encoding?: string }> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: urlPath, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, size: body.length, text: '', encoding: res.headers['content-encoding'] })
      })
    })
    req.on('error', reject)
  })
}

/** The text of a file, uncompressed (fetch decompresses). */
const text = async (urlPath: string) => (await fetch(server.url + urlPath)).text()

const MODULE = /\/assets\/[\w.-]+\.js/g

/** Every script file a page loads, found from its HTML and followed through static imports. */
async function scriptsOf(pagePath: string): Promise<Set<string>> {
  const html = await text(pagePath)
  const found = new Set<string>()
  const queue: string[] = []
  const add = (file: string) => {
    if (!found.has(file)) {
      found.add(file)
      queue.push(file)
    }
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) add(src!)
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) add(href!)
  // Imports written in inline scripts (the module text may sit in a JSON string on prerendered pages).
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [file] of body!.matchAll(MODULE)) add(file)
  }
  while (queue.length) {
    const file = queue.shift()!
    const code = await text(file)
    // Static imports (`import"./x.js"`, `from"./x.js"`) and imports on demand (`import("./x.js")`).
    for (const [, rel] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)) add(`/assets/${rel}`)
  }
  return found
}

/** Per page: the script files it loads and their total size as served. Measured once for both tests below. */
let measured: Promise<{ page: string; files: number; total: number; missing: string[] }[]> | undefined
function measure() {
  measured ??= (async () => {
    const rows = []
    for (const page of publicPages) {
      let total = 0
      const missing: string[] = []
      const files = await scriptsOf(page)
      for (const file of files) {
        const res = await get(file)
        if (res.status !== 200) missing.push(file)
        total += res.size
      }
      rows.push({ page, files: files.size, total, missing })
    }
    console.log(
      rows
        .map((r) => `${r.page.padEnd(44)} ${String(r.files).padStart(3)} files ${(r.total / 1024).toFixed(1)} KB`)
        .join('\n'),
    )
    return rows
  })()
  return measured
}

describe('JavaScript budget of public pages', () => {
  it('finds what each page loads, and every file it names is served', async () => {
    for (const row of await measure()) {
      expect(row.files, row.page).toBeGreaterThan(0)
      expect(row.missing, row.page).toEqual([])
    }
  })

  it(`every public page loads at most ${BUDGET / 1024} KB of script, compressed as served`, async () => {
    for (const row of await measure()) expect(row.total, row.page).toBeLessThanOrEqual(BUDGET)
  })
})
