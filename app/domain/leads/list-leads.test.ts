import { describe, expect, it } from 'vitest'
import { leadFilterSchema } from './schemas.ts'

describe('the list opens on Today (ADR 0151)', () => {
  it('is the order when none is asked for; the old "Next visit" order is the same order', () => {
    expect(leadFilterSchema.parse({}).sort).toBeUndefined()
    expect(leadFilterSchema.parse({ sort: 'nextVisit' }).sort).toBe('today')
    expect(leadFilterSchema.parse({ sort: 'today' }).sort).toBe('today')
    expect(leadFilterSchema.parse({ sort: '-created' }).sort).toBe('-created')
    expect(leadFilterSchema.parse({ sort: 'bogus' }).sort).toBeUndefined()
  })
})
