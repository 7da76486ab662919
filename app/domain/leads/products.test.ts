import { describe, expect, it } from 'vitest'
import { guessMapping } from '#app/domain/imports/fields.ts'
import { serviceIndex } from '#app/lib/service-index.ts'
import { normalProducts, productOfEnquiry, productsInCell, productsOf, productsText } from './products.ts'

/** D59: products of interest as the forms, the enquiry, the import and the files read and write them. */
describe('products of interest', () => {
  it('reads the ticked chips of a form, in the service index’s order, ignoring unticked and unknown ones', () => {
    expect(productsOf({ 'product-dmt': 'on', 'product-aeps': 'on', 'product-gold': '', 'product-nope': 'on' })).toEqual(
      ['aeps', 'dmt'],
    )
    expect(productsOf({})).toEqual([])
  })

  it('keeps each product once, known ones only (a union of two leads)', () => {
    expect(normalProducts(['fastag', 'aeps', 'fastag', 'old-thing'])).toEqual(['aeps', 'fastag'])
  })

  it('maps every value the site’s forms send to its service, and anything else to none (ADR 0205)', () => {
    for (const service of serviceIndex) {
      expect(productOfEnquiry(service.quoteChoice.value)).toBe(service.key)
      if (service.pageForm.kind === 'fixed') expect(productOfEnquiry(service.pageForm.value)).toBe(service.key)
    }
    expect(productOfEnquiry('Motor Insurance')).toBe('insurance')
    expect(productOfEnquiry('Digital Signature Certificate')).toBe('dsc')
    expect(productOfEnquiry('  aeps ')).toBe('aeps')
    expect(productOfEnquiry('')).toBeNull()
    expect(productOfEnquiry('Contact us')).toBeNull()
  })

  it('reads an import cell separated by commas or semicolons, by name or key, without regard to case', () => {
    expect(productsInCell('AEPS; dmt, Fastag')).toEqual({ products: ['aeps', 'dmt', 'fastag'], unknown: [] })
    expect(productsInCell('human-atm;;')).toEqual({ products: ['human-atm'], unknown: [] })
    expect(productsInCell('AEPS, Pizza')).toEqual({ products: ['aeps'], unknown: ['Pizza'] })
    expect(productsInCell('')).toEqual({ products: [], unknown: [] })
  })

  it('writes English names that the import reads back as the same products', () => {
    const text = productsText(['dsc', 'aeps', 'human-atm'])
    expect(text).toBe('Human ATM; AEPS; Digital Signature Certificate')
    expect(productsInCell(text).products).toEqual(['human-atm', 'aeps', 'dsc'])
  })

  it('guesses the Products column from English and Hindi headers', () => {
    expect(guessMapping(['Shop', 'Products'])).toMatchObject({ products: 'col:1' })
    expect(guessMapping(['दुकान', 'सेवाएँ'])).toMatchObject({ products: 'col:1' })
    expect(guessMapping(['Business name', 'Services'])).toMatchObject({ products: 'col:1' })
  })
})
