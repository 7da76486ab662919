/**
 * A redirect target from user input, kept on this site. The target is resolved the way a browser resolves it (dot
 * segments collapse, so `/.//evil.example` becomes `//evil.example`), and only then judged: what survives is a
 * path on this origin that does not start with `//` or `/\`, with no control characters; anything else falls back
 * (open-redirect advisories of security.md).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || target === '') return fallback
  const trimmed = target.trim()
  if (!trimmed.startsWith('/')) return fallback
  // Control characters (tabs, line breaks) are dropped by URL parsers and could smuggle a scheme through.
  if ([...trimmed].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) || trimmed.includes('\\')) {
    return fallback
  }
  try {
    const base = 'http://same-origin.invalid'
    const url = new URL(trimmed, base)
    if (url.origin !== base) return fallback
    const resolved = url.pathname + url.search + url.hash
    if (resolved.startsWith('//') || resolved.startsWith('/\\')) return fallback
    // What the browser will do with the Location header must land on this origin too.
    if (new URL(resolved, base).origin !== base) return fallback
    return resolved
  } catch {
    return fallback
  }
}
