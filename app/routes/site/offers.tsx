import { OfferHeader } from '#app/components/site/offer-header.tsx'
import { PartnerLogos } from '#app/components/site/partner-logos.tsx'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { SkipLink } from '#app/components/site/shell.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteImage } from '#app/components/site/site-image.tsx'
import { TopBar } from '#app/components/site/top-bar.tsx'
import { ArrowUpIcon, CheckCircleIcon, ClockIcon, HeadsetIcon, ShieldCheckIcon } from '#app/components/ui/icons.tsx'
import { InlineArtwork } from '#app/components/ui/inline-artwork.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import { offerContent } from '#app/content/by-locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { islandsHandle, loadAsDocument } from '#app/lib/islands.tsx'
import { useSite, withCompany } from '#app/lib/site.ts'
import heroArtwork from '../../../public/images/offer/offer-hero.svg?raw'
import type { Route } from './+types/offers'

/** Static page with islands of script, not hydrated (ADR 0016). */
export const handle = islandsHandle
export const clientLoader = loadAsDocument
/** A server loader of its own, so that the client loader above runs only on client-side navigations. */
export const loader = () => null

export const meta: Route.MetaFunction = catalogueMeta(
  'site',
  { title: 'offers.title', description: 'offers.description', keywords: 'offers.keywords' },
  '/offers',
)

const heroPoints = [
  { Icon: ClockIcon, text: 'offers.pointTime' },
  { Icon: ShieldCheckIcon, text: 'offers.pointClass' },
  { Icon: HeadsetIcon, text: 'offers.pointHelpline' },
] as const

/** A table's header row: one column heading per column, numbers' headings aligned right like their cells. */
function ColumnHeads({ columns, className }: { columns: { label: string; right?: boolean }[]; className: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={`px-4 py-3 font-semibold ${c.right ? 'text-right' : ''}`}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

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
        <section aria-labelledby="offer-heading" className="bg-gradient-to-b from-brand-50 to-white">
          <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-12">
            <div>
              <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{t('offers.eyebrow')}</p>
              <h1
                id="offer-heading"
                data-page-top
                tabIndex={-1}
                className="mt-2 text-3xl font-extrabold text-balance text-navy outline-none sm:text-4xl lg:text-5xl lg:leading-tight"
              >
                {offer.hero.heading}
              </h1>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{text(offer.hero.subheading)}</p>
              <ul className="mt-6 flex flex-wrap gap-2">
                {heroPoints.map(({ Icon, text: point }) => (
                  <li
                    key={point}
                    className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-navy shadow-sm ring-1 ring-slate-200"
                  >
                    <Icon className="h-4 w-4 text-brand-600" />
                    {t(point)}
                  </li>
                ))}
              </ul>
              <InlineArtwork
                svg={heroArtwork}
                label={offer.hero.imageAlt}
                className="mt-8 w-full max-w-2xl rounded-3xl"
              />
            </div>
            <div id="offer-form" className="scroll-mt-32 lg:sticky lg:top-24">
              <QuoteForm variant="dsc-offer" heading={t('offers.formHeading')} />
            </div>
          </div>
        </section>

        <section aria-labelledby="glance-heading" className="py-14 sm:py-20">
          <div className="container-page">
            <SectionHeading
              id="glance-heading"
              eyebrow={t('offers.tableEyebrow')}
              title={offer.offerTable.heading}
              align="center"
            />
            <div className="mx-auto mt-8 max-w-3xl overflow-x-auto rounded-2xl border border-slate-200 shadow-sm">
              <table className="w-full text-left">
                <caption className="sr-only">{t('offers.tableCaption', { heading: offer.offerTable.heading })}</caption>
                <ColumnHeads
                  className="bg-navy text-white"
                  columns={[
                    { label: offer.offerTable.columns.product },
                    { label: offer.offerTable.columns.mrp, right: true },
                    { label: offer.offerTable.columns.partnerPrice, right: true },
                  ]}
                />
                <tbody className="divide-y divide-slate-200">
                  {offer.offerTable.rows.map((row) => (
                    <tr key={row.product} className="even:bg-slate-50">
                      <th scope="row" className="px-4 py-3 font-medium text-navy">
                        {row.product}
                      </th>
                      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-600">
                        <s>{row.mrp}</s>
                      </td>
                      <td className="px-4 py-3 text-right font-bold whitespace-nowrap text-green-700">
                        {row.partnerPrice}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mx-auto mt-3 max-w-3xl text-sm text-slate-600">{offer.offerTable.note}</p>

            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {offer.benefitImages.map((b) => (
                <li key={b.image} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <SiteImage
                    src={`/images/offer/${b.image}`}
                    alt={b.alt}
                    width={360}
                    height={240}
                    className="w-full bg-brand-50"
                  />
                  <p className="p-5 font-semibold text-navy">{b.caption}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="about"
          aria-labelledby="about-heading"
          className="scroll-mt-32 bg-slate-50 py-14 sm:py-20 lg:scroll-mt-20"
        >
          <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
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
          </div>
        </section>

        <section
          id="products"
          aria-labelledby="products-heading"
          className="scroll-mt-32 py-14 sm:py-20 lg:scroll-mt-20"
        >
          <div className="container-page">
            <SectionHeading
              id="products-heading"
              eyebrow={t('offers.productsEyebrow')}
              title={offer.productsHeading}
              align="center"
            >
              <p>{t('offers.productsText')}</p>
            </SectionHeading>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {offer.products.map((p) => (
                <li key={p.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <button
                    type="button"
                    // Spec: a product card's icon takes the visitor back to the top (the islands do it; focus goes along).
                    data-back-to-top
                    className="group relative inline-flex h-20 w-20 items-center justify-center self-start rounded-2xl bg-brand-50 transition-colors hover:bg-brand-100"
                  >
                    <img
                      src={`/images/offer/${p.icon}`}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      className="h-14 w-14"
                    />
                    <ArrowUpIcon className="absolute -right-1.5 -bottom-1.5 h-6 w-6 rounded-full bg-white p-1 text-brand-700 opacity-0 shadow ring-1 ring-slate-200 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
                    <span className="sr-only">{t('offers.backToTop', { product: p.title })}</span>
                  </button>
                  <h3 className="mt-4 text-lg font-bold text-navy">{p.title}</h3>
                  <p className="mt-2 text-slate-700">{p.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="pricing"
          aria-labelledby="pricing-heading"
          className="scroll-mt-32 bg-navy py-14 sm:py-20 lg:scroll-mt-20"
        >
          <div className="container-page">
            <SectionHeading
              id="pricing-heading"
              eyebrow={t('offers.pricingEyebrow')}
              title={offer.pricing.heading}
              tone="dark"
            />
            <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div>
                <div className="overflow-x-auto rounded-2xl bg-white">
                  <table className="w-full text-left" data-testid="discount-table">
                    <caption className="sr-only">{t('offers.discountCaption')}</caption>
                    <ColumnHeads
                      className="border-b border-slate-200 bg-brand-50 text-navy"
                      columns={[
                        { label: offer.pricing.columns.min },
                        { label: offer.pricing.columns.max },
                        { label: offer.pricing.columns.discount, right: true },
                      ]}
                    />
                    <tbody className="divide-y divide-slate-200 text-slate-700">
                      {offer.pricing.discountTable.map((row) => (
                        <tr key={row.min}>
                          <td className="px-4 py-3">{row.min}</td>
                          <td className="px-4 py-3">{row.max}</td>
                          <td className="px-4 py-3 text-right font-bold text-green-700">{row.discount}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="mt-3 text-sm text-slate-200">{offer.pricing.note}</p>
              </div>
              <div className="rounded-2xl bg-white/[0.07] p-6 ring-1 ring-white/10">
                <h3 className="text-xl font-bold text-white">{offer.pricing.benefitsHeading}</h3>
                <ul className="mt-4 grid gap-3">
                  {offer.pricing.benefits.map((b) => (
                    <li key={b} className="flex gap-3 text-slate-100">
                      <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-500" />
                      <span>{b}</span>
                    </li>
                  ))}
                </ul>
                <a
                  href="#offer-form"
                  className="mt-6 inline-flex rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-navy hover:bg-white"
                >
                  {t('offers.claim')}
                </a>
              </div>
            </div>
          </div>
        </section>

        <section
          id="offer-terms"
          aria-labelledby="terms-heading"
          className="scroll-mt-32 py-14 sm:py-20 lg:scroll-mt-20"
        >
          <div className="container-page max-w-4xl">
            <SectionHeading id="terms-heading" title={offer.termsHeading} />
            <ol className="mt-6 grid list-decimal gap-3 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              {offer.terms.map((t) => (
                <li key={t} className="pl-1">
                  {text(t)}
                </li>
              ))}
            </ol>
          </div>
        </section>

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
