import '#app/lib/i18n/catalogues.server.ts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { OfficeHeader } from '#app/components/office/office-shell.tsx'
import { AdminMenu } from '#app/components/site/admin-menu.tsx'
import type { RightKey } from '#app/domain/rights/catalogue.ts'
import { officeAreas } from '#app/domain/rights/office-areas.ts'
import { officeMenuOf } from '#app/domain/rights/office-menu.server.ts'
import type { RightsMap } from '#app/domain/rights/rights.server.ts'
import { admin } from '#app/messages/en/admin.ts'
import { menuRightsReply, specRightsReply } from '#app/routes/api/rights-reply.server.ts'

const query = { query: true, add: false, edit: false }
const rightsOf = (...keys: RightKey[]): RightsMap => new Map(keys.map((key) => [key, query]))
const session = (keys: RightKey[], chgPwOnLogon = 0) => ({ user: { chgPwOnLogon }, rights: rightsOf(...keys) })

describe('one catalogue of office areas, one menu function (issue 18 item 1)', () => {
  it('keeps the five areas with the labels the spec and the tests use', () => {
    expect(officeAreas.map((a) => [admin.areas[a.key], a.path, a.right])).toEqual([
      ['User', '/user-list', 'USER'],
      ['CRM', '/crm', 'CRM'],
      ['Right', '/right-list', 'RIGHT'],
      ['Enquiries', '/enquiries', 'ENQUIRY'],
      ['Blog', '/blog-admin', 'BLOG'],
    ])
    expect(new Set(officeAreas.map((a) => a.key)).size).toBe(officeAreas.length)
  })

  it('gives each area only with the query flag of its own right, in the catalogue order', () => {
    const menu = officeMenuOf(session(['ADMIN', 'BLOG', 'USER']))
    expect(menu.admin).toBe(true)
    expect(menu.areas.map((a) => a.key)).toEqual(['users', 'blog'])
    // Add or Edit alone does not open an area.
    const addOnly = officeMenuOf({
      user: { chgPwOnLogon: 0 },
      rights: new Map([['CRM', { ...query, query: false, add: true }]]),
    })
    expect(addOnly.areas).toEqual([])
  })

  it('opens nothing without a session, or while a password change is forced (D13)', () => {
    expect(officeMenuOf(null)).toEqual({ admin: false, areas: [] })
    const all = officeAreas.map((a) => a.right)
    expect(officeMenuOf(session(['ADMIN', ...all], 1))).toEqual({ admin: false, areas: [] })
  })

  it("spells the menu as '1'/'0' only at the compatibility edge, as the spec's reply", () => {
    const menu = officeMenuOf(session(['ADMIN', 'CRM', 'ENQUIRY']))
    expect(JSON.stringify(specRightsReply(menu, true))).toBe(
      '{"ADMIN":"1","USER":"0","CRM":"1","RIGHT":"0","LOGOUT":"1"}',
    )
    expect(menuRightsReply(menu, true)).toMatchObject({ ENQUIRY: '1', BLOG: '0' })
    // A forced change: signed in (LOGOUT 1), nothing open.
    const forced = officeMenuOf(session(['ADMIN', 'CRM'], 1))
    expect(menuRightsReply(forced, true)).toEqual({
      ADMIN: '0',
      USER: '0',
      CRM: '0',
      RIGHT: '0',
      LOGOUT: '1',
      ENQUIRY: '0',
      BLOG: '0',
    })
    expect(specRightsReply(officeMenuOf(null), false).LOGOUT).toBe('0')
  })

  it('both headers draw their entries from the catalogue', () => {
    // Both are drawn in a router, as on the site: their words come in the page's language.
    const PublicStub = createRoutesStub([{ path: '/', Component: () => createElement(AdminMenu, { variant: 'bar' }) }])
    const publicMenu = renderToStaticMarkup(createElement(PublicStub, { initialEntries: ['/'] }))
    for (const area of officeAreas) {
      expect(publicMenu).toContain(`data-right="${area.right}"`)
      expect(publicMenu).toContain(`href="${area.path}"`)
    }
    const menu = officeMenuOf(session(['CRM', 'BLOG']))
    const Stub = createRoutesStub([
      { path: '/', Component: () => createElement(OfficeHeader, { user: { name: 'Asha', userId: 'asha' }, menu }) },
    ])
    const staffHeader = renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }))
    expect(staffHeader).toContain('href="/crm"')
    expect(staffHeader).toContain('href="/blog-admin"')
    expect(staffHeader).not.toContain('href="/user-list"')
  })
})
