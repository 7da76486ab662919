import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The way back to a list, above a page's content: a whole tap target (44 px), clear of the header's buttons above it. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="-mt-2 text-sm">
      <Link to={to} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline">
        {children}
      </Link>
    </p>
  )
}

/** A link to a related screen below a page's content (the alerts and their notifications): a whole tap target. */
export function SeeAlsoLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="inline-flex min-h-11 items-center text-brand-700 underline">
        {children}
      </Link>
    </p>
  )
}
