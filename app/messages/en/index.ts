import { admin } from './admin.ts'
import { crm } from './crm.ts'
import { errors } from './errors.ts'
import { forms } from './forms.ts'
import { office } from './office.ts'
import { reports } from './reports.ts'
import { site } from './site.ts'

/**
 * Every English message of the site and the office, by namespace: `site` (the public pages' words around their
 * content), `forms` (the public forms, their messages and the pages around them), `office` (the staff shell,
 * sign-in, account, offline), `crm`, `reports`, `admin` (users, rights, enquiries, blog authoring) and `errors` (the
 * error catalogue's texts, app/lib/errors.ts, word for word). The page content itself (service pages, home,
 * terms...) is one YAML document per page and language in app/content/pages/ (ADRs 0155, 0165).
 */
export const en = { site, forms, office, crm, reports, admin, errors }
export type Messages = typeof en
