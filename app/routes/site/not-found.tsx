import { data } from 'react-router'
import { ErrorScreen } from '#app/components/site/error-screen.tsx'

export function loader() {
  throw data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <ErrorScreen notFound />
}
