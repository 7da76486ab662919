import { PageBanner } from '#app/components/site/page-banner.tsx'
import { Paragraphs } from '#app/components/site/paragraphs.tsx'
import { MailIcon, PinIcon, UsersIcon } from '#app/components/ui/icons.tsx'
import { privacyContent } from '#app/content/by-locale.ts'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = catalogueMeta('site', 'privacy', '/privacy')

/** Shows a YYYY-MM-DD version as a date an Indian reader expects (1 November 2026), with the page's month names. */
function formatVersion(version: string, months: readonly string[]): string {
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version) ?? []
  const month = months[Number(m) - 1]
  return y && month ? `${Number(d)} ${month} ${y}` : version
}

export default function Privacy() {
  const site = useSite()
  const t = useT('site')
  const { privacy, privacyNoticeVersion } = privacyContent(useLocale())
  const text = (s: string) => withCompany(s, site)
  return (
    <main id="main" className="flex-1">
      <PageBanner title={privacy.heading} breadcrumb={privacy.heading}>
        <p className="mt-3 text-lg text-slate-200">
          {t('privacy.version')}{' '}
          <time dateTime={privacyNoticeVersion}>
            {formatVersion(privacyNoticeVersion, t('privacy.months').split(','))}
          </time>
        </p>
      </PageBanner>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="max-w-3xl min-w-0">
          <Paragraphs texts={privacy.intro} className="grid gap-4 text-lg leading-relaxed text-slate-700" />
          {privacy.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-bold text-navy sm:text-2xl">{text(section.heading)}</h2>
              <Paragraphs texts={section.paragraphs} className="mt-3 grid gap-3 leading-relaxed text-slate-700" />
              {section.bullets && (
                <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.bullets.map((b) => (
                    <li key={b}>{text(b)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="mt-10 text-sm text-slate-600">{t('privacy.versionNote', { version: privacyNoticeVersion })}</p>
        </article>

        <aside aria-labelledby="privacy-contact-heading">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-20">
            <h2 id="privacy-contact-heading" className="text-lg font-bold text-navy">
              {t('privacy.contactHeading')}
            </h2>
            <ul className="mt-4 grid gap-4 text-slate-700">
              <li className="flex gap-3">
                <UsersIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-600">{t('privacy.officer')}</p>
                  <p className="font-semibold text-navy">{site.grievanceOfficer}</p>
                </div>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">{t('privacy.email')}</p>
                  <a href={`mailto:${site.infoEmail}`} className="font-semibold wrap-anywhere text-brand-700 underline">
                    {site.infoEmail}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-600">{t('privacy.postal')}</p>
                  <address className="not-italic">
                    {site.companyName}
                    <br />
                    {site.address}
                  </address>
                </div>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </main>
  )
}
