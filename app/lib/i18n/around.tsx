import type { ReactNode } from 'react'

/**
 * A translated sentence with one part as an element (a link, a bold id), where that part's `{{token}}` stands in
 * the catalogue: the word order is the language's, not the code's.
 *
 *   around(t('users.otp.issued', { id: PART }), <strong>{userId}</strong>)
 */
export const PART = '\u0001'

export function around(text: string, part: ReactNode) {
  const [before, after] = text.split(PART)
  return (
    <>
      {before}
      {part}
      {after}
    </>
  )
}
