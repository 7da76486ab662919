import { CheckIcon, CopyIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * Copies a value (an account number, a UPI id) to the clipboard and says so to screen readers as well. The islands
 * module does the copying (app/islands/copy.ts); until it has loaded the button keeps its place but is not shown,
 * since it could do nothing (the value itself is on the page as text). Its two words come in the page's language,
 * for the island to switch between.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT('office')
  return (
    <button
      type="button"
      data-copy={value}
      data-copy-idle={t('kit.copy')}
      data-copy-done={t('kit.copied')}
      className="invisible inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50 data-[ready=true]:visible"
    >
      <CopyIcon className="h-4 w-4" data-when="idle" />
      <CheckIcon className="hidden h-4 w-4" data-when="copied" />
      <span aria-live="polite" data-copy-status>
        {t('kit.copy')}
      </span>
      <span className="sr-only"> {label}</span>
    </button>
  )
}
