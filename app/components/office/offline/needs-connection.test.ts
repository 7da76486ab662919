import { describe, expect, it } from 'vitest'
import { needsConnection, orNeedsConnection } from './needs-connection.tsx'

/**
 * ADR 0209: a page only the server can serve (Sign-in methods, the language page) says offline that it needs a
 * connection; any answer of the server, a refusal or an ended session included, is passed on as it is.
 */
describe('a screen that needs the server', () => {
  it("shows the server's data when it answers", async () => {
    const data = await orNeedsConnection(async () => ({ passkeys: [] }))
    expect(needsConnection(data)).toBe(false)
    expect(data).toEqual({ passkeys: [] })
  })

  it('says it needs a connection when the server cannot be reached', async () => {
    const data = await orNeedsConnection(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(needsConnection(data)).toBe(true)
  })

  it("passes on the server's refusal, an error and an ended session, never hiding them as offline", async () => {
    for (const answer of [
      new Response('Not allowed', { status: 403 }),
      new Response('Failed', { status: 500 }),
      new Response(null, { status: 401 }),
      new Response(null, { status: 302, headers: { Location: '/login?next=%2Faccount%2Fsecurity' } }),
    ]) {
      await expect(orNeedsConnection(() => Promise.reject(answer))).rejects.toBe(answer)
    }
  })
})
