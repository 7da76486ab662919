import { useState } from 'react'
import { useT } from '#app/lib/i18n/react.ts'

/** Copies a value to the clipboard whole and says so (the value itself stays on the page as text). */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const t = useT('office')
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true))
      }}
      className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
    >
      <span aria-live="polite">{copied ? t('kit.copied') : t('kit.copy')}</span>
      <span className="sr-only"> {label}</span>
    </button>
  )
}
