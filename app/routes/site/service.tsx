import { PageBanner } from '#app/components/site/page-banner.tsx'
import { serviceNav } from '#app/content/nav.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/service'

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase()
  const service = serviceNav.find((s) => s.path === path)
  if (!service) throw new Response(null, { status: 404 })
  return { key: service.key, label: service.label, path: service.path }
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(siteFromMatches(matches), {
    title: data?.label ?? '',
    description: data?.label ?? '',
    path: data?.path ?? '/',
  })

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex-1">
      <PageBanner title={loaderData.label} breadcrumb={loaderData.label} />
    </main>
  )
}
