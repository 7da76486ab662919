import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures.ts'

/**
 * Chrome DevTools' cheap phone on a page: 4x slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms latency. Gives the way
 * to cut its connection (the page's DevTools conditions and the context's, which the service worker follows) and an
 * axe scan at the machine's own speed: the scan is the test's instrument, not the phone's work.
 */
export async function emulatePhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const network = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) | 0,
      uploadThroughput: (750e3 / 8) | 0,
    })
  const cpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await network(false)
  await cpu(4)
  return {
    setOffline: async (offline: boolean) => {
      await page.context().setOffline(offline)
      await network(offline)
    },
    scan: async () => {
      await cpu(1)
      try {
        await expectNoAxeViolations(page)
      } finally {
        await cpu(4)
      }
    },
  }
}
