import { type MessageCode, messageFor } from '#app/lib/errors.ts'
import { defaultLocale } from '#app/lib/i18n/locale.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { messageIn } from '#app/lib/i18n/spec-message.tsx'
import { leadsCount, leadsCountEnglish } from './labels.ts'

/**
 * A catalogue text that counts leads (LEADS_ASSIGNED, LEADS_MOVED) in the reader's language (ADR 0156): on a Hindi
 * screen the Hindi with the count in Hindi ("3 लीड"), then the exact English ("3 leads given to Meena.") as a
 * second line marked `lang="en"`; on an English screen the English alone.
 */
export function LeadsSpecMessage({
  code,
  count,
  vars,
}: {
  code: MessageCode
  count: number
  vars: Record<string, string>
}) {
  const locale = useLocale()
  const t = useT('crm')
  const english = messageFor(code, { ...vars, count: leadsCountEnglish(count) })
  if (locale === defaultLocale) return <>{english}</>
  const hindi = messageIn(messageFor(code, { ...vars, count: leadsCount(t, count) }), locale)
  if (hindi === null) return <>{english}</>
  return (
    <>
      {hindi}
      <span lang="en" className="block text-[0.85em] opacity-90">
        {english}
      </span>
    </>
  )
}
