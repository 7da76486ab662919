import { MailIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { telHref, useSite } from '#app/lib/site.ts'
import { SocialLinks } from './social-links.tsx'

/** Top bar: the two support lines (DSC and other matters), the info e-mail and social links. */
export function TopBar() {
  const site = useSite()
  return (
    // A labelled region, so that everything on the page sits in a landmark.
    <section aria-label="Support lines" className="bg-navy text-sm text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a href={telHref(site.phoneDsc)} className="inline-flex items-center gap-1.5 hover:underline">
              <PhoneIcon className="h-3.5 w-3.5" />
              <span>
                <span className="text-slate-300">DSC support: </span>
                {site.phoneDsc}
              </span>
            </a>
          </li>
          <li>
            <a href={telHref(site.phoneSupport)} className="inline-flex items-center gap-1.5 hover:underline">
              <PhoneIcon className="h-3.5 w-3.5" />
              <span>
                <span className="text-slate-300">Other services: </span>
                {site.phoneSupport}
              </span>
            </a>
          </li>
          <li className="hidden sm:block">
            <a href={`mailto:${site.infoEmail}`} className="inline-flex items-center gap-1.5 hover:underline">
              <MailIcon className="h-3.5 w-3.5" />
              {site.infoEmail}
            </a>
          </li>
        </ul>
        <SocialLinks className="hidden md:flex" />
      </div>
    </section>
  )
}
