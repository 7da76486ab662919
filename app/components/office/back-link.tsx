import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A link on a line of its own, the whole line's height a tap target (44 px). */
function LinkLine({
  to,
  className,
  linkClassName,
  children,
}: {
  to: string
  className: string
  linkClassName: string
  children: ReactNode
}) {
  return (
    <p className={className}>
      <Link to={to} className={`inline-flex min-h-11 items-center text-brand-700 ${linkClassName}`}>
        {children}
      </Link>
    </p>
  )
}

/** The way back to a list, above a page's content: a whole tap target (44 px), clear of the header's buttons above it. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkLine to={to} className="-mt-2 text-sm" linkClassName="underline-offset-2 hover:underline">
      {children}
    </LinkLine>
  )
}

/** A link to a related screen below a page's content (the alerts and their notifications): a whole tap target. */
export function SeeAlsoLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkLine to={to} className="text-sm" linkClassName="underline">
      {children}
    </LinkLine>
  )
}
