import type { RightKey } from './catalogue.ts'

/**
 * The back office's areas: the one list both headers draw their entries from (the public header's Admin menu and
 * the staff header). Each area opens with the query flag of its own right. A new area is one line here, and its
 * name one line in the `admin` catalogue, `areas.<key>` (the spec's English name, 'User', 'CRM', 'Right'..., and its
 * Hindi, D55), read with `useT('admin')` as `t(\`areas.${area.key}\`)`. Client-safe: no server code here.
 */
export const officeAreas = [
  { key: 'users', path: '/user-list', right: 'USER' },
  { key: 'crm', path: '/crm', right: 'CRM' },
  { key: 'rights', path: '/right-list', right: 'RIGHT' },
  { key: 'enquiries', path: '/enquiries', right: 'ENQUIRY' },
  { key: 'blog', path: '/blog-admin', right: 'BLOG' },
] as const satisfies readonly {
  key: string
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
