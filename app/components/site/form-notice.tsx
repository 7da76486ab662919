import { Link } from 'react-router'
import { formNotice } from '#app/content/privacy.ts'

const LINK_TEXT = 'privacy notice'

/** The one-line privacy notice under every public form, linking to /privacy (DPDP Act 2023 s.5). */
export function FormNotice({ className = '' }: { className?: string }) {
  const at = formNotice.indexOf(LINK_TEXT)
  // The notice text is content: if it is reworded without the words "privacy notice", link the whole line.
  if (at === -1) {
    return (
      <p className={`text-xs text-slate-600 ${className}`}>
        <Link to="/privacy" className="underline hover:text-brand-700">
          {formNotice}
        </Link>
      </p>
    )
  }
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      {formNotice.slice(0, at)}
      <Link to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-800">
        {LINK_TEXT}
      </Link>
      {formNotice.slice(at + LINK_TEXT.length)}
    </p>
  )
}
