import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/change-password'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Change Password',
    description: 'Change Password',
    path: '/changepassword',
  })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Change Password" />
    </main>
  )
}
