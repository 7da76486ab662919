import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-posts'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Blog', description: 'Blog', path: '/blog-posts' })

export default function Page() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Blog" />
    </main>
  )
}
