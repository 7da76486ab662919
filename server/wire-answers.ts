import { STATUS_CODES } from 'node:http'
import { chosenForm, type Entry, type HeaderLists } from './static.ts'

/**
 * The memory path's answers (server/memory-connections.ts, ADR 0248) as the bytes Node's server writes for them,
 * each kept ready in one buffer: the status line and the entry's headers as `answer` sends them, the request id's
 * line, the Date, Connection and Keep-Alive lines Node adds on a kept-alive connection, the empty line, and the
 * body. An answer writes its request id and the current date into their places and sends the buffer as it is: no
 * head is put together and nothing is copied per request. A buffer is never touched while a send of it is under
 * way (from the write until Node calls the write's callback): an answer asked for meanwhile gets a copy of its own.
 */
export interface Wire {
  bytes: Buffer
  /** Where the head ends (a HEAD answer is the head alone). */
  headLength: number
  idAt: number
  dateAt: number
  /** The second whose date `bytes` carries. */
  second: number
  dateLength: number
  /** The Keep-Alive line's seconds (null: no such line), as the server's setting was when the buffer was made. */
  keepAliveSeconds: number | null
  busy: boolean
  release: () => void
}

/** What the memory path read of a request for an entry. */
export interface PlainRequest {
  method: 'GET' | 'HEAD'
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
  /** Over HTTPS, as a trusted proxy says (static.ts, forwardedHttps). */
  secure: boolean
}

/** The connection's side of an answer: the server's keep-alive timeout and the current date as Node writes it. */
export interface ConnectionFacts {
  /** `Keep-Alive: timeout=` this, as Node writes it when the server has a keep-alive timeout; null without one. */
  keepAliveSeconds: number | null
  second: number
  /** `Date` in the IMF-fixdate form (`Sun, 06 Nov 1994 08:49:37 GMT`), as Node writes it, in latin1. */
  date: Buffer
}

/** A request id's length (`crypto.randomUUID`). */
const ID_LENGTH = 36

/** Bodies above this size are sent after their head, not copied into a buffer with it (the build's large scripts). */
const MAX_BODY_IN_WIRE = 128 * 1024

export interface WireAnswer {
  status: 200 | 304
  /** The bytes to send first: the whole answer, or its head when the body follows on its own. */
  bytes: Buffer
  /** A large body, sent after `bytes`. */
  body: Buffer | null
  /** The callback of the write of `bytes`: the buffer may be used again once it is sent. */
  sent: (() => void) | undefined
}

/** The answer to a plain request for an entry, with this request's id and the connection's facts written in. */
export function wireAnswer(entry: Entry, request: PlainRequest, requestId: string, facts: ConnectionFacts): WireAnswer {
  const { form, lists } = chosenForm(entry, request.acceptEncoding, request.ifNoneMatch)
  const bodyless = request.method === 'HEAD' || lists.status === 304
  const large = !bodyless && form.body.length > MAX_BODY_IN_WIRE
  const wire = wireOf(lists, request.secure, lists.status === 200 && !large ? form.body : null, facts)
  let bytes = wire.bytes
  let sent: (() => void) | undefined
  if (wire.busy) {
    bytes = Buffer.from(bytes)
  } else {
    wire.busy = true
    sent = wire.release
  }
  bytes.write(requestId, wire.idAt, ID_LENGTH, 'latin1')
  if (bytes !== wire.bytes || wire.second !== facts.second) {
    bytes.set(facts.date, wire.dateAt)
    if (bytes === wire.bytes) wire.second = facts.second
  }
  return {
    status: lists.status,
    bytes: bodyless || large ? bytes.subarray(0, wire.headLength) : bytes,
    body: large ? form.body : null,
    sent,
  }
}

/** The kept buffer of a list and its body, made at first use (and again when the keep-alive setting changes). */
function wireOf(lists: HeaderLists, secure: boolean, body: Buffer | null, facts: ConnectionFacts): Wire {
  const kept = secure ? lists.wire.secure : lists.wire.plain
  if (
    kept &&
    kept.keepAliveSeconds === facts.keepAliveSeconds &&
    kept.dateLength === facts.date.length &&
    kept.bytes.length - kept.headLength === (body?.length ?? 0)
  ) {
    return kept
  }
  const list = secure ? lists.secure : lists.plain
  let text = `HTTP/1.1 ${lists.status} ${STATUS_CODES[lists.status]}\r\n`
  // Every pair but the last, the request id's, whose value is written per answer.
  for (let i = 0; i < list.length - 2; i += 2) text += `${list[i]}: ${list[i + 1]}\r\n`
  text += `${list[list.length - 2]}: `
  const idAt = text.length
  text += `${'0'.repeat(ID_LENGTH)}\r\nDate: `
  const dateAt = text.length
  text += `${' '.repeat(facts.date.length)}\r\nConnection: keep-alive\r\n`
  if (facts.keepAliveSeconds !== null) text += `Keep-Alive: timeout=${facts.keepAliveSeconds}\r\n`
  text += '\r\n'
  const head = Buffer.from(text, 'latin1')
  const wire: Wire = {
    bytes: body ? Buffer.concat([head, body]) : head,
    headLength: head.length,
    idAt,
    dateAt,
    second: -1,
    dateLength: facts.date.length,
    keepAliveSeconds: facts.keepAliveSeconds,
    busy: false,
    release: () => {
      wire.busy = false
    },
  }
  // A buffer still being sent stays with that send; the new one is kept from now on.
  if (secure) lists.wire.secure = wire
  else lists.wire.plain = wire
  return wire
}
