import { Link } from 'react-router'
import { messages } from '#app/lib/errors.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * The back office's own error pages, inside the staff shell (ADR 0139): 404 (no such page, or a record the user may
 * not see), 403 (a page the user's rights do not open) and any other failure (ERR0000 only, never details). Each
 * offers the way back to the CRM; a user without the CRM right is taken on from there to the first area they may
 * open. Signed out, the way back is the sign-in page.
 */
export function OfficeErrorScreen({
  status,
  message,
  signedIn,
}: {
  status: number | null
  message?: string
  signedIn: boolean
}) {
  const t = useT('office')
  const title = t(status === 404 ? 'error.notFound' : status === 403 ? 'error.forbidden' : 'error.failed')
  const fallback = status === 404 ? messages.NOT_FOUND : status === 403 ? messages.FORBIDDEN : messages.ERR0000
  return (
    <main id="main" className="flex-1 bg-slate-50">
      <section aria-labelledby="office-error-heading" className="container-page max-w-xl py-12 text-center">
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        {status === 404 || status === 403 ? (
          <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
            {status}
          </p>
        ) : null}
        <h1 id="office-error-heading" className="mt-3 text-2xl font-bold text-navy">
          {title}
        </h1>
        <p className="mt-3 text-slate-700">
          <SpecMessage text={message ?? fallback} />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={signedIn ? '/crm' : '/login'}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t(signedIn ? 'error.backToCrm' : 'error.signIn')}
          </Link>
        </div>
      </section>
    </main>
  )
}
