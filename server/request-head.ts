/**
 * The head of a request as the memory path reads it (server/memory-connections.ts, ADR 0248): only the plainest
 * HTTP/1.1 GET or HEAD, in a grammar narrower than the one Node's own parser (llhttp) accepts. Whatever this does not
 * read as such a request is not an error here: the connection goes to Node's HTTP server from that request's first
 * byte on, and llhttp reads it as it would have. So the two parsers can never disagree about where a request ends:
 * this one only takes requests that have no body (no Content-Length, no Transfer-Encoding) and end at the first
 * empty line, which is where llhttp ends them too.
 *
 * Read here: a request line `GET|HEAD SP /target SP HTTP/1.1`, the target printable ASCII; header lines
 * `name: value` with a token name and a value of printable ASCII, spaces and tabs; every line ended by CR LF. Given
 * to Node instead: any other method, version or target form, a bare CR or LF, a folded line, bytes outside ASCII, a
 * message body or a header that asks anything of the connection (Content-Length, Transfer-Encoding, Expect, Upgrade,
 * a Connection other than keep-alive), no Host (Node answers 400), and a repeated Host or a repeated header read here.
 */
export interface RequestHead {
  method: 'GET' | 'HEAD'
  /** The request target as sent (origin form: a path and maybe a query). */
  target: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  forwardedProto: string | undefined
}

/** The longest head read here; a longer one goes to Node (whose limit, 16 KB by default, answers 431). */
export const MAX_HEAD_BYTES = 8192

const REQUEST_LINE = /(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1(?:\r\n|$)/y
/** RFC 9110 field-name (a token), `:`, optional white space, a value of visible ASCII, spaces and tabs, CR LF. */
const FIELD = /([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[\t ]*([\t\x20-\x7e]*)(?:\r\n|$)/y
const KEEP_ALIVE = /^keep-alive$/i

/**
 * The lengths of the header names looked at below (those read, and those that send the request to Node's server): a
 * header of any other length is passed over without lower-casing its name.
 */
const NAME_LENGTHS = new Set(
  [
    'host',
    'accept-encoding',
    'if-none-match',
    'x-forwarded-proto',
    'connection',
    'content-length',
    'transfer-encoding',
    'expect',
    'upgrade',
  ].map((name) => name.length),
)

/**
 * The request head `text` (latin1, from the request line up to but not including the empty line that ends it), or
 * null when it is not a request this path reads (then Node's server reads it).
 */
export function readRequestHead(text: string): RequestHead | null {
  REQUEST_LINE.lastIndex = 0
  const requestLine = REQUEST_LINE.exec(text)
  if (!requestLine) return null
  const head: RequestHead = {
    method: requestLine[1] as 'GET' | 'HEAD',
    target: requestLine[2]!,
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    forwardedProto: undefined,
  }
  let at = REQUEST_LINE.lastIndex
  let hosts = 0
  let connection = false
  while (at < text.length) {
    FIELD.lastIndex = at
    const field = FIELD.exec(text)
    if (!field) return null
    at = FIELD.lastIndex
    const rawName = field[1]!
    if (!NAME_LENGTHS.has(rawName.length)) continue
    const value = field[2]!.trimEnd()
    switch (rawName.toLowerCase()) {
      case 'host':
        hosts++
        break
      case 'accept-encoding':
        if (head.acceptEncoding !== undefined) return null
        head.acceptEncoding = value
        break
      case 'if-none-match':
        if (head.ifNoneMatch !== undefined) return null
        head.ifNoneMatch = value
        break
      case 'x-forwarded-proto':
        if (head.forwardedProto !== undefined) return null
        head.forwardedProto = value
        break
      case 'connection':
        if (connection || !KEEP_ALIVE.test(value)) return null
        connection = true
        break
      // A body, or anything asked of the connection: Node's server answers it.
      case 'content-length':
      case 'transfer-encoding':
      case 'expect':
      case 'upgrade':
        return null
    }
  }
  return hosts === 1 ? head : null
}
