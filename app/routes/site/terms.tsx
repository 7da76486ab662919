import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Terms and Conditions',
    description: 'Terms and Conditions',
    path: '/termsconditions',
  })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Terms and Conditions" />
    </main>
  )
}
