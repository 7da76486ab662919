import './catalogues.server.ts'
import { describe, expect, it } from 'vitest'
import { messageFor, messages } from '#app/lib/errors.ts'
import { errors as hindi } from '#app/messages/hi/errors.ts'
import { localizeMessage, messageIn } from './spec-message.tsx'

describe('catalogue texts in Hindi beside their exact English (D55)', () => {
  it('finds the Hindi of a spec text by its exact English wording', () => {
    expect(messageIn(messages.MSG0006, 'hi')).toBe(hindi.MSG0006)
    expect(localizeMessage('Please fill mandatory feilds.', 'hi')).toEqual({
      text: hindi.MSG0006,
      english: 'Please fill mandatory feilds.',
    })
  })

  it('carries filled-in tokens over to the Hindi', () => {
    const english = messageFor('LEADS_ASSIGNED', { count: '3 leads', name: 'Meena' })
    expect(messageIn(english, 'hi')).toBe('3 leads Meena को दी गईं।')
  })

  it('keeps English pages and unknown texts as they are', () => {
    expect(localizeMessage(messages.MSG0002, 'en')).toEqual({ text: messages.MSG0002 })
    expect(localizeMessage('Something else', 'hi')).toEqual({ text: 'Something else' })
  })

  it('has Hindi in Devanagari for every code', () => {
    for (const code of Object.keys(messages) as (keyof typeof messages)[]) {
      expect(hindi[code], code).toMatch(/[\u0900-\u097F]/)
    }
  })
})
