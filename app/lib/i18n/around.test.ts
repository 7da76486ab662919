import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { around, PART } from './around.tsx'

describe('a sentence with an element where its token stood', () => {
  it('keeps the language word order around the element', () => {
    expect(renderToStaticMarkup(around(`यूज़र ${PART} का पासवर्ड`, createElement('strong', null, 'asha')))).toBe(
      'यूज़र <strong>asha</strong> का पासवर्ड',
    )
    expect(renderToStaticMarkup(around(`${PART} was created.`, createElement('b', null, '7')))).toBe(
      '<b>7</b> was created.',
    )
  })
})
