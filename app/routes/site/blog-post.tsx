import { PageBanner } from '#app/components/site/page-banner.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-post'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(siteFromMatches(matches), { title: 'Blog', description: 'Blog post', path: `/blog/${params.id}` })

export default function BlogPost() {
  return (
    <main id="main" className="flex-1">
      <PageBanner title="Blog" />
    </main>
  )
}
