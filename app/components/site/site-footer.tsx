import { Link } from 'react-router'
import { PinIcon } from '#app/components/ui/icons.tsx'
import { servicesIn } from '#app/content/service-labels.ts'
import { localizedPath } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { useSite } from '#app/lib/site.ts'
import { ContactLines } from './contact-lines.tsx'
import { Logo } from './logo.tsx'
import { SocialLinks } from './social-links.tsx'

type FooterLink = { to: string; label: string }

/**
 * The footer's Company column: the site's own pages (in the footer's language), and the staff sign-in (CRM), which
 * stays where it is.
 */
const companyLinks = [
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/offers', label: 'footer.offers' },
  { to: '/blog-posts', label: 'footer.blog' },
  { to: '/payment', label: 'footer.payment' },
  { to: '/termsconditions', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/login', label: 'footer.crm', office: true },
] as const

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
  const locale = useLocale()
  const t = useT('site')
  const company: FooterLink[] = companyLinks.map((l) => ({
    to: 'office' in l ? l.to : localizedPath(l.to, locale),
    label: t(l.label),
  }))
  const services = servicesIn(locale).map((s) => ({ to: localizedPath(s.path, locale), label: s.label }))
  return (
    <footer className="mt-auto bg-navy text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo className="h-9 w-9" />
            {site.companyShortName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
          <SocialLinks className="mt-4 -ml-2 text-white" />
        </div>
        <LinkColumn title={t('footer.services')} links={services} />
        <LinkColumn title={t('footer.company')} links={company} />
        <div>
          <h2 className="font-semibold text-white">{t('footer.getInTouch')}</h2>
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
          {site.companyName.endsWith('.') ? '' : '.'} {t('footer.rights')}
        </p>
      </div>
    </footer>
  )
}
