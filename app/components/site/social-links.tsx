import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { useSite } from '#app/lib/site.ts'

/** The company's social links (settings, D40), as labelled icon links. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { social } = useSite()
  const t = useT('site')
  const items = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.x, label: 'X (Twitter)', Icon: XIcon },
    { href: social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.youtube, label: 'YouTube', Icon: YoutubeIcon },
  ]
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {items.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/15"
          >
            <Icon className="h-4 w-4" />
            <span className="sr-only">{t('social.newTab', { network: label })}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
