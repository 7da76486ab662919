/** The longest file name kept with a stored file (the `original_name` column's 200 characters). */
export const MAX_FILE_NAME_CHARS = 200

/** Control characters, path separators and bidirectional controls: removed from a stored name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const REMOVED = /[\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g

/**
 * A client's file name as the file store keeps it (issue 17 item 9): Unicode composed the usual way (NFC, so an
 * accented or Hindi name typed on a phone compares and displays the same everywhere), control characters and path
 * separators removed, bidirectional controls removed (issue 28 item 5: U+202A-U+202E, U+2066-U+2069, U+200E, U+200F
 * and U+061C would let "photo\u202Egpj.exe" show as "photoexe.jpg" wherever the name is displayed), and at most 200
 * characters, whole characters counted. A longer name loses the end of its base,
 * never its extension (the last dot and what follows, when that is short), so "...report.pdf" stays a PDF name.
 */
export function fileNameForStorage(name: string, max = MAX_FILE_NAME_CHARS): string {
  const clean = name.normalize('NFC').replace(REMOVED, '')
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  const dot = chars.lastIndexOf('.')
  const extension = dot > 0 && chars.length - dot <= 16 ? chars.slice(dot) : []
  return chars.slice(0, max - extension.length).join('') + extension.join('')
}
