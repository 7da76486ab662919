/**
 * A redirect target from user input, kept on this site: only a path starting with one `/` (not `//`, not `/\`,
 * no scheme) is followed; anything else falls back (open-redirect advisories of security.md).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || target === '') return fallback
  const trimmed = target.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return fallback
  // Control characters (tabs, line breaks) are dropped by URL parsers and could smuggle a scheme through.
  if ([...trimmed].some((c) => c.charCodeAt(0) < 32) || trimmed.includes('\\')) return fallback
  try {
    const url = new URL(trimmed, 'http://localhost')
    if (url.origin !== 'http://localhost') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
