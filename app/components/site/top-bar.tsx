import { ContactLines } from './contact-lines.tsx'
import { SocialLinks } from './social-links.tsx'

/** Top bar: the two support lines (DSC and other matters), the info e-mail and social links. */
export function TopBar() {
  return (
    // A labelled region, so that everything on the page sits in a landmark.
    <section aria-label="Support lines" className="bg-navy text-sm text-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <ContactLines place="topBar" />
        <SocialLinks className="hidden md:flex" />
      </div>
    </section>
  )
}
