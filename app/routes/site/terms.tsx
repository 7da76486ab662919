import { PageBanner } from '#app/components/site/page-banner.tsx'
import { termsContent } from '#app/content/by-locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = catalogueMeta('site', 'terms', '/termsconditions')

/** The retail partner agreement, numbered 1, 2, 3 ... and 1.1, 1.2 ... in the order of the content (terms.ts). */
export default function Terms() {
  const site = useSite()
  const t = useT('site')
  const { terms, termsLastUpdated } = termsContent(useLocale())
  return (
    <main id="main" className="flex-1">
      <PageBanner title={t('terms.heading')} breadcrumb={t('terms.heading')}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t('terms.lead', { company: site.companyName })}</p>
      </PageBanner>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t('terms.clauses')} className="hidden lg:block">
          <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <p className="px-2 pb-2 text-sm font-semibold tracking-wider text-slate-600 uppercase">
              {t('terms.contents')}
            </p>
            <ol className="grid gap-0.5 text-sm">
              {terms.map((clause, i) => (
                <li key={clause.heading}>
                  <a
                    href={`#clause-${i + 1}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-700"
                  >
                    <span className="w-5 shrink-0 text-right tabular-nums">{i + 1}.</span>
                    <span>{clause.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl min-w-0">
          <p className="text-slate-600">
            {t('terms.lastUpdated')} <time dateTime="2021-07-01">{termsLastUpdated}</time>
          </p>
          <ol className="mt-8 grid gap-10">
            {terms.map((clause, i) => (
              <li key={clause.heading} id={`clause-${i + 1}`} className="scroll-mt-24">
                <h2 className="flex gap-3 text-xl font-bold text-navy sm:text-2xl">
                  <span className="tabular-nums">{i + 1}.</span>
                  <span>{clause.heading}</span>
                </h2>
                <ol className="mt-4 grid gap-3">
                  {clause.paragraphs.map((p, j) => (
                    <li key={p} className="flex gap-3 leading-relaxed text-slate-700">
                      <span className="w-10 shrink-0 font-semibold text-slate-600 tabular-nums">
                        {i + 1}.{j + 1}
                      </span>
                      <p className="min-w-0">{withCompany(p, site)}</p>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </article>
      </div>
    </main>
  )
}
