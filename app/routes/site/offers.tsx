import { PageBanner } from '#app/components/site/page-banner.tsx'
import { Shell } from '#app/components/site/shell.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/offers'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Offers', description: 'Offers', path: '/offers' })

export default function Page() {
  return (
    <Shell>
      <main id="main" className="flex-1">
        <PageBanner title="Offers" />
      </main>
    </Shell>
  )
}
