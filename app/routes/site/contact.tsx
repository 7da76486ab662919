import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Contact Us', description: 'Contact Us', path: '/contact' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Contact Us" />
    </main>
  )
}
