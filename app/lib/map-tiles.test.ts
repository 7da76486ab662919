import express from 'express'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../server/headers.ts'
import { parseSettings, SettingsError, tileImageSource } from './settings.server.ts'

/**
 * D57: the map tiles come from MAP_TILE_URL (default the OpenStreetMap standard tiles, with their attribution; empty
 * for none), and the CSP allows the tile host as an image source only when tiles come from another host.
 */
describe('map tiles (D57)', () => {
  it('default to the OpenStreetMap standard tiles with their attribution; empty means none', () => {
    const s = parseSettings({})
    expect(s.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(s.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors')
    expect(parseSettings({ MAP_TILE_URL: '' }).MAP_TILE_URL).toBe('')
    expect(parseSettings({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('/tiles/{z}/{x}/{y}.png')
  })

  it.each([
    'https://tiles.example.in/{z}/{x}.png',
    'ftp://tiles.example.in/{z}/{x}/{y}.png',
    '//cdn/{z}/{x}/{y}',
    'tiles',
  ])('a template that cannot be a tile server stops start-up naming it: %s', (value) => {
    expect(() => parseSettings({ MAP_TILE_URL: value })).toThrow(SettingsError)
    expect(() => parseSettings({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL/)
  })

  it("gives the tile server's origin to allow, a wildcard for its subdomains, nothing for this site's own", () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
    expect(tileImageSource('https://{s}.tile.example.in:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.in:8443')
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull()
    expect(tileImageSource('')).toBeNull()
  })

  it('the CSP allows the tile host as an image source only when one is set', async () => {
    const cspOf = async (tileSource: string | null) => {
      const app = express()
      app.use((_req, res, next) => {
        res.locals.cspNonce = 'n'
        next()
      })
      app.use(securityHeaders({ https: false, tileSource }))
      app.get('/', (_req, res) => {
        res.send('ok')
      })
      const server = app.listen(0)
      try {
        const { port } = server.address() as { port: number }
        const res = await fetch(`http://127.0.0.1:${port}/`)
        return res.headers.get('content-security-policy') ?? ''
      } finally {
        server.close()
      }
    }
    const imgSrc = (csp: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith('img-src'))!
        .trim()
    expect(imgSrc(await cspOf('https://tile.openstreetmap.org'))).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    )
    expect(imgSrc(await cspOf(null))).toBe("img-src 'self' data: blob:")
  })
})
