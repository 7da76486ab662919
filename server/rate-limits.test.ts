import { describe, expect, it } from 'vitest'
import { isPublicFormSubmission, routePath } from './rate-limits.ts'

describe('public form rate limit paths (D46)', () => {
  it.each([
    ['/enquiry', '/enquiry'],
    ['/Enquiry/', '/enquiry'],
    ['/enquiry.data', '/enquiry'],
    ['/%65nquiry', '/enquiry'],
    ['/api/contact_a.php', '/api/contact_a.php'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%s is matched as %s', (path, expected) => {
    expect(routePath(path)).toBe(expected)
  })

  it('counts the posts of the form endpoints and the paynow GET, nothing else', () => {
    expect(isPublicFormSubmission({ method: 'POST', path: '/enquiry' })).toBe(true)
    expect(isPublicFormSubmission({ method: 'POST', path: '/API/Callback' })).toBe(true)
    expect(isPublicFormSubmission({ method: 'GET', path: '/api/paynow.php' })).toBe(true)
    expect(isPublicFormSubmission({ method: 'GET', path: '/enquiry' })).toBe(false)
    expect(isPublicFormSubmission({ method: 'POST', path: '/login' })).toBe(false)
    expect(isPublicFormSubmission({ method: 'GET', path: '/contact' })).toBe(false)
  })
})
