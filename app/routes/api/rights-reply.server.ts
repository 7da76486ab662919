import type { HeaderRights, SpecHeaderRights } from '#app/domain/rights/header-rights.ts'
import { type OfficeArea, type OfficeMenu, officeAreas } from '#app/domain/rights/office-areas.ts'

/**
 * The compatibility edge of the menu: the spec's rights reply (section 3), each flag '1' or '0', as /api/rights and
 * the older client's /api/right_a.php answer it. Everything inside the product passes the menu as booleans
 * (officeMenuOf); only these two endpoints spell it as text. LOGOUT is '1' for any live session, also one that must
 * change its password first (its menu is empty, D13).
 */
const flag = (on: boolean) => (on ? '1' : '0') as '1' | '0'

/** The spec's keys: ADMIN, USER, CRM, RIGHT and LOGOUT (what right_a.php answers). */
export function specRightsReply(menu: OfficeMenu, signedIn: boolean) {
  const opens = (right: string) => flag(menu.areas.some((area) => area.right === right))
  return {
    ADMIN: flag(menu.admin),
    USER: opens('USER'),
    CRM: opens('CRM'),
    RIGHT: opens('RIGHT'),
    LOGOUT: flag(signedIn),
  } as const satisfies SpecHeaderRights
}

/**
 * The spec's reply plus one key per office area, named by its right (ENQUIRY and BLOG, the screens that came after
 * the spec): what /api/rights answers. Built from the office areas' list, so a new area is in the reply with no edit.
 */
export function menuRightsReply(menu: OfficeMenu, signedIn: boolean): HeaderRights {
  const areas = Object.fromEntries(
    officeAreas.map((area) => [area.right, flag(menu.areas.some((open) => open.key === area.key))]),
  ) as Record<OfficeArea['right'], '1' | '0'>
  return { ...areas, ...specRightsReply(menu, signedIn) }
}
