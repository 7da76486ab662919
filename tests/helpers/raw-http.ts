import http from 'node:http'

/**
 * A request sent exactly as written: `fetch` (like any URL parser) resolves `/./` and `/../` before sending, so a
 * path spelled that way needs a raw request to reach the server at all (curl's --path-as-is).
 */
export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export function rawRequest(
  baseUrl: string,
  options: {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Send the body in chunks with no Content-Length, `chunks` times. */
    chunked?: { chunk: Buffer; times: number }
  },
): Promise<RawResponse> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { origin: baseUrl, ...options.headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d) => {
          body += d
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        res.on('error', reject)
      },
    )
    // The server may answer and close while the body is still going: that is the answer we want.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return
      reject(error)
    })
    if (options.chunked) {
      const { chunk, times } = options.chunked
      let sent = 0
      const pump = () => {
        while (sent < times) {
          sent++
          if (req.destroyed) return
          if (!req.write(chunk)) {
            req.once('drain', pump)
            return
          }
        }
        req.end()
      }
      pump()
    } else {
      req.end(options.body)
    }
  })
}
