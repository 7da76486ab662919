/**
 * The `m` value of `/api/paynow.php?m=...` (spec section 5, D45, ADR 0022): name, email, phone, amount and message
 * joined by `|`, in that order. Each part is percent-encoded before joining, so a `|` typed in a field can never
 * shift the others; the whole value is then encoded once more as the query parameter. Parts from an older client
 * that joined raw text decode to themselves (raw text without `%` is unchanged by decoding).
 */

export const PAYNOW_SEPARATOR = '|'
export const PAYNOW_PATH = '/api/paynow.php'

export interface PayNowFields {
  name: string
  email: string
  phone: string
  amount: string
  message: string
}

const order = ['name', 'email', 'phone', 'amount', 'message'] as const

/** The value of `m`, before it is put in the query string. */
export function encodePayNowMessage(fields: PayNowFields): string {
  return order.map((key) => encodeURIComponent(fields[key])).join(PAYNOW_SEPARATOR)
}

/** The URL the pay form navigates to. */
export function payNowUrl(fields: PayNowFields): string {
  return `${PAYNOW_PATH}?m=${encodeURIComponent(encodePayNowMessage(fields))}`
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    // An older client's raw text with a stray `%`: keep it as typed.
    return part
  }
}

/**
 * Splits `m` (already taken out of the query string) into its fields, or null when it does not have the five
 * parts. A raw message from an older client may itself contain `|`: everything after the fourth separator is the
 * message.
 */
export function decodePayNowMessage(m: string): PayNowFields | null {
  const parts = m.split(PAYNOW_SEPARATOR)
  if (parts.length < order.length) return null
  const [name, email, phone, amount, ...rest] = parts as [string, string, string, string, ...string[]]
  return {
    name: decodePart(name),
    email: decodePart(email),
    phone: decodePart(phone),
    amount: decodePart(amount),
    message: decodePart(rest.join(PAYNOW_SEPARATOR)),
  }
}
