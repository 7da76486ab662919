// The static benchmark's third side (bench/run.mjs, `static`): what Node's own HTTP server costs on this machine. A
// bare `node:http` server answers each path with the bytes and headers the product sent for it, and does nothing else
// per request (no lookup, no negotiation, no request id). The product answers such files beneath Node's HTTP server,
// straight off the connection (ADR 0248), so it can serve more than this; what nginx serves above both is the gap
// left to a process that runs JavaScript.
//
// `node bench/bare-node.mjs <responses.json>`: the file maps a path to `{ headers: [name, value, ...], body: base64 }`;
// the server listens on a port from the OS and prints it on its first line.

import { readFileSync } from 'node:fs'
import http from 'node:http'

const responses = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([urlPath, { headers, body }]) => [
    urlPath,
    { headers, body: Buffer.from(body, 'base64') },
  ]),
)

const server = http.createServer((req, res) => {
  const found = responses.get(req.url ?? '')
  if (!found) {
    res.writeHead(404)
    res.end()
    return
  }
  res.writeHead(200, found.headers)
  res.end(found.body)
})
// As the product's server (server/app.ts, ADR 0236).
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
