import { PhoneIcon } from '#app/components/ui/icons.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { telHref, useSite } from '#app/lib/site.ts'

/** "Call us" tile of a service page: the DSC line on the DSC page, the other support line elsewhere (spec 2). */
export function CallUsTile({ line, className = '' }: { line: 'dsc' | 'other'; className?: string }) {
  const site = useSite()
  const t = useT('site')
  const phone = line === 'dsc' ? site.phoneDsc : site.phoneSupport
  return (
    <a
      href={telHref(phone)}
      className={`group flex items-center gap-4 rounded-2xl bg-navy p-5 text-white transition-colors hover:bg-brand-800 ${className}`}
    >
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-500 text-navy">
        <PhoneIcon className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-200">{t(line === 'dsc' ? 'callUs.dsc' : 'callUs.other')}</span>
        <span className="block text-xl font-bold whitespace-nowrap group-hover:underline">{phone}</span>
      </span>
    </a>
  )
}
