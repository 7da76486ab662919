import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A local push service for tests (D61): an HTTPS server on port 0 (a certificate made for 127.0.0.1 here, trusted by
 * the returned agent only) that records each push and answers the status the test sets. A device's subscription keys
 * are made here too (a P-256 key pair and an auth secret, as a browser makes them), so the test decrypts what the
 * server sent (RFC 8291, aes128gcm) and checks its VAPID signature (RFC 8292).
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url')

export interface Device {
  endpoint: string
  p256dh: string
  auth: string
  decrypt(body: Buffer): string
}

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface PushService {
  url: string
  agent: Agent
  received: ReceivedPush[]
  /** The status answered from now on (201 by default). */
  answer(status: number): void
  device(name: string): Device
  close(): Promise<void>
}

/** A browser's subscription keys for `endpoint`, with the decryption of a push sent to it. */
export function deviceKeys(endpoint: string): Device {
  const ecdh = createECDH('prime256v1')
  const uaPublic = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    endpoint,
    p256dh: b64url(uaPublic),
    auth: b64url(authSecret),
    decrypt(body) {
      // Header: salt (16) | record size (4) | key id length (1) | key id (the server's ephemeral public key).
      const salt = body.subarray(0, 16)
      const idLength = body[20]!
      const asPublic = body.subarray(21, 21 + idLength)
      const cipher = body.subarray(21 + idLength)
      const secret = ecdh.computeSecret(asPublic)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
      const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32))
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(cipher.subarray(cipher.length - 16))
      const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()])
      // The last record ends with the delimiter 0x02, then padding zeros.
      let end = plain.length
      while (end > 0 && plain[end - 1] === 0) end--
      if (plain[end - 1] !== 2) throw new Error('not the last record of an aes128gcm push')
      return plain.subarray(0, end - 1).toString('utf8')
    },
  }
}

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<public key>`: signed (ES256) by the key it names, for the push
 * service's origin, not expired. Answers the public key it was signed with.
 */
export function checkVapid(authorization: string, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`)
  const [, jwt, k] = match as unknown as [string, string, string]
  const [header, payload, signature] = jwt.split('.') as [string, string, string]
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('VAPID signature does not verify')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number }
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, expected ${origin}`)
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired')
  return k
}

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    const cert = readFileSync(path.join(dir, 'cert.pem'))
    const key = readFileSync(path.join(dir, 'key.pem'))
    let status = 201
    const received: ReceivedPush[] = []
    const server = createServer({ cert, key }, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
        res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      url,
      agent: new Agent({ ca: cert }),
      received,
      answer(next) {
        status = next
      },
      device: (name) => deviceKeys(`${url}/push/${name}`),
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
