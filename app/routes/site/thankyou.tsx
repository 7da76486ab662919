import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/thankyou'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), {
    title: params.id === '1' ? 'Thank You' : 'Sorry',
    description: 'Result of your request',
    path: `/thankyou/${params.id}`,
    noindex: true,
  })

export default function ThankYou({ params }: Route.ComponentProps) {
  return (
    <main id="main" className="flex-1">
      <PageBanner title={params.id === '1' ? 'Thank You.' : 'Sorry.'} />
    </main>
  )
}
