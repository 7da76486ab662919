import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import type { HeaderRights } from '#app/domain/rights/header-rights.ts'

/** The Admin menu's entries: each is shown only with its own right (spec section 4, "Rights in the header"). */
export const adminEntries: { to: string; label: string; right: keyof HeaderRights }[] = [
  { to: '/user-list', label: 'User', right: 'USER' },
  { to: '/crm', label: 'CRM', right: 'CRM' },
  { to: '/right-list', label: 'Right', right: 'RIGHT' },
  { to: '/enquiries', label: 'Enquiries', right: 'ENQUIRY' },
  { to: '/blog-admin', label: 'Blog', right: 'BLOG' },
]

const itemClass =
  'block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50'

/**
 * The Admin menu of the public header. Public pages are static and shown to everyone, so it is rendered hidden with
 * every entry; the islands module (app/islands/admin-menu.ts) asks `/api/rights` when the staff hint cookie says a
 * session may exist, shows the menu only with ADMIN '1', and each entry only with its own right. Log Out is a plain
 * POST form, so it works from any page.
 */
export function AdminMenu({ variant }: { variant: 'bar' | 'panel' }) {
  const entries = (
    <ul className={variant === 'bar' ? 'grid gap-0.5' : 'ml-3 border-l border-slate-200 pl-2'}>
      {adminEntries.map((e) => (
        <li key={e.to} data-right={e.right} hidden>
          <a href={e.to} className={itemClass}>
            {e.label}
          </a>
        </li>
      ))}
      <li>
        <form method="post" action="/logout">
          <button type="submit" className={itemClass}>
            Log Out
          </button>
        </form>
      </li>
    </ul>
  )
  if (variant === 'panel') {
    return (
      <li data-admin-menu hidden>
        <p className="rounded-md px-3 py-2 font-medium text-slate-800">Admin</p>
        {entries}
      </li>
    )
  }
  return (
    <li data-admin-menu hidden>
      <details data-menu className="group/menu relative">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
          Admin{' '}
          <ChevronDownIcon className="h-4 w-4 transition-transform group-open/menu:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {entries}
        </div>
      </details>
    </li>
  )
}
