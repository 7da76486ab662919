/**
 * Copies a stream of pieces into one buffer, over and over: each time the buffer is full, `full(length)` is called
 * with its whole length, and the buffer is filled again once `full` resolves (so the caller must be done with its
 * bytes by then). Gives how many bytes the last, partly filled buffer holds (0 when the stream ended on a full one),
 * for the caller to finish with. However large the stream, only the one buffer is held.
 */
export async function fillInTurn(
  pieces: AsyncIterable<Uint8Array>,
  buffer: Uint8Array,
  full: (length: number) => Promise<void>,
): Promise<number> {
  let filled = 0
  for await (const piece of pieces) {
    let offset = 0
    while (offset < piece.byteLength) {
      const take = Math.min(buffer.byteLength - filled, piece.byteLength - offset)
      buffer.set(piece.subarray(offset, offset + take), filled)
      filled += take
      offset += take
      if (filled === buffer.byteLength) {
        await full(filled)
        filled = 0
      }
    }
  }
  return filled
}
