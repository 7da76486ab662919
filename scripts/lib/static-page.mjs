// The static form of a page rendered with the nonce placeholder (ADR 0014): used by the build for the prerendered
// pages (scripts/precompress.mjs) and by the server for the blog posts' pages it keeps in memory (server/page-cache.ts).
// The placeholder is removed and each inline script and style is allowed by its SHA-256 instead. An inline module
// script allowed by its hash may not import anything under `'strict-dynamic'` (its imports count as parser-inserted,
// and unlike a nonce a hash is not passed on to them), so each one becomes a small classic script that inserts the same
// module: a script inserted by an allowed script may import (both hashes are recorded).
import { createHash } from 'node:crypto'

export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The static form of a prerendered page and the hashes its CSP must allow. */
export function staticPage(html) {
  let body = html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '').replaceAll(`nonce="${NONCE_PLACEHOLDER}" `, '')
  if (body.includes(NONCE_PLACEHOLDER)) throw new Error('a nonce placeholder is left in a prerendered page')
  const scripts = []
  body = body.replace(/<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g, (_match, code) => {
    scripts.push(sha256(code))
    // `<` escaped so the module text can never close the script element it travels in.
    const text = JSON.stringify(code).replaceAll('<', '\\u003c')
    return `<script>(function(){var s=document.createElement("script");s.type="module";s.textContent=${text};document.head.appendChild(s)})()</script>`
  })
  for (const match of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(match[1])) continue
    scripts.push(sha256(match[2]))
  }
  // Run again on a page already processed: the inserted module's hash is read back from its loader.
  for (const match of body.matchAll(/s\.textContent=("(?:[^"\\]|\\.)*");document\.head/g)) {
    scripts.push(sha256(JSON.parse(match[1])))
  }
  const styles = []
  for (const match of body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.push(sha256(match[1]))
  return { body, scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}
