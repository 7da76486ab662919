import { PageBanner } from '#app/components/site/page-banner.tsx'
import { MailIcon, PinIcon, UsersIcon } from '#app/components/ui/icons.tsx'
import { privacy, privacyNoticeVersion } from '#app/content/privacy.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { useSite, withCompany } from '#app/lib/site.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return pageMeta(site, {
    title: `Privacy Notice | ${site?.companyName ?? ''}`,
    description:
      'How we handle the personal data you give us through the forms on this website, how long we keep it, and ' +
      'your rights under the Digital Personal Data Protection Act, 2023.',
    keywords: ['privacy notice', 'DPDP Act 2023', 'personal data', 'grievance officer', 'consent'],
    path: '/privacy',
  })
}

/** Shows a YYYY-MM-DD version as a date an Indian reader expects (1 November 2026). */
function formatVersion(version: string): string {
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version) ?? []
  const month = months[Number(m) - 1]
  return y && month ? `${Number(d)} ${month} ${y}` : version
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export default function Privacy() {
  const site = useSite()
  const text = (s: string) => withCompany(s, site)
  return (
    <main id="main" className="flex-1">
      <PageBanner title={privacy.heading} breadcrumb={privacy.heading}>
        <p className="mt-3 text-lg text-slate-200">
          Version <time dateTime={privacyNoticeVersion}>{formatVersion(privacyNoticeVersion)}</time>
        </p>
      </PageBanner>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="max-w-3xl min-w-0">
          <div className="grid gap-4 text-lg leading-relaxed text-slate-700">
            {privacy.intro.map((p) => (
              <p key={p}>{text(p)}</p>
            ))}
          </div>
          {privacy.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-bold text-navy sm:text-2xl">{text(section.heading)}</h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((p) => (
                  <p key={p}>{text(p)}</p>
                ))}
              </div>
              {section.bullets && (
                <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.bullets.map((b) => (
                    <li key={b}>{text(b)}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="mt-10 text-sm text-slate-600">
            Notice version {privacyNoticeVersion}. Each request you send us records the version of this notice shown
            with the form.
          </p>
        </article>

        <aside aria-labelledby="privacy-contact-heading">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-20">
            <h2 id="privacy-contact-heading" className="text-lg font-bold text-navy">
              Contact for privacy matters
            </h2>
            <ul className="mt-4 grid gap-4 text-slate-700">
              <li className="flex gap-3">
                <UsersIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-600">Grievance Officer</p>
                  <p className="font-semibold text-navy">{site.grievanceOfficer}</p>
                </div>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div className="min-w-0">
                  <p className="text-sm text-slate-600">E-mail</p>
                  <a href={`mailto:${site.infoEmail}`} className="font-semibold wrap-anywhere text-brand-700 underline">
                    {site.infoEmail}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-600">Postal address</p>
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
