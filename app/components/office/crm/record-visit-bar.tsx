import { useEffect, useState } from 'react'
import { useT } from '#app/lib/i18n/react.ts'
import { ContactButtons, type ContactLead } from './contact-buttons.tsx'

/** Where the visit form sits on the lead's page: the bar's button goes there. */
export const RECORD_VISIT_ID = 'record-visit'

const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

function goToForm(event: React.MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(RECORD_VISIT_ID)
  if (!form) return
  event.preventDefault()
  form.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  // The form's heading takes the focus, so a keyboard or screen reader continues there.
  const heading = form.querySelector('h2')
  if (heading) {
    heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }
  history.replaceState(history.state, '', `#${RECORD_VISIT_ID}`)
}

/** Whether the element with this id is on the screen (false until known, and where observing is not possible). */
function useOnScreen(id: string): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setSeen(Boolean(entry?.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [id])
  return seen
}

/**
 * "Record visit" within reach without scrolling (ADR 0153): on a phone a bar fixed at the bottom of the screen (with
 * a Call button when the lead has a mobile), which steps aside while the visit form itself is on the screen (the
 * form has its own sticky Save bar); from 640 px a button beside the page's title (`RecordVisitButton`). Both are
 * links to the form, so they work before the page's script has loaded.
 */
export function RecordVisitBar({ mobile, contact }: { mobile: string; contact?: ContactLead }) {
  const formInView = useOnScreen(RECORD_VISIT_ID)
  const t = useT('crm')
  return (
    <div
      data-record-visit-bar
      className={`fixed inset-x-0 bottom-0 z-30 gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-2px_6px_rgba(0,0,0,0.06)] sm:hidden ${formInView ? 'hidden' : 'flex'}`}
    >
      <a href={`#${RECORD_VISIT_ID}`} onClick={goToForm} className={`${buttonClass} flex-1`}>
        {t('recordVisit.button')}
      </a>
      {contact?.mobile ? (
        // D60: Call and WhatsApp; the page's own pair (beside the lead's facts) asks the outcome.
        <ContactButtons lead={contact} asks={false} />
      ) : mobile ? (
        <a
          href={`tel:${mobile}`}
          className="inline-flex min-h-12 items-center justify-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('recordVisit.call')}
          <span className="sr-only">{` ${mobile}`}</span>
        </a>
      ) : null}
    </div>
  )
}

/** The same action beside the page's title from 640 px. */
export function RecordVisitButton() {
  const t = useT('crm')
  return (
    <a href={`#${RECORD_VISIT_ID}`} onClick={goToForm} className={`${buttonClass} max-sm:hidden`}>
      {t('recordVisit.button')}
    </a>
  )
}
