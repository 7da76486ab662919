import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Privacy Notice', description: 'Privacy Notice', path: '/privacy' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Privacy Notice" />
    </main>
  )
}
