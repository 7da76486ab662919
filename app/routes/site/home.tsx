import { ContactLines } from '#app/components/site/contact-lines.tsx'
import { HomeBanners } from '#app/components/site/home-banners.tsx'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import { BusinessAssociates } from '#app/components/site/partner-logos.tsx'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { ServiceTiles } from '#app/components/site/service-tiles.tsx'
import { StrengthsSection } from '#app/components/site/strengths-block.tsx'
import { QuestionAccordion } from '#app/components/ui/accordion.tsx'
import { homeBanners, homeFaqs, homeIntro, homeMeta, joinSteps, partnerLogos } from '#app/content/home.ts'
import { faqPageJsonLd, organizationJsonLd, pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return pageMeta(site, {
    title: site ? withCompany(homeMeta.title, site) : homeMeta.title,
    description: homeMeta.description,
    keywords: homeMeta.keywords,
    path: '/',
  })
}

export default function Home() {
  const site = useSite()
  return (
    <main id="main" className="flex-1">
      <h1 className="sr-only">{site.companyName}: banking, payments and digital services near you</h1>
      <HomeBanners banners={homeBanners} />

      <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="services-heading" eyebrow="What we offer" title={homeIntro.heading} align="center">
            <p>{homeIntro.text}</p>
          </SectionHeading>
          <div className="mt-10">
            <ServiceTiles quoteHref="#free-quote" />
          </div>
        </div>
      </section>

      <StrengthsSection />

      <section aria-labelledby="faq-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions">
              <p>Answers to what shop owners and distributors ask us most. Cannot find yours? Call or write to us.</p>
            </SectionHeading>
            <ContactLines place="homeQuestions" />
          </div>
          <QuestionAccordion items={homeFaqs} />
        </div>
        <JsonLd data={faqPageJsonLd(homeFaqs)} />
      </section>

      <BusinessAssociates logos={partnerLogos} className="border-y border-slate-200" />

      <section id="free-quote" aria-label="Free quote" className="scroll-mt-20 bg-brand-50 py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="lg:pt-6">
            <SectionHeading eyebrow="Partner with us" title="Bring these services to your customers">
              <p>
                Whether you run a shop, want to become a distributor or need a digital signature, tell us what you are
                looking for. Our team will get back to you with the details and a quote, free of charge.
              </p>
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
          <QuoteForm variant="home" heading="Get a Free Quote" />
        </div>
      </section>

      <JsonLd data={organizationJsonLd(site)} />
    </main>
  )
}
