import { paymentSchema } from '#app/domain/enquiries/schemas.ts'
import type { PayNowFields } from '#app/domain/payments/paynow-message.ts'

/**
 * What the hidden pay form's one alert lists (spec section 5): every problem at once, in field order, each message
 * once ('Please fill Name.', 'Please fill Email.', 'Please fill Contact Number.', 'Please fill Amount.', then the
 * format messages of the shared schema). Empty when the form may be sent.
 */
export function payFormProblems(fields: PayNowFields): string[] {
  const result = paymentSchema.safeParse(fields)
  if (result.success) return []
  const order = ['name', 'email', 'phone', 'amount', 'message']
  const issues = [...result.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  )
  return [...new Set(issues.map((issue) => issue.message))]
}

/** The first problem of each field, for the text shown next to it (the alert lists them all together). */
export function payFormFieldProblems(fields: PayNowFields): Partial<Record<keyof PayNowFields, string>> {
  const result = paymentSchema.safeParse(fields)
  const out: Partial<Record<keyof PayNowFields, string>> = {}
  if (result.success) return out
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]) as keyof PayNowFields
    out[name] ??= issue.message
  }
  return out
}
