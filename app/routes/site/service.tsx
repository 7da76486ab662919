import { data, Link } from 'react-router'
import { CallUsTile } from '#app/components/site/call-us-tile.tsx'
import { FaqSection } from '#app/components/site/faq-section.tsx'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { Paragraphs } from '#app/components/site/paragraphs.tsx'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SiteImage } from '#app/components/site/site-image.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { ArrowRightIcon, CheckCircleIcon, CheckIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { servicePage } from '#app/content/by-locale.ts'
import type { ServicePage } from '#app/content/services.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import { basePath, localizedPath } from '#app/lib/i18n/locale.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { type ServiceKey, serviceAt } from '#app/lib/service-index.ts'
import { telHref, useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/service'

/** One route module serves all 11 service paths (routes.ts); the page is found by its canonical path. */
export function loader({ request }: Route.LoaderArgs) {
  // The Hindi page (/hi/...) is the same service as the English page at the same path without /hi.
  const path = basePath(new URL(request.url).pathname.toLowerCase().replace(/\/+$/, ''))
  const page = serviceAt(path)
  if (!page) throw data(null, { status: 404 })
  // Only the key travels: the content is in the page's own bundle, so it is not sent twice.
  return { key: page.key }
}

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches)
  const locale = metaLocale(args)
  const page = args.data ? servicePage(args.data.key as ServiceKey, locale) : undefined
  if (!page) return [{ title: translator(locale, 'site')('error.notFound') }]
  return pageMeta(site, {
    locale,
    title: site ? withCompany(page.title, site) : page.title,
    description: page.metaDescription,
    keywords: page.keywords,
    path: page.path,
  })
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale()
  const t = useT('site')
  const page = servicePage(loaderData.key as ServiceKey, locale)
  const site = useSite()
  const text = (s: string) => withCompany(s, site)
  const phone = page.phoneLine === 'dsc' ? site.phoneDsc : site.phoneSupport
  return (
    <main id="main" className="flex-1">
      <PageBanner title={page.heading} breadcrumb={page.heading}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{text(page.summary)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="#quote"
            className="inline-flex items-center gap-2 rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-navy transition-colors hover:bg-white"
          >
            {`${t('service.quoteLink')} `}
            <ArrowRightIcon className="h-4 w-4" />
          </a>
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10"
          >
            <PhoneIcon className="h-4 w-4" /> <span className="whitespace-nowrap">{phone}</span>
          </a>
        </div>
      </PageBanner>

      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <article className="min-w-0">
          <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_14rem]">
            <Paragraphs texts={page.intro} className="grid gap-4 text-lg leading-relaxed text-slate-700" />
            <SiteImage
              src={`/images/services/${page.image}`}
              alt={page.imageAlt}
              width={480}
              height={480}
              // In the first screen on phones and often the page's largest paint.
              first
              className="mx-auto w-56 rounded-3xl md:w-full"
            />
          </div>

          {page.highlights && <Highlights highlights={page.highlights} />}

          {page.sections.map((section) => (
            <section key={section.heading} className="mt-12">
              <h2 className="text-2xl font-bold text-navy">{text(section.heading)}</h2>
              <Paragraphs texts={section.paragraphs} className="mt-4 grid gap-4 leading-relaxed text-slate-700" />
              {section.bullets && (
                <ul className="mt-5 grid gap-3">
                  {section.bullets.map((b) => (
                    <li key={b} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-700">
                      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-ok" />
                      <BulletText text={text(b)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}

          <Benefits page={page} />

          <FaqSection faqs={page.faqs} firstOpen={page.faqFirstOpen} className="mt-14" />
        </article>

        <aside aria-label={t('service.asideLabel')}>
          <div className="grid gap-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pb-2">
            <div id="quote" className="scroll-mt-20">
              <QuoteForm variant="service" service={page.pageForm} heading={t('service.quoteHeading')} />
            </div>
            <CallUsTile line={page.phoneLine} />
          </div>
        </aside>
      </div>
    </main>
  )
}

/** "Sign: for signing documents..." shows its short lead-in ("Sign") in bold, as a term and its explanation. */
function BulletText({ text }: { text: string }) {
  const colon = text.indexOf(': ')
  if (colon <= 0 || colon > 40) return <span>{text}</span>
  return (
    <span>
      <strong className="font-semibold text-navy">{text.slice(0, colon)}</strong>
      {text.slice(colon)}
    </span>
  )
}

function Benefits({ page }: { page: ServicePage }) {
  const t = useT('site')
  return (
    <section aria-labelledby="benefits-heading" className="mt-14">
      <h2 id="benefits-heading" className="text-2xl font-bold text-navy">
        {t('service.benefitsHeading')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {page.benefits.map((b) => (
          <li key={b.title} className="rounded-2xl border border-slate-200 p-5">
            <p className="flex items-center gap-2 font-semibold text-navy">
              <CheckCircleIcon className="h-5 w-5 shrink-0 text-brand-600" />
              {b.title}
            </p>
            <p className="mt-2 text-slate-700">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A page's carousel of highlights (the DSC page's: 3000 ms like the home page, spec section 2). */
function Highlights({ highlights }: { highlights: NonNullable<ServicePage['highlights']> }) {
  const locale = useLocale()
  return (
    <section aria-labelledby="dsc-highlights-heading" className="mt-12">
      <h2 id="dsc-highlights-heading" className="sr-only">
        {highlights.heading}
      </h2>
      <Carousel
        label={highlights.label}
        tone="dark"
        className="overflow-hidden rounded-2xl bg-brand-50"
        controlsClassName="justify-center pb-3"
        slides={highlights.slides.map((h) => ({
          key: h.image,
          title: h.title,
          content: (
            <div className="grid h-full items-center gap-6 p-6 sm:grid-cols-[14rem_minmax(0,1fr)] sm:p-8">
              <SiteImage
                src={`/images/offer/${h.image}`}
                alt={h.imageAlt}
                width={360}
                height={240}
                className="mx-auto w-full max-w-56 rounded-xl bg-white"
              />
              <div>
                <h3 className="text-xl font-bold text-navy">{h.title}</h3>
                <p className="mt-2 text-slate-700">{h.text}</p>
                {h.link && (
                  <Link
                    to={localizedPath(h.link.href, locale)}
                    className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                  >
                    {h.link.label} <ArrowRightIcon className="h-4 w-4" />
                  </Link>
                )}
              </div>
            </div>
          ),
        }))}
      />
    </section>
  )
}
