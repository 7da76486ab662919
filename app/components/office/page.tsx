import type { ReactNode } from 'react'

/** The frame of a back-office screen: title, optional actions beside it, content. */
export function OfficePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <div className="container-page py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-navy">{title}</h1>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  )
}

/**
 * The frame of a screen of the account menu (sign-in methods, daily digest, notifications on this phone): one
 * column (`wide` for the sign-in methods' two), its title and a line that says what the screen is for, content.
 */
export function AccountPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string
  intro: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <main id="main" className={`mx-auto grid w-full ${wide ? 'max-w-4xl' : 'max-w-3xl'} gap-6 px-4 py-6 sm:py-8`}>
      <div>
        <h1 className="text-2xl font-bold text-navy">{title}</h1>
        <p className="mt-1 text-sm text-slate-700">{intro}</p>
      </div>
      {children}
    </main>
  )
}

/** A titled block of a back-office screen: a white card with its heading (h2), named by it for assistive technology. */
export function Panel({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-navy">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // Wide tables scroll sideways on phones: the region is focusable so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={caption} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  )
}

export const cellClass = 'px-4 py-2.5 text-slate-800'
