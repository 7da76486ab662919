import type { ReactNode } from 'react'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { QuoteForm } from '#app/components/site/quote-form.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { MailIcon, PhoneIcon, PinIcon } from '#app/components/ui/icons.tsx'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { telHref, useSite } from '#app/lib/site.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = catalogueMeta('forms', 'contact', '/contact')

export default function Contact() {
  const site = useSite()
  const t = useT('forms')
  return (
    <main id="main" className="flex-1">
      <PageBanner title={t('contact.title')} breadcrumb={t('contact.title')} />

      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-labelledby="reach-heading">
          <SectionHeading id="reach-heading" eyebrow={t('contact.eyebrow')} title={t('contact.heading')}>
            <p>{t('contact.intro')}</p>
          </SectionHeading>
          <ul className="mt-8 grid gap-4">
            <Tile icon={<PhoneIcon className="h-5 w-5" />} title={t('contact.phone')}>
              <a href={telHref(site.phoneSupport)} className="block hover:text-brand-700 hover:underline">
                {t('contact.allServices')}{' '}
                <span className="font-semibold whitespace-nowrap text-navy">{site.phoneSupport}</span>
              </a>
              <a href={telHref(site.phoneDsc)} className="mt-1 block hover:text-brand-700 hover:underline">
                {t('contact.dsc')} <span className="font-semibold whitespace-nowrap text-navy">{site.phoneDsc}</span>
              </a>
            </Tile>
            <Tile icon={<MailIcon className="h-5 w-5" />} title={t('contact.email')}>
              <a href={`mailto:${site.infoEmail}`} className="font-semibold wrap-anywhere text-navy hover:underline">
                {site.infoEmail}
              </a>
            </Tile>
            <Tile icon={<PinIcon className="h-5 w-5" />} title={t('contact.office')}>
              <address className="not-italic">{site.address}</address>
            </Tile>
          </ul>
        </section>

        <QuoteForm variant="contact" heading={t('contact.formHeading')} />
      </div>
    </main>
  )
}

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        {icon}
      </span>
      <div className="min-w-0 text-slate-700">
        <h3 className="font-semibold text-navy">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  )
}
