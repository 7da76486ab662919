import { Form, Link } from 'react-router'
import { controlClass } from '#app/components/ui/form-kit.tsx'
import type { Choice } from './lead-form.tsx'

export interface FilterValues {
  type?: number
  q?: string
  status?: number
  nature?: 'H' | 'C'
  from?: string
  to?: string
  due?: '1'
  owner?: number
  sort?: string
}

function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * The list filter (spec section 3: lead type, business name, status, from and to date; plus nature, due or overdue,
 * and the person). A GET form: the filter lives in the URL, so the back button and a shared link show the same
 * list. On a phone it folds away behind "Filters", saying how many are set.
 */
export function LeadFilters({
  values,
  types,
  statuses,
  team,
}: {
  values: FilterValues
  types: Choice[]
  statuses: Choice[]
  team: { srno: number; name: string }[]
}) {
  const active = [
    values.type,
    values.q,
    values.status,
    values.nature,
    values.from,
    values.to,
    values.due,
    values.owner,
  ].filter((v) => v !== undefined && v !== '').length
  return (
    <details className="group rounded-lg border border-slate-200 bg-white sm:open:pb-0" open={active > 0 || undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-navy">
        <span>{`Filters${active > 0 ? ` (${active} set)` : ''}`}</span>
        <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form method="get" className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Labelled id="f-q" label="Business name">
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ''}
            maxLength={80}
            className={controlClass}
          />
        </Labelled>
        <Labelled id="f-type" label="Lead Type">
          <select id="f-type" name="type" defaultValue={values.type ?? ''} className={controlClass}>
            <option value="">All</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="f-status" label="Status">
          <select id="f-status" name="status" defaultValue={values.status ?? ''} className={controlClass}>
            <option value="">All</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="f-nature" label="Lead Nature">
          <select id="f-nature" name="nature" defaultValue={values.nature ?? ''} className={controlClass}>
            <option value="">All</option>
            <option value="H">Hot</option>
            <option value="C">Cold</option>
          </select>
        </Labelled>
        <Labelled id="f-from" label="Created from">
          <input id="f-from" name="from" type="date" defaultValue={values.from ?? ''} className={controlClass} />
        </Labelled>
        <Labelled id="f-to" label="Created to">
          <input id="f-to" name="to" type="date" defaultValue={values.to ?? ''} className={controlClass} />
        </Labelled>
        {team.length > 0 && (
          <Labelled id="f-owner" label="Person">
            <select id="f-owner" name="owner" defaultValue={values.owner ?? ''} className={controlClass}>
              <option value="">Everyone I follow</option>
              {team.map((t) => (
                <option key={t.srno} value={t.srno}>
                  {t.name}
                </option>
              ))}
            </select>
          </Labelled>
        )}
        <Labelled id="f-sort" label="Sort by">
          <select id="f-sort" name="sort" defaultValue={values.sort ?? '-created'} className={controlClass}>
            <option value="-created">Newest first</option>
            <option value="created">Oldest first</option>
            <option value="nextVisit">Next visit</option>
            <option value="name">Business name</option>
          </select>
        </Labelled>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2 lg:col-span-4">
          <input type="checkbox" name="due" value="1" defaultChecked={values.due === '1'} className="h-5 w-5" />
          Next visit due today or overdue
        </label>
        <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Apply
          </button>
          <Link
            to="/crm"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Clear
          </Link>
        </div>
      </Form>
    </details>
  )
}
