import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { messages } from '#app/lib/errors.ts'
import { callbackSchema, quoteSchema } from './schemas.ts'

/** The browser side parses FormData through conform, which turns empty fields into absent ones. */
function formData(fields: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

describe('the shared schemas through conform (browser side)', () => {
  it('a form without the optional fields is valid (the DSC offer form has no location)', () => {
    const result = parseWithZod(
      formData({ name: 'X Y', email: 'x@example.in', phone: '9876543210', service: 'Digital Signature Certificate' }),
      { schema: quoteSchema(['Digital Signature Certificate']) },
    )
    expect(result.status).toBe('success')
  })

  it('empty optional fields are valid, empty required ones give the catalogue messages', () => {
    const result = parseWithZod(
      formData({ name: '', email: 'bad', phone: '12', location: '', service: '', message: '' }),
      { schema: quoteSchema(['Fastag']) },
    )
    expect(result.status).toBe('error')
    expect(result.reply().error).toEqual({
      name: [messages.PAY_NAME_REQUIRED],
      email: [messages.INVALID_EMAIL],
      phone: [messages.INVALID_PHONE],
      service: [messages.SERVICE_REQUIRED],
    })
  })

  it('the callback box needs only name and phone', () => {
    expect(parseWithZod(formData({ name: 'R', phone: '9876543210' }), { schema: callbackSchema }).status).toBe(
      'success',
    )
  })
})
