import { Link } from 'react-router'
import { messages } from '#app/lib/errors.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/** The 404 page and the error boundary, in the site's look and the page's language. Never shows error details. */
export function ErrorScreen({ notFound, message }: { notFound: boolean; message?: string }) {
  const t = useT('site')
  const locale = useLocale()
  const heading = t(notFound ? 'error.notFound' : 'error.failed')
  return (
    <main id="main" className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center">
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-brand-600">{notFound ? '404' : t('error.sorry')}</p>
      <h1 className="mt-4 text-2xl font-bold text-navy">{heading}</h1>
      <p className="mt-3 max-w-xl text-slate-700">
        <SpecMessage text={message ?? (notFound ? messages.NOT_FOUND : messages.ERR0000)} />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localizedPath('/', locale)}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('error.home')}
        </Link>
        <Link
          to={localizedPath('/contact', locale)}
          className="rounded-md border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('error.contact')}
        </Link>
      </div>
    </main>
  )
}
