import { describe, expect, it } from 'vitest'
import { basePath, localeOfPath, localizedPath } from './locale.ts'

describe('public paths per language (D55)', () => {
  it('reads Hindi from /hi and its subpaths only', () => {
    expect(localeOfPath('/hi')).toBe('hi')
    expect(localeOfPath('/hi/about')).toBe('hi')
    expect(localeOfPath('/HI/About')).toBe('hi')
    expect(localeOfPath('/history')).toBe('en')
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/services/insurance')).toBe('en')
  })

  it('maps a page between languages both ways', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi')
    expect(localizedPath('/about', 'hi')).toBe('/hi/about')
    expect(localizedPath('/hi/about', 'hi')).toBe('/hi/about')
    expect(localizedPath('/hi/about', 'en')).toBe('/about')
    expect(localizedPath('/hi', 'en')).toBe('/')
    expect(basePath('/hi/services/insurance')).toBe('/services/insurance')
    expect(basePath('/history')).toBe('/history')
  })
})
