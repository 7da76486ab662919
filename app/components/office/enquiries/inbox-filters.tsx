import { Form, Link } from 'react-router'
import { controlClass } from '#app/components/ui/form-kit.tsx'
import { enquiryStates } from '#app/domain/enquiries/inbox-schemas.ts'
import { enquiryKinds } from '#app/domain/enquiries/kinds.ts'

export interface InboxFilterValues {
  kind?: string
  service?: string
  state?: string
  from?: string
  to?: string
  q?: string
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
 * The inbox filter: kind, service, state, received from/to and a search over name, phone and e-mail. A GET form, so
 * the filter lives in the URL (back button, shared links, the downloads). Folded away on a phone, saying how many
 * are set.
 */
export function InboxFilters({ values, services }: { values: InboxFilterValues; services: string[] }) {
  const active = [values.kind, values.service, values.state, values.from, values.to, values.q].filter(Boolean).length
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" open={active > 0 || undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-navy">
        <span>{`Filters${active > 0 ? ` (${active} set)` : ''}`}</span>
        <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form method="get" className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Labelled id="f-q" label="Name, phone or email">
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ''}
            maxLength={100}
            className={controlClass}
          />
        </Labelled>
        <Labelled id="f-kind" label="Kind">
          <select id="f-kind" name="kind" defaultValue={values.kind ?? ''} className={controlClass}>
            <option value="">All</option>
            {Object.entries(enquiryKinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="f-service" label="Service">
          <select id="f-service" name="service" defaultValue={values.service ?? ''} className={controlClass}>
            <option value="">All</option>
            {services.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="f-state" label="State">
          <select id="f-state" name="state" defaultValue={values.state ?? ''} className={controlClass}>
            <option value="">All</option>
            {Object.entries(enquiryStates).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id="f-from" label="Received from">
          <input id="f-from" name="from" type="date" defaultValue={values.from ?? ''} className={controlClass} />
        </Labelled>
        <Labelled id="f-to" label="Received to">
          <input id="f-to" name="to" type="date" defaultValue={values.to ?? ''} className={controlClass} />
        </Labelled>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Apply filters
          </button>
          {active > 0 && (
            <Link to="/enquiries" className="inline-flex min-h-11 items-center font-semibold text-brand-700">
              Clear filters
            </Link>
          )}
        </div>
      </Form>
    </details>
  )
}
