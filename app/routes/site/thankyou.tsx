import { NextSteps } from '#app/components/site/next-steps.tsx'
import { AlertCircleIcon, CheckCircleIcon } from '#app/components/ui/icons.tsx'
import { messages } from '#app/lib/errors.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/thankyou'

// Indexable like every public page (ADR 0017): a search visitor who lands here finds the company's contact
// details and the way home. The pages are not in the sitemap, since nothing links to them but the forms.
export const meta: Route.MetaFunction = ({ matches, params }) => {
  const site = siteFromMatches(matches)
  return pageMeta(site, {
    title: params.id === '1' ? 'Thank You' : 'Sorry',
    description:
      params.id === '1'
        ? `Your request has reached ${site?.companyName ?? 'us'}. We will contact you shortly.`
        : `Your request could not be processed. Write to ${site?.infoEmail ?? 'us'} and we will help.`,
    path: `/thankyou/${params.id}`,
  })
}

/**
 * Result of a request (spec section 2): id 1 is success, any other id a failure. A form's script arrives here by
 * loading the page as a new document, so interaction and scroll position start afresh (nothing to restore).
 */
export default function ThankYou({ params }: Route.ComponentProps) {
  const site = useSite()
  const ok = params.id === '1'
  const [before, after] = messages.SORRY_TEXT.split('{email}')
  return (
    <main id="main" className="flex flex-1 items-center bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-navy/5 sm:p-12">
          <span
            className={`mx-auto inline-flex h-20 w-20 items-center justify-center rounded-full ${
              ok ? 'bg-green-50 text-ok' : 'bg-accent-50 text-accent-700'
            }`}
          >
            {ok ? <CheckCircleIcon className="h-11 w-11" /> : <AlertCircleIcon className="h-11 w-11" />}
          </span>
          <h1 className="mt-6 text-3xl font-bold text-navy outline-none sm:text-4xl">
            {ok ? messages.THANK_YOU_TITLE : messages.SORRY_TITLE}
          </h1>
          <p className="mt-4 text-lg text-slate-700" data-testid="result-text">
            {ok ? (
              messages.THANK_YOU_TEXT
            ) : (
              <>
                {before}
                <a href={`mailto:${site.infoEmail}`} className="font-semibold wrap-anywhere text-brand-700 underline">
                  {site.infoEmail}
                </a>
                {after}
              </>
            )}
          </p>
          <NextSteps
            main={{ to: '/', label: 'Back to home' }}
            second={{ to: '/contact', label: 'Contact us' }}
            className="justify-center"
          />
        </div>
      </div>
    </main>
  )
}
