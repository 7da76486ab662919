import { Form, Link } from 'react-router'
import { controlClass } from '#app/components/ui/control-class.ts'
import { Labelled } from '#app/components/ui/labelled.tsx'
import type { Choice } from '#app/lib/choice.ts'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * The filter of a back-office list: a GET form, so the filter lives in the URL (the back button and a shared link
 * show the same list, and downloads take the same query). On a phone it folds away behind "Filters", saying how
 * many are set; it opens by itself when any is.
 */
export function FilterPanel({
  active,
  clearTo,
  columns,
  children,
  startOpen = active > 0,
}: {
  /** How many filters are set. */
  active: number
  /** Whether it starts open: by default when any filter is set. */
  startOpen?: boolean
  /** The list without any filter. */
  clearTo: string
  columns: 3 | 4
  children: React.ReactNode
}) {
  const t = useT('office')
  const grid = columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  const span = columns === 4 ? 'lg:col-span-4' : 'lg:col-span-3'
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" open={startOpen || undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-navy">
        <span>{active > 0 ? t('kit.filtersSet', { n: active }) : t('kit.filters')}</span>
        <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <Form method="get" className={`grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2 ${grid}`}>
        {children}
        <div className={`flex flex-wrap items-center gap-3 sm:col-span-2 ${span}`}>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t('kit.apply')}
          </button>
          {active > 0 && (
            <Link
              to={clearTo}
              className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('kit.clear')}
            </Link>
          )}
        </div>
      </Form>
    </details>
  )
}

/** One labelled filter control; the control's id is `f-<name>`. */
export function FilterField({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  return (
    <Labelled htmlFor={`f-${name}`} label={label}>
      {children}
    </Labelled>
  )
}

/** A choice among options, with "All" (or another label) for no filter. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  emptyLabel,
}: {
  name: string
  label: string
  value: string | number | undefined
  options: Choice<string | number>[]
  /** The option for "no filter"; null when one of the options must be chosen (a sort order). */
  emptyLabel?: string | null
}) {
  const t = useT('office')
  return (
    <FilterField name={name} label={label}>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ''} className={controlClass}>
        {emptyLabel !== null && <option value="">{emptyLabel ?? t('kit.all')}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  )
}

/** A free-text or date filter. */
export function FilterInput({
  name,
  label,
  value,
  type,
  maxLength,
}: {
  name: string
  label: string
  value: string | undefined
  type: 'search' | 'date'
  maxLength?: number
}) {
  return (
    <FilterField name={name} label={label}>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        className={controlClass}
      />
    </FilterField>
  )
}
