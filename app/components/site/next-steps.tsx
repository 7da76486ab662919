import { Link } from 'react-router'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'

/**
 * A page's closing pair of links: the main next step as a filled button with an arrow, and a second choice as an
 * outlined one.
 */
export function NextSteps({
  main,
  second,
  className = '',
}: {
  main: { to: string; label: string }
  second: { to: string; label: string }
  className?: string
}) {
  return (
    <div className={`mt-8 flex flex-wrap gap-3 ${className}`}>
      <Link
        to={main.to}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {main.label} <ArrowRightIcon className="h-4 w-4" />
      </Link>
      <Link
        to={second.to}
        className="inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
      >
        {second.label}
      </Link>
    </div>
  )
}
