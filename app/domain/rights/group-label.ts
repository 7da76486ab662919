import type { TFunction } from 'i18next'
import { ADMINISTRATOR_GROUP, FIELD_STAFF_GROUP, MANAGER_GROUP, seededGroups } from './catalogue.ts'

const keys = {
  [ADMINISTRATOR_GROUP]: 'rights.groups.administrator',
  [MANAGER_GROUP]: 'rights.groups.manager',
  [FIELD_STAFF_GROUP]: 'rights.groups.fieldStaff',
} as const

/**
 * A right group's name as the reader reads it (D55, ADR 0164): the three seeded groups (Administrator, Manager,
 * Field Staff) by the `admin` catalogue; a group an administrator made, or renamed, as it is stored. Client-safe.
 */
export function groupLabel(t: TFunction<'admin'>, name: string): string {
  const seeded = seededGroups.find((g) => g.name === name)
  const key = seeded ? keys[seeded.srno as keyof typeof keys] : undefined
  return key ? t(key) : name
}
