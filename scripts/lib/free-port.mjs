import { createServer } from 'node:net'

/** A TCP port free on loopback right now (the OS picks it), for a server the script starts itself. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}
