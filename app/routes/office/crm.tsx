import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/crm'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'CRM', description: 'CRM', path: '/crm' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="CRM" />
    </main>
  )
}
