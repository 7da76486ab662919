import { NextSteps } from '#app/components/site/next-steps.tsx'
import { AlertCircleIcon, CheckCircleIcon } from '#app/components/ui/icons.tsx'
import { messages } from '#app/lib/errors.ts'
import { englishLineClass } from '#app/lib/field-errors.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { localizeMessage, SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/thankyou'

// Indexable like every public page (ADR 0017): a search visitor who lands here finds the company's contact
// details and the way home. The pages are not in the sitemap, since nothing links to them but the forms.
export const meta: Route.MetaFunction = (args) => {
  const { params } = args
  const site = siteFromMatches(args.matches)
  const locale = metaLocale(args)
  const t = translator(locale, 'forms')
  return pageMeta(site, {
    locale,
    title: params.id === '1' ? t('thankyou.metaTitleOk') : t('thankyou.metaTitleSorry'),
    description:
      params.id === '1'
        ? t('thankyou.metaDescriptionOk', { company: site?.companyName ?? 'us' })
        : t('thankyou.metaDescriptionSorry', { email: site?.infoEmail ?? 'us' }),
    path: `/thankyou/${params.id}`,
  })
}

/** The spec's failure text with its e-mail address as a link, in `text` (one language's wording of SORRY_TEXT). */
function SorryText({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split('{email}')
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold wrap-anywhere text-brand-700 underline">
        {email}
      </a>
      {after}
    </>
  )
}

/**
 * Result of a request (spec section 2): id 1 is success, any other id a failure. A form's script arrives here by
 * loading the page as a new document, so interaction and scroll position start afresh (nothing to restore). On the
 * Hindi page the spec's texts are in Hindi with their exact English as a second line (ADR 0156).
 */
export default function ThankYou({ params }: Route.ComponentProps) {
  const site = useSite()
  const locale = useLocale()
  const t = useT('forms')
  const ok = params.id === '1'
  const sorry = localizeMessage(messages.SORRY_TEXT, locale)
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
            <SpecMessage text={ok ? messages.THANK_YOU_TITLE : messages.SORRY_TITLE} />
          </h1>
          <p className="mt-4 text-lg text-slate-700" data-testid="result-text">
            {ok ? (
              <SpecMessage text={messages.THANK_YOU_TEXT} />
            ) : (
              <>
                <SorryText text={sorry.text} email={site.infoEmail} />
                {sorry.english && (
                  <span lang="en" className={englishLineClass}>
                    <SorryText text={sorry.english} email={site.infoEmail} />
                  </span>
                )}
              </>
            )}
          </p>
          <NextSteps
            main={{ to: localizedPath('/', locale), label: t('thankyou.home') }}
            second={{ to: localizedPath('/contact', locale), label: t('thankyou.contact') }}
            className="justify-center"
          />
        </div>
      </div>
    </main>
  )
}
