import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import { whatsappHref } from '#app/domain/contacts/links.ts'
import type { ContactChannel } from '#app/domain/contacts/schemas.ts'
import { messages } from '#app/lib/errors.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * D60: Call and WhatsApp for a lead's mobile (on its page and on each list card). Tapping either remembers, for this
 * tab, which lead was contacted and how (sessionStorage: it outlives the page being dropped while the dialer or
 * WhatsApp was in front). When the user comes back to the app (the page becomes visible again), a small sheet asks
 * the outcome; a "Log how the call went" button stays until it is answered or put off. The sheet and its form are
 * loaded only when needed (`lazy`), so the CRM list carries just these two links.
 */
export interface ContactLead {
  srno: number
  businessName: string
  contactPerson: string
  mobile: string
  /** A Closed lead has no next visit (D31): its sheet does not offer to make a call-back date the next visit. */
  closed?: boolean
}

export interface PendingContact {
  leadId: number
  channel: ContactChannel
  /** When the link was tapped (ms). */
  at: number
}

const PENDING_KEY = 'office-contact-pending'
/** A tap older than this is not asked about any more (the user has long moved on). */
const PENDING_MS = 6 * 3_600_000
const listeners = new Set<() => void>()
let pendingCache: PendingContact | null | undefined

function readPending(): PendingContact | null {
  if (pendingCache !== undefined) return pendingCache
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingContact | null
    pendingCache = value && Date.now() - value.at < PENDING_MS ? value : null
  } catch {
    pendingCache = null
  }
  return pendingCache
}

export function setPending(value: PendingContact | null) {
  pendingCache = value
  try {
    if (value) sessionStorage.setItem(PENDING_KEY, JSON.stringify(value))
    else sessionStorage.removeItem(PENDING_KEY)
  } catch {
    // Storage refused: the sheet is still asked for in this page's life.
  }
  for (const listener of listeners) listener()
}

function usePending(): PendingContact | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    readPending,
    () => null,
  )
}

const ContactSheet = lazy(() => import('./contact-sheet.tsx'))

const linkClass =
  'relative z-10 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full border border-slate-300 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600'

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  )
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-5.9c-.2-.1-1.4-.7-1.7-.8s-.4-.1-.5.1-.6.8-.8 1-.3.2-.5 0a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.2a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.2-.2-.2-.4-.3z" />
    </svg>
  )
}

/**
 * The two links and, for the lead last contacted from this tab, the way to log the outcome. `labelled` shows the
 * words beside the icons (a lead's page); a list card shows icons with their names for screen readers.
 */
export function ContactButtons({
  lead,
  labelled = false,
  asks = true,
}: {
  lead: ContactLead
  labelled?: boolean
  /** Whether this pair asks the outcome (one pair per lead on a screen does; a second pair only remembers the tap). */
  asks?: boolean
}) {
  const t = useT('crm')
  const me = (useRouteLoaderData('routes/office/layout') as { user: { name: string } | null } | undefined)?.user
  const pending = usePending()
  const mine = asks && pending?.leadId === lead.srno ? pending : null
  const [open, setOpen] = useState(false)
  const [logged, setLogged] = useState<'saved' | 'kept' | null>(null)
  const away = useRef(false)
  const leadId = lead.srno
  useEffect(() => {
    if (!asks) return
    // Back in the app after the dialer or WhatsApp: the page was hidden since the tap and is shown again. The listener
    // is there from the first render and reads the tap when the page hides, not after the tap's re-render: a phone
    // can hide the page for the dialer before that render's effects run (they wait for a frame, and a hidden page
    // draws none), and the return would then go unnoticed.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') away.current = readPending()?.leadId === leadId
      else if (away.current) {
        away.current = false
        setOpen(true)
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [asks, leadId])
  if (!lead.mobile) return null
  const tapped = (channel: ContactChannel) => () => {
    away.current = false
    setPending({ leadId: lead.srno, channel, at: Date.now() })
  }
  const greeting = t('contact.greeting', { name: lead.contactPerson || lead.businessName, me: me?.name ?? '' })
  const sized = labelled ? 'px-4 font-semibold' : 'w-11'
  return (
    <>
      <a href={`tel:${lead.mobile}`} onClick={tapped('call')} className={`${linkClass} ${sized}`}>
        <PhoneIcon />
        <ContactWords channel="call" labelled={labelled} mobile={lead.mobile} />
      </a>
      <a
        href={whatsappHref(lead.mobile, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={tapped('whatsapp')}
        className={`${linkClass} ${sized} text-emerald-800`}
      >
        <ChatIcon />
        <ContactWords channel="whatsapp" labelled={labelled} mobile={lead.mobile} />
      </a>
      {mine && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="relative z-10 inline-flex min-h-11 items-center rounded-md bg-amber-100 px-3 text-sm font-semibold text-amber-950 hover:bg-amber-200"
        >
          {labelled ? t('contact.logButton') : t('contact.logShort')}
        </button>
      )}
      {logged && (
        <span role="status" className="relative z-10 self-center text-sm font-medium text-emerald-900">
          {logged === 'saved' ? <SpecMessage text={messages.CONTACT_SAVED} /> : t('contact.kept')}
        </span>
      )}
      {mine && open && (
        <Suspense fallback={null}>
          <ContactSheet
            lead={lead}
            channel={mine.channel}
            onClose={(done) => {
              setOpen(false)
              setLogged(done)
              if (done) setPending(null)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * A contact button's words: labelled, the channel's name with the number for screen readers; as an icon alone, one
 * sentence for screen readers naming the channel and the number.
 */
function ContactWords({ channel, labelled, mobile }: { channel: ContactChannel; labelled: boolean; mobile: string }) {
  const t = useT('crm')
  return labelled ? (
    <>
      {t(`contact.${channel}`)}
      <span className="sr-only">{` ${mobile}`}</span>
    </>
  ) : (
    <span className="sr-only">{t(`contact.${channel}Name`, { mobile })}</span>
  )
}
