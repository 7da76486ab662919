import type { ReactNode } from 'react'

/**
 * A plain link to a file the server streams (the browser downloads it; the screen's filter is in `href`), with the
 * look of a secondary button.
 */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
    >
      {children}
    </a>
  )
}
