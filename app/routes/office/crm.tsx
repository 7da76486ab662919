import { OfficePage } from '#app/components/office/page.tsx'
import { requireRight } from '#app/domain/auth/guard.server.ts'
import type { OfficeHandle } from '#app/domain/rights/access.ts'
import { pageRights } from '#app/domain/rights/rights.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/crm'

export const handle: OfficeHandle = { access: { right: 'CRM' } }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'CRM', description: 'Lead CRM', path: '/crm', noindex: true })

/** The CRM screen needs CRM query; without it the user is sent to /login (spec section 6, D1). */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireRight(args, 'CRM', 'query', 'page')
  return { userName: staff.user.userName, rights: pageRights(staff.rights, 'CRM') }
}

export default function Crm({ loaderData }: Route.ComponentProps) {
  return (
    <OfficePage title="CRM">
      <p className="text-slate-700">
        Welcome, <strong>{loaderData.userName}</strong>.
      </p>
    </OfficePage>
  )
}
