/**
 * The rights tree (D21) and the seeded groups (D22). Keys are what `requireRight` checks; nothing else names rights.
 */

export const rightKeys = [
  'ADMIN',
  'USER',
  'RIGHT',
  'CRM',
  'REPCRMFOLLOWUP',
  'REPCRM',
  'REPCRMVISIT',
  'REPCRMATTEND',
  'ENQUIRY',
  'BLOG',
] as const

export type RightKey = (typeof rightKeys)[number]
/** The flags of a right in a group (spec section 3): Query lists, Add adds, Edit changes. Every triple derives from it. */
export const rightFlags = ['query', 'add', 'edit'] as const
export type RightFlag = (typeof rightFlags)[number]
export type RightFlags = Record<RightFlag, boolean>

/** A triple of flags, each the same value (`flagsAll(false)` is none, `flagsAll(true)` is all). */
export function flagsAll(value: boolean): RightFlags {
  return Object.fromEntries(rightFlags.map((flag) => [flag, value])) as RightFlags
}

export interface RightDefinition {
  key: RightKey
  description: string
  parent: RightKey | null
  level: number
}

export const rightTree: readonly RightDefinition[] = [
  { key: 'ADMIN', description: 'Admin menu', parent: null, level: 1 },
  { key: 'USER', description: 'Users', parent: 'ADMIN', level: 2 },
  { key: 'RIGHT', description: 'Right Group', parent: 'ADMIN', level: 2 },
  { key: 'CRM', description: 'CRM', parent: 'ADMIN', level: 2 },
  { key: 'REPCRMFOLLOWUP', description: 'Follow Up Report', parent: 'CRM', level: 3 },
  { key: 'REPCRM', description: 'CRM Report', parent: 'CRM', level: 3 },
  { key: 'REPCRMVISIT', description: 'Visit Report', parent: 'CRM', level: 3 },
  { key: 'REPCRMATTEND', description: 'Attendance Report', parent: 'CRM', level: 3 },
  { key: 'ENQUIRY', description: 'Web enquiries', parent: 'ADMIN', level: 2 },
  { key: 'BLOG', description: 'Blog posts', parent: 'ADMIN', level: 2 },
]

/**
 * The built-in super-administrator (D16): user serial 1, seeded at first start in the Administrator group. Never
 * listed, edited, disabled or counted in anyone's team through the product; only they may reset their own sign-in
 * methods. Every place that treats this user apart names this constant.
 */
export const SUPER_ADMIN_SRNO = 1

export const ADMINISTRATOR_GROUP = 1
export const MANAGER_GROUP = 2
export const FIELD_STAFF_GROUP = 3
/** Spec section 4: a new user defaults to group 3. */
export const DEFAULT_USER_GROUP = FIELD_STAFF_GROUP

type Flags = RightFlags
const all: Flags = flagsAll(true)

export const seededGroups: readonly { srno: number; name: string; rights: Partial<Record<RightKey, Flags>> }[] = [
  {
    srno: ADMINISTRATOR_GROUP,
    name: 'Administrator',
    rights: Object.fromEntries(rightKeys.map((key) => [key, all])),
  },
  {
    srno: MANAGER_GROUP,
    name: 'Manager',
    rights: { CRM: all, REPCRMFOLLOWUP: all, REPCRM: all, REPCRMVISIT: all, REPCRMATTEND: all, ENQUIRY: all },
  },
  { srno: FIELD_STAFF_GROUP, name: 'Field Staff', rights: { CRM: all } },
]
