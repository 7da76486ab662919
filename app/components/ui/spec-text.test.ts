import '#app/lib/i18n/catalogues.server.ts'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { messageFor, messages } from '#app/lib/errors.ts'
import type { Locale } from '#app/lib/i18n/locale.ts'
import { SpecMessage as SpecText } from '#app/lib/i18n/spec-message.tsx'
import { errors as hiErrors } from '#app/messages/hi/errors.ts'
import { office as hiOffice } from '#app/messages/hi/office.ts'
import { Honeypot } from './form-kit.tsx'
import { specNode } from './spec-text.tsx'

/** Renders `node` as a page of the office (the user's language from the office layout's data) or a public path. */
function render(node: ReactNode, where: { locale?: Locale; pathname?: string } | null) {
  if (!where) return renderToStaticMarkup(node)
  const location = { pathname: where.pathname ?? '/crm', search: '', hash: '', state: null, key: 'k' }
  const state = { loaderData: where.locale ? { 'routes/office/layout': { locale: where.locale } } : {} }
  return renderToStaticMarkup(
    createElement(
      UNSAFE_LocationContext.Provider,
      { value: { location, navigationType: 'POP' } as never },
      createElement(UNSAFE_DataRouterStateContext.Provider, { value: state as never }, node),
    ),
  )
}

describe("the kit's messages in the reader's language (ADR 0156)", () => {
  it('shows a catalogue text in Hindi with its exact English as a second line for a Hindi user', () => {
    const html = render(createElement(SpecText, { text: messages.MSG0005 }), { locale: 'hi' })
    expect(html).toContain(hiErrors.MSG0005)
    expect(html).toContain(`<span lang="en" class="block text-[0.85em] opacity-90">${messages.MSG0005}</span>`)
  })

  it('carries filled-in tokens over', () => {
    const html = render(createElement(SpecText, { text: messageFor('OFFLINE_COPY', { time: '25/11/2026 10:00' }) }), {
      locale: 'hi',
    })
    expect(html).toContain('25/11/2026 10:00')
    expect(html).toContain('lang="en"')
  })

  it('shows English alone for an English user, on an English public page, and outside a router', () => {
    const text = messages.MSG0005
    expect(render(createElement(SpecText, { text }), { locale: 'en' })).toBe(text)
    expect(render(createElement(SpecText, { text }), { pathname: '/contact' })).toBe(text)
    expect(render(createElement(SpecText, { text }), null)).toBe(text)
  })

  it('follows the path on a public Hindi page', () => {
    expect(render(createElement(SpecText, { text: messages.MSG0005 }), { pathname: '/hi/contact' })).toContain(
      hiErrors.MSG0005,
    )
  })

  it('leaves a text the catalogue does not hold, and anything not a text, as it is', () => {
    expect(render(createElement(SpecText, { text: 'Something else' }), { locale: 'hi' })).toBe('Something else')
    const node = createElement('b', null, 'x')
    expect(specNode(node)).toBe(node)
  })

  it("writes the kit's own words in the reader's language, English outside a router", () => {
    expect(render(createElement(Honeypot, { name: 'website' }), { locale: 'hi' })).toContain(hiOffice.kit.honeypot)
    expect(render(createElement(Honeypot, { name: 'website' }), null)).toContain('Leave this field empty')
  })
})
