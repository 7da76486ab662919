import { isIsoDate } from '#app/lib/dates.ts'

/** How a lead file's cells are read before the lead form's rules check them (D62, ADR 0196). */

/** A day written as YYYY-MM-DD, DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY, as YYYY-MM-DD; anything else as it is. */
export function dayOf(text: string): string {
  const t = text.trim()
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`
    return isIsoDate(iso) ? iso : t
  }
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
  if (ymd) {
    const iso = `${ymd[1]}-${ymd[2]!.padStart(2, '0')}-${ymd[3]!.padStart(2, '0')}`
    return isIsoDate(iso) ? iso : t
  }
  return t
}

/** A mobile as a list writes it: spaces, dashes and a +91 or 0 in front are not part of the ten digits. */
export function mobileOf(text: string): string {
  const t = text.trim()
  if (!/^[\d\s+\-()]+$/.test(t)) return t
  const digits = t.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1)
  return digits
}
