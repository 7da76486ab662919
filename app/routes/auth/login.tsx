import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Sign In', description: 'Sign In', path: '/login' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Sign In" />
    </main>
  )
}
