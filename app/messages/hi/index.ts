import type { Messages } from '#app/messages/en/index.ts'
import { admin } from './admin.ts'
import { crm } from './crm.ts'
import { errors } from './errors.ts'
import { forms } from './forms.ts'
import { office } from './office.ts'
import { reports } from './reports.ts'
import { site } from './site.ts'

/** Every Hindi message, namespace by namespace as in English (app/messages/en/index.ts). */
export const hi = { site, forms, office, crm, reports, admin, errors } satisfies Record<keyof Messages, unknown>
