import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { officeAreas } from '#app/domain/rights/office-areas.ts'
import { useT } from '#app/lib/i18n/react.ts'

const itemClass =
  'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50'

/**
 * The Admin menu of the public header, with every office area of the catalogue (office-areas.ts). Public pages are static and shown to everyone, so it is rendered hidden with
 * every entry; the islands module (app/islands/admin-menu.ts) asks `/api/rights` when the staff hint cookie says a
 * session may exist, shows the menu only with ADMIN '1', and each entry only with its own right. Log Out is a plain
 * POST form, so it works from any page.
 */
export function AdminMenu({ variant }: { variant: 'bar' | 'panel' }) {
  const t = useT('site')
  const areaName = useT('admin')
  const entries = (
    <ul className={variant === 'bar' ? 'grid gap-0.5' : 'ml-3 border-l border-slate-200 pl-2'}>
      {officeAreas.map((area) => (
        <li key={area.key} data-right={area.right} hidden>
          <a href={area.path} className={itemClass}>
            {areaName(`areas.${area.key}`)}
          </a>
        </li>
      ))}
      <li>
        <form method="post" action="/logout">
          <button type="submit" className={itemClass}>
            {t('header.logOut')}
          </button>
        </form>
      </li>
    </ul>
  )
  if (variant === 'panel') {
    return (
      <li data-admin-menu hidden>
        <p className="rounded-md px-3 py-2 font-medium text-slate-800">{t('header.admin')}</p>
        {entries}
      </li>
    )
  }
  return (
    <li data-admin-menu hidden>
      <details data-menu className="group/menu relative">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
          {t('header.admin')}{' '}
          <ChevronDownIcon className="h-4 w-4 transition-transform group-open/menu:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {entries}
        </div>
      </details>
    </li>
  )
}
