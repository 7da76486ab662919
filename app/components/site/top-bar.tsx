import { useLocation } from 'react-router'
import { switchLinks } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { ContactLines } from './contact-lines.tsx'
import { SocialLinks } from './social-links.tsx'

/**
 * The language switch (D55, ADR 0157): a plain link to the same page in each other language, named in that language
 * ("हिन्दी" on an English page, "English" on a Hindi one), so it works without script.
 */
export function LanguageSwitch() {
  const { pathname } = useLocation()
  return switchLinks(pathname, useLocale()).map((link) => (
    <a
      key={link.locale}
      href={link.href}
      lang={link.lang}
      hrefLang={link.lang}
      data-language-switch
      className="inline-flex min-h-6 items-center rounded px-2 font-semibold ring-1 ring-white/40 hover:bg-white/15"
    >
      {link.name}
    </a>
  ))
}

/** Top bar: the two support lines (DSC and other matters), the info e-mail, social links and the language switch. */
export function TopBar() {
  const t = useT('site')
  return (
    // A labelled region, so that everything on the page sits in a landmark.
    <section aria-label={t('topBar.label')} className="bg-navy text-sm text-white">
      {/* The lines wrap on a phone; the language switch keeps its place at the end of the first row. */}
      <div className="container-page flex items-start justify-between gap-x-6 py-1.5 md:items-center">
        <div className="min-w-0 flex-1">
          <ContactLines place="topBar" />
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <SocialLinks className="hidden md:flex" />
          <LanguageSwitch />
        </div>
      </div>
    </section>
  )
}
