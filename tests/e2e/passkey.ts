import type { BrowserContext, Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator (CDP WebAuthn) for `page`: a platform authenticator that verifies the user and
 * answers at once, so a spec can add and use a passkey without a person; returns the session and its id.
 */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}
