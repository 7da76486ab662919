import type { RightKey } from './catalogue.ts'

/**
 * The back office's areas: the one list both headers draw their entries from (the public header's Admin menu and
 * the staff header). Each area opens with the query flag of its own right. A new area is one line here. The labels
 * are shown as written (tests and the spec use them); when the screens are translated, this is the one place their
 * texts come from, looked up by `key`. `label` stays the English the tests and the spec use; `labelKey` is the
 * area's name in the `admin` catalogue (`t(area.labelKey)` with `useT('admin')`), which a Hindi user's menus show
 * (D55). Client-safe: no server code here.
 */
export const officeAreas = [
  { key: 'users', label: 'User', labelKey: 'areas.users', path: '/user-list', right: 'USER' },
  { key: 'crm', label: 'CRM', labelKey: 'areas.crm', path: '/crm', right: 'CRM' },
  { key: 'rights', label: 'Right', labelKey: 'areas.rights', path: '/right-list', right: 'RIGHT' },
  { key: 'enquiries', label: 'Enquiries', labelKey: 'areas.enquiries', path: '/enquiries', right: 'ENQUIRY' },
  { key: 'blog', label: 'Blog', labelKey: 'areas.blog', path: '/blog-admin', right: 'BLOG' },
] as const satisfies readonly {
  key: string
  label: string
  labelKey: `areas.${string}`
  path: string
  right: RightKey
}[]

export type OfficeArea = (typeof officeAreas)[number]
export type OfficeAreaKey = OfficeArea['key']

/** A signed-in user's menu: whether the Admin menu shows (the ADMIN right), and the areas they may open. */
export interface OfficeMenu {
  admin: boolean
  areas: OfficeArea[]
}
