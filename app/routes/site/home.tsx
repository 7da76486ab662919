import { ContactLines } from '#app/components/site/contact-lines.tsx'
import { HomeBanners } from '#app/components/site/home-banners.tsx'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import { BusinessAssociates } from '#app/components/site/partner-logos.tsx'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { ServiceTiles } from '#app/components/site/service-tiles.tsx'
import { StrengthsSection } from '#app/components/site/strengths-block.tsx'
import { QuestionAccordion } from '#app/components/ui/accordion.tsx'
import { homeContent } from '#app/content/by-locale.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { faqPageJsonLd, organizationJsonLd, pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches)
  const locale = metaLocale(args)
  const { homeMeta } = homeContent(locale)
  return pageMeta(site, {
    locale,
    title: site ? withCompany(homeMeta.title, site) : homeMeta.title,
    description: homeMeta.description,
    keywords: homeMeta.keywords,
    path: '/',
  })
}

export default function Home() {
  const site = useSite()
  const locale = useLocale()
  const t = useT('site')
  const { homeBanners, homeFaqs, homeIntro, joinSteps, partnerLogos, strengths } = homeContent(locale)
  return (
    <main id="main" className="flex-1">
      <h1 className="sr-only">{t('home.heading', { company: site.companyName })}</h1>
      <HomeBanners banners={homeBanners} />

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            eyebrow={t('home.servicesEyebrow')}
            title={homeIntro.heading}
            align="center"
          >
            <p>{withCompany(homeIntro.text, site)}</p>
          </SectionHeading>
          <div className="mt-10">
            <ServiceTiles quoteHref="#free-quote" />
          </div>
        </div>
      </section>

      <StrengthsSection strengths={strengths} />

      <section aria-labelledby="faq-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading id="faq-heading" eyebrow={t('home.questionsEyebrow')} title={t('faq.heading')}>
              <p>{t('home.questionsText')}</p>
            </SectionHeading>
            <ContactLines place="homeQuestions" />
          </div>
          <QuestionAccordion items={homeFaqs} />
        </div>
        <JsonLd data={faqPageJsonLd(homeFaqs)} />
      </section>

      <BusinessAssociates logos={partnerLogos} className="border-y border-slate-200" />

      <section id="free-quote" aria-label={t('home.quoteLabel')} className="scroll-mt-20 bg-brand-50 py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="lg:pt-6">
            <SectionHeading eyebrow={t('home.partnerEyebrow')} title={t('home.partnerHeading')}>
              <p>{t('home.partnerText')}</p>
            </SectionHeading>
            <ol className="mt-8 grid gap-5">
              {joinSteps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-semibold text-navy">{step.title}</span>
                    <span className="block text-slate-700">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <QuoteForm variant="home" heading={t('home.quoteHeading')} />
        </div>
      </section>

      <JsonLd data={organizationJsonLd(site, locale)} />
    </main>
  )
}
