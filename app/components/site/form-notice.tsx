import { Link } from 'react-router'
import { privacyContent } from '#app/content/by-locale.ts'
import { defaultLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale } from '#app/lib/i18n/react.ts'

/** The words of the notice that link to the privacy notice, per language. */
const linkText = (locale: ReturnType<typeof useLocale>) =>
  locale === defaultLocale ? 'privacy notice' : privacyContent(locale).privacy.heading

/** The one-line privacy notice under every public form, linking to /privacy (DPDP Act 2023 s.5), in the page's language. */
export function FormNotice({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const { formNotice } = privacyContent(locale)
  const LINK_TEXT = linkText(locale)
  const to = localizedPath('/privacy', locale)
  const at = formNotice.indexOf(LINK_TEXT)
  // The notice text is content: if it is reworded without the words "privacy notice", link the whole line.
  if (at === -1) {
    return (
      <p className={`text-xs text-slate-600 ${className}`}>
        <Link to={to} className="underline hover:text-brand-700">
          {formNotice}
        </Link>
      </p>
    )
  }
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      {formNotice.slice(0, at)}
      <Link to={to} className="font-medium text-brand-700 underline hover:text-brand-800">
        {LINK_TEXT}
      </Link>
      {formNotice.slice(at + LINK_TEXT.length)}
    </p>
  )
}
