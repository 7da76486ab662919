import { existsSync } from 'node:fs'

/**
 * The browser for end-to-end tests (design.md): CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's
 * own download. Without any of them the run stops with a message naming the ways to get one.
 */
export function resolveChromium(playwrightOwn: () => string): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium']
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  try {
    const own = playwrightOwn()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright has no browser of its own installed.
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's package (`apt-get install -y chromium`) or set " +
      'CHROMIUM_PATH to a Chromium binary; `npx playwright install chromium` also works where downloads are allowed.',
  )
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
