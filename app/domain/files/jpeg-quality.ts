/**
 * The quality a JPEG was written at, read from its first quantisation table (the luminance one): encoders built on
 * libjpeg (phones' canvases, sharp) scale the standard table by the quality, so the table's sum against the
 * standard's gives the scale, and the scale the quality. An estimate (within a step or two), used to re-encode a
 * received photo at no higher quality than it came with (what is stored is never larger than what was sent).
 * Null when the file has no table this can read.
 */

/** The standard luminance table of the JPEG specification (Annex K), the one libjpeg scales by quality. */
const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
]
const STANDARD_SUM = STANDARD_LUMINANCE.reduce((a, b) => a + b, 0)

/** The first quantisation table's 64 values (any order: only their sum is used), or null. */
export function firstQuantTable(bytes: Uint8Array): number[] | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    if (length < 2) return null
    // Start of scan: the tables all come before the picture's data.
    if (marker === 0xda) return null
    if (marker === 0xdb && at + 4 < bytes.length) {
      const info = bytes[at + 4]!
      const sixteenBit = info >> 4 === 1
      const size = sixteenBit ? 128 : 64
      if (at + 5 + size > bytes.length) return null
      const table: number[] = []
      for (let i = 0; i < 64; i++)
        table.push(sixteenBit ? (bytes[at + 5 + 2 * i]! << 8) | bytes[at + 6 + 2 * i]! : bytes[at + 5 + i]!)
      return table
    }
    at += 2 + length
  }
  return null
}

/** The estimated quality (1-100) a JPEG was written at, or null when it cannot be read from its bytes. */
export function jpegQuality(bytes: Uint8Array): number | null {
  const table = firstQuantTable(bytes)
  if (!table) return null
  const sum = table.reduce((a, b) => a + b, 0)
  if (sum === 0) return null
  // libjpeg: scale = 5000 / q below 50, 200 - 2q from 50; each value is the standard's times scale / 100.
  const scale = (sum * 100) / STANDARD_SUM
  const quality = scale <= 100 ? (200 - scale) / 2 : 5000 / scale
  return Math.max(1, Math.min(100, Math.round(quality)))
}
