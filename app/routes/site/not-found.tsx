import { data } from 'react-router'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'
import { translator } from '#app/lib/i18n/i18n.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import type { Route } from './+types/not-found'

export function loader() {
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => [
  { title: translator(metaLocale(args), 'site')('error.notFound') },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return <ErrorScreen notFound />
}
