import type { ReactNode } from 'react'
import { useT } from '#app/lib/i18n/react.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { TopBar } from './top-bar.tsx'

/** The first thing a keyboard reaches on a public page: a link past the headers to the page's main content. */
export function SkipLink() {
  const t = useT('site')
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('shell.skipLink')}
    </a>
  )
}

/** The public shell: skip link, top bar, header, the page, footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  )
}
