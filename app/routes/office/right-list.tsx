import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/right-list'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Right Group', description: 'Right Group', path: '/right-list' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Right Group" />
    </main>
  )
}
