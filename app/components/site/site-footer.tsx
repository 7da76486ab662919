import { Link } from 'react-router'
import { PinIcon } from '#app/components/ui/icons.tsx'
import { serviceIndex } from '#app/lib/service-index.ts'
import { useSite } from '#app/lib/site.ts'
import { ContactLines } from './contact-lines.tsx'
import { Logo } from './logo.tsx'
import { SocialLinks } from './social-links.tsx'

type FooterLink = { to: string; label: string }

/** The footer's Company column: the site's own pages, and the staff sign-in (CRM). */
const companyLinks: FooterLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/offers', label: 'Offers' },
  { to: '/blog-posts', label: 'Blog' },
  { to: '/payment', label: 'Payment' },
  { to: '/termsconditions', label: 'Terms and Conditions' },
  { to: '/privacy', label: 'Privacy Notice' },
  { to: '/login', label: 'CRM' },
]

/** A column of footer links under its heading, as its own navigation landmark. */
function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Footer: service links, support lines, e-mail, the New Delhi address, social links, the CRM link, copyright. */
export function SiteFooter() {
  const site = useSite()
  return (
    <footer className="mt-auto bg-navy text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo className="h-9 w-9" />
            {site.companyShortName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            Banking, payments and digital services for every neighbourhood, through our network of retailers and
            distributors across India.
          </p>
          <SocialLinks className="mt-4 -ml-2 text-white" />
        </div>
        <LinkColumn title="Services" links={serviceIndex.map((s) => ({ to: s.path, label: s.label }))} />
        <LinkColumn title="Company" links={companyLinks} />
        <div>
          <h2 className="font-semibold text-white">Get in touch</h2>
          <ContactLines place="footer">
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">{site.address}</address>
            </li>
          </ContactLines>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-4 text-sm">
          © {site.copyrightYear} {site.companyName}
          {/* A name ending in "Ltd." already has its full stop. */}
          {site.companyName.endsWith('.') ? '' : '.'} All rights reserved.
        </p>
      </div>
    </footer>
  )
}
