import type { ReactNode } from 'react'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { SiteImage } from '#app/components/site/site-image.tsx'
import { ArrowUpIcon, CheckCircleIcon, ClockIcon, HeadsetIcon, ShieldCheckIcon } from '#app/components/ui/icons.tsx'
import { InlineArtwork } from '#app/components/ui/inline-artwork.tsx'
import type { offerContent } from '#app/content/by-locale.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import heroArtwork from '../../../../public/images/offer/offer-hero.svg?raw'

/** The sections of the DSC partner offer page (spec: the offer landing page), each from the page's content document. */

type OfferContent = ReturnType<typeof offerContent>

const heroPoints = [
  { Icon: ClockIcon, text: 'offers.pointTime' },
  { Icon: ShieldCheckIcon, text: 'offers.pointClass' },
  { Icon: HeadsetIcon, text: 'offers.pointHelpline' },
] as const

/**
 * A section of the offer page that its header's links lead to (`#about`, `#products`, `#pricing`, `#offer-terms`),
 * scrolled to clear of the sticky header, named by its heading (`headingId`), its content in the page's container
 * (`layout`: the container's own classes).
 */
export function OfferSection({
  id,
  headingId,
  background,
  layout,
  children,
}: {
  id: string
  headingId: string
  background?: string
  layout?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={['scroll-mt-32', background, 'py-14 sm:py-20 lg:scroll-mt-20'].filter(Boolean).join(' ')}
    >
      <div className={['container-page', layout].filter(Boolean).join(' ')}>{children}</div>
    </section>
  )
}

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

/** The first screen: the offer, its three points, the artwork and the quote form beside them. */
export function OfferHero({ offer }: { offer: OfferContent }) {
  const t = useT('site')
  const site = useSite()
  const text = (s: string) => withCompany(s, site)
  return (
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
          <InlineArtwork svg={heroArtwork} label={offer.hero.imageAlt} className="mt-8 w-full max-w-2xl rounded-3xl" />
        </div>
        <div id="offer-form" className="scroll-mt-32 lg:sticky lg:top-24">
          <QuoteForm variant="dsc-offer" heading={t('offers.formHeading')} />
        </div>
      </div>
    </section>
  )
}

/** The offer at a glance: products with their MRP and partner price, and the benefits in pictures. */
export function OfferGlance({ offer }: { offer: OfferContent }) {
  const t = useT('site')
  return (
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
  )
}

/** The products, each card's icon a way back to the top of the page. */
export function OfferProducts({ offer }: { offer: OfferContent }) {
  const t = useT('site')
  return (
    <OfferSection id="products" headingId="products-heading">
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
              <img src={`/images/offer/${p.icon}`} alt="" width={96} height={96} loading="lazy" className="h-14 w-14" />
              <ArrowUpIcon className="absolute -right-1.5 -bottom-1.5 h-6 w-6 rounded-full bg-white p-1 text-brand-700 opacity-0 shadow ring-1 ring-slate-200 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
              <span className="sr-only">{t('offers.backToTop', { product: p.title })}</span>
            </button>
            <h3 className="mt-4 text-lg font-bold text-navy">{p.title}</h3>
            <p className="mt-2 text-slate-700">{p.text}</p>
          </li>
        ))}
      </ul>
    </OfferSection>
  )
}

/** Volume discounts and the partner's benefits, with the way to claim the offer. */
export function OfferPricing({ offer }: { offer: OfferContent }) {
  const t = useT('site')
  return (
    <OfferSection id="pricing" headingId="pricing-heading" background="bg-navy">
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
    </OfferSection>
  )
}
