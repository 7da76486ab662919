import type { ReactNode } from 'react'
import { MailIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { telHref, useSite } from '#app/lib/site.ts'

type LineLabel =
  | 'contactLines.dscSupport'
  | 'contactLines.otherServices'
  | 'contactLines.digitalSignatures'
  | 'contactLines.services'
type ContactLine = { kind: 'dsc' | 'support'; label: LineLabel } | { kind: 'mail' }

/** How one place draws its lines: the classes of the list, link, icon, label and number. */
type ContactLineLook = { list: string; mailItem?: string; link: string; icon: string; label?: string; value?: string }

/** Each place that lists the contact lines: which lines, in its order and with its labels, and how it draws them. */
const places = {
  topBar: {
    lines: [
      { kind: 'dsc', label: 'contactLines.dscSupport' },
      { kind: 'support', label: 'contactLines.otherServices' },
      { kind: 'mail' },
    ],
    look: {
      list: 'flex flex-wrap items-center gap-x-5 gap-y-1',
      mailItem: 'hidden sm:block',
      link: 'inline-flex items-center gap-1.5 hover:underline',
      icon: 'h-3.5 w-3.5',
      label: 'text-slate-300',
    },
  },
  footer: {
    lines: [
      { kind: 'dsc', label: 'contactLines.digitalSignatures' },
      { kind: 'support', label: 'contactLines.otherServices' },
      { kind: 'mail' },
    ],
    look: {
      list: 'mt-3 grid gap-3 text-sm',
      link: 'flex items-start gap-2 hover:text-white hover:underline',
      icon: 'mt-0.5 h-4 w-4 shrink-0',
      value: 'whitespace-nowrap',
    },
  },
  homeQuestions: {
    lines: [
      { kind: 'support', label: 'contactLines.services' },
      { kind: 'dsc', label: 'contactLines.digitalSignatures' },
      { kind: 'mail' },
    ],
    look: {
      list: 'mt-6 grid gap-3 text-slate-700',
      link: 'inline-flex items-center gap-2 hover:text-brand-700',
      icon: 'h-4 w-4 shrink-0 text-brand-600',
      value: 'font-semibold whitespace-nowrap',
    },
  },
} satisfies Record<string, { lines: ContactLine[]; look: ContactLineLook }>

/**
 * The support lines and the info e-mail as a list of links (top bar, footer, the home page's questions block): the
 * numbers and address come from the company settings (D40), so each place only says which lines it shows and how.
 */
export function ContactLines({
  place,
  children,
}: {
  place: keyof typeof places
  /** Further items after the lines (the footer's postal address). */
  children?: ReactNode
}) {
  const site = useSite()
  const t = useT('site')
  const { lines, look }: { lines: ContactLine[]; look: ContactLineLook } = places[place]
  return (
    <ul className={look.list}>
      {lines.map((line) => {
        if (line.kind === 'mail') {
          return (
            <li key="mail" className={look.mailItem}>
              <a href={`mailto:${site.infoEmail}`} className={look.link}>
                <MailIcon className={look.icon} />
                <span className="wrap-anywhere">{site.infoEmail}</span>
              </a>
            </li>
          )
        }
        const phone = line.kind === 'dsc' ? site.phoneDsc : site.phoneSupport
        return (
          <li key={line.kind}>
            <a href={telHref(phone)} className={look.link}>
              <PhoneIcon className={look.icon} />
              <span>
                <span className={look.label}>{t(line.label)}: </span>
                <span className={look.value}>{phone}</span>
              </span>
            </a>
          </li>
        )
      })}
      {children}
    </ul>
  )
}
