import { NextSteps } from '#app/components/site/next-steps.tsx'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { Paragraphs } from '#app/components/site/paragraphs.tsx'
import { BusinessAssociates } from '#app/components/site/partner-logos.tsx'
import { StrengthsSection } from '#app/components/site/strengths-block.tsx'
import { homeContent } from '#app/content/by-locale.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = catalogueMeta('site', 'about', '/about')

export default function About() {
  const site = useSite()
  const locale = useLocale()
  const t = useT('site')
  const { aboutUs, partnerLogos, strengths } = homeContent(locale)
  const [lead, ...rest] = aboutUs.paragraphs
  return (
    <main id="main" className="flex-1">
      <PageBanner title={aboutUs.heading} breadcrumb={aboutUs.heading} />

      <section aria-label={t('about.label')} className="py-14 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <p className="text-xl leading-relaxed font-medium text-navy sm:text-2xl">{withCompany(lead ?? '', site)}</p>
            <Paragraphs texts={rest} className="mt-6 grid gap-5 text-lg leading-relaxed text-slate-700" />
            <NextSteps
              main={{ to: localizedPath('/contact', locale), label: t('about.partner') }}
              second={{ to: localizedPath('/offers', locale), label: t('about.offer') }}
            />
          </div>
          <img
            src="/images/banners/banner-1.svg"
            alt={t('about.imageAlt')}
            width={1200}
            height={480}
            className="aspect-[4/3] w-full rounded-3xl object-cover object-right shadow-lg"
          />
        </div>
      </section>

      <StrengthsSection strengths={strengths} />

      <BusinessAssociates logos={partnerLogos} />
    </main>
  )
}
