import { NextSteps } from '#app/components/site/next-steps.tsx'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { BusinessAssociates } from '#app/components/site/partner-logos.tsx'
import { StrengthsSection } from '#app/components/site/strengths-block.tsx'
import { aboutUs, partnerLogos } from '#app/content/home.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return pageMeta(site, {
    title: `About Us | ${site?.companyName ?? ''}`,
    description:
      'We bring banking and everyday digital services within reach of every Indian through a network of ' +
      'retailers, distributors and super distributors, with our head office in New Delhi.',
    keywords: ['about us', 'financial services company', 'assisted digital services', 'agent network', 'New Delhi'],
    path: '/about',
  })
}

export default function About() {
  const site = useSite()
  const [lead, ...rest] = aboutUs.paragraphs
  return (
    <main id="main" className="flex-1">
      <PageBanner title={aboutUs.heading} breadcrumb={aboutUs.heading} />

      <section aria-label="About us" className="py-14 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <p className="text-xl leading-relaxed font-medium text-navy sm:text-2xl">{withCompany(lead ?? '', site)}</p>
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-slate-700">
              {rest.map((p) => (
                <p key={p}>{withCompany(p, site)}</p>
              ))}
            </div>
            <NextSteps
              main={{ to: '/contact', label: 'Become a partner' }}
              second={{ to: '/offers', label: 'DSC partner offer' }}
            />
          </div>
          <img
            src="/images/banners/banner-1.svg"
            alt="Illustration of a shopkeeper giving cash to a customer with a handheld micro ATM"
            width={1200}
            height={480}
            className="aspect-[4/3] w-full rounded-3xl object-cover object-right shadow-lg"
          />
        </div>
      </section>

      <StrengthsSection />

      <BusinessAssociates logos={partnerLogos} />
    </main>
  )
}
