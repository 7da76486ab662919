import {
  OfferGlance,
  OfferHero,
  OfferPricing,
  OfferProducts,
  OfferSection,
} from '#app/components/site/offer/offer-sections.tsx'
import { OfferHeader } from '#app/components/site/offer-header.tsx'
import { PartnerLogos } from '#app/components/site/partner-logos.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { SkipLink } from '#app/components/site/shell.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { TopBar } from '#app/components/site/top-bar.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import { offerContent } from '#app/content/by-locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { islandsHandle, loadAsDocument } from '#app/lib/islands.tsx'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/offers'

/** Static page with islands of script, not hydrated (ADR 0016). */
export const handle = islandsHandle
export const clientLoader = loadAsDocument
/** A server loader of its own, so that the client loader above runs only on client-side navigations. */
export const loader = () => null

export const meta: Route.MetaFunction = catalogueMeta('site', 'offers', '/offers')

/** The DSC partner offer landing page: outside the site layout, with its own header and navigation bar. */
export default function Offers() {
  const site = useSite()
  const t = useT('site')
  const offer = offerContent(useLocale())
  const text = (s: string) => withCompany(s, site)

  return (
    <>
      <SkipLink />
      <TopBar />
      <OfferHeader nav={offer.navLabels} />

      <main id="main" className="flex-1">
        <OfferHero offer={offer} />

        <OfferGlance offer={offer} />

        <OfferSection
          id="about"
          headingId="about-heading"
          background="bg-slate-50"
          layout="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start"
        >
          <SectionHeading id="about-heading" eyebrow={t('offers.aboutEyebrow')} title={offer.aboutHeading}>
            <p>{t('offers.aboutText')}</p>
          </SectionHeading>
          <Tabs
            label={t('offers.aboutTabs')}
            className="rounded-2xl border border-slate-200 bg-white shadow-sm"
            listClassName="grid grid-cols-3 gap-1 border-b border-slate-200 p-2 sm:flex"
            tabClassName="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 transition-colors sm:px-4 sm:text-base hover:bg-brand-50 hover:text-brand-700 data-[state=active]:bg-brand-600 data-[state=active]:text-white"
            panelClassName="grid gap-4 p-6 leading-relaxed text-slate-700 sm:p-8"
            tabs={offer.aboutTabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: tab.paragraphs.map((p) => <p key={p}>{text(p)}</p>),
            }))}
          />
        </OfferSection>

        <OfferProducts offer={offer} />

        <OfferPricing offer={offer} />

        <OfferSection id="offer-terms" headingId="terms-heading" layout="max-w-4xl">
          <SectionHeading id="terms-heading" title={offer.termsHeading} />
          <ol className="mt-6 grid list-decimal gap-3 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
            {offer.terms.map((t) => (
              <li key={t} className="pl-1">
                {text(t)}
              </li>
            ))}
          </ol>
        </OfferSection>

        <section aria-labelledby="partners-heading" className="border-t border-slate-200 bg-slate-50 py-12">
          <div className="container-page text-center">
            <h2 id="partners-heading" className="text-lg font-semibold text-slate-600">
              {offer.partners.heading}
            </h2>
            <div className="mt-6">
              <PartnerLogos logos={offer.partners.logos} folder="offer" width={200} height={80} />
            </div>
            <p className="mt-6 font-semibold tracking-wide text-navy">{offer.partners.tagline}</p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  )
}
