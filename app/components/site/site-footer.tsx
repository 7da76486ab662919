import { Link } from 'react-router'
import { PinIcon } from '#app/components/ui/icons.tsx'
import { serviceIndex } from '#app/lib/service-index.ts'
import { useSite } from '#app/lib/site.ts'
import { ContactLines } from './contact-lines.tsx'
import { Logo } from './logo.tsx'
import { SocialLinks } from './social-links.tsx'

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
        <nav aria-label="Services">
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {serviceIndex.map((s) => (
              <li key={s.key}>
                <Link to={s.path} className="hover:text-white hover:underline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 grid gap-1.5 text-sm">
            <li>
              <Link to="/about" className="hover:text-white hover:underline">
                About Us
              </Link>
            </li>
            <li>
              <Link to="/contact" className="hover:text-white hover:underline">
                Contact Us
              </Link>
            </li>
            <li>
              <Link to="/offers" className="hover:text-white hover:underline">
                Offers
              </Link>
            </li>
            <li>
              <Link to="/blog-posts" className="hover:text-white hover:underline">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/payment" className="hover:text-white hover:underline">
                Payment
              </Link>
            </li>
            <li>
              <Link to="/termsconditions" className="hover:text-white hover:underline">
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">
                Privacy Notice
              </Link>
            </li>
            <li>
              <Link to="/login" className="hover:text-white hover:underline">
                CRM
              </Link>
            </li>
          </ul>
        </nav>
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
