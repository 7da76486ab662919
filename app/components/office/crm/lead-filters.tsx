import { Form } from 'react-router'
import { FilterInput, FilterPanel, FilterSelect } from '#app/components/office/filter-panel.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { servicesIn } from '#app/content/service-labels.ts'
import type { Choice } from '#app/lib/choice.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { shownChoices } from './labels.ts'

export interface FilterValues {
  type?: number
  q?: string
  status?: number
  nature?: 'H' | 'C'
  from?: string
  to?: string
  due?: '1'
  owner?: number
  product?: string
  sort?: string
}

/** The set filters other than `except`, as hidden fields: a form that changes one part keeps the others. */
function Kept({ values, except }: { values: FilterValues; except: (keyof FilterValues)[] }) {
  return (
    <>
      {Object.entries(values)
        .filter(([name, value]) => !except.includes(name as keyof FilterValues) && value !== undefined && value !== '')
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
    </>
  )
}

/**
 * The list's search, always in sight above the list (ADR 0152): business name, contact person or mobile number
 * (digits anywhere). A GET form that keeps the other filters.
 */
export function LeadSearch({ values }: { values: FilterValues }) {
  const t = useT('crm')
  return (
    <Form method="get" role="search" className="flex min-w-0 items-end gap-2">
      <Kept values={values} except={['q']} />
      <Labelled htmlFor="lead-search" label={t('search.label')} className="min-w-0 flex-1" labelClassName="sr-only">
        <input
          id="lead-search"
          name="q"
          type="search"
          defaultValue={values.q ?? ''}
          maxLength={80}
          placeholder={t('search.placeholder')}
          className="block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </Labelled>
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        {t('search.button')}
      </button>
    </Form>
  )
}

/**
 * The list filter (spec section 3: lead type, status, from and to date; plus nature, due or overdue, the person and
 * the order; the business-name search is the box above, LeadSearch). A GET form: the filter lives in the URL, so the
 * back button and a shared link show the same list. It stays folded behind "Filters (n set)" until opened, so that
 * the list, not the filter, is what a phone shows first.
 */
export function LeadFilters({
  values,
  types,
  statuses,
  team,
}: {
  values: FilterValues
  types: Choice<number>[]
  statuses: Choice<number>[]
  team: { srno: number; name: string }[]
}) {
  const t = useT('crm')
  const locale = useLocale()
  const active = [
    values.type,
    values.status,
    values.nature,
    values.product,
    values.from,
    values.to,
    values.due,
    values.owner,
  ].filter((v) => v !== undefined && v !== '').length
  return (
    <FilterPanel
      active={active}
      clearTo={values.q ? `/crm?q=${encodeURIComponent(values.q)}` : '/crm'}
      columns={4}
      startOpen={false}
    >
      <Kept values={{ q: values.q }} except={[]} />
      <label className="flex min-h-11 items-center gap-1 text-sm font-semibold text-slate-800 sm:col-span-2 lg:col-span-4">
        {/* The box itself is a 44 px target (issue 28), drawn at the size of the text beside it. */}
        <span className="relative -ml-3 inline-grid h-11 w-11 shrink-0 place-items-center">
          <input
            type="checkbox"
            name="due"
            value="1"
            defaultChecked={values.due === '1'}
            className="peer absolute inset-0 m-0 h-11 w-11 cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none grid h-5 w-5 place-items-center rounded border-2 border-slate-600 bg-white text-white peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M3 8.5l3 3 7-7" />
            </svg>
          </span>
        </span>
        {t('filters.due')}
      </label>
      {team.length > 0 && (
        <FilterSelect
          name="owner"
          label={t('filters.person')}
          value={values.owner}
          emptyLabel={t('filters.everyone')}
          options={team.map((p) => ({ value: p.srno, label: p.name }))}
        />
      )}
      <FilterSelect
        name="type"
        label={t('filters.type')}
        value={values.type}
        options={shownChoices(t, 'type', types)}
      />
      <FilterSelect
        name="status"
        label={t('filters.status')}
        value={values.status}
        options={shownChoices(t, 'status', statuses)}
      />
      <FilterSelect
        name="nature"
        label={t('filters.nature')}
        value={values.nature}
        options={[
          { value: 'H', label: t('values.nature.H') },
          { value: 'C', label: t('values.nature.C') },
        ]}
      />
      <FilterSelect
        name="product"
        label={t('filters.product')}
        value={values.product}
        emptyLabel={t('filters.anyProduct')}
        options={servicesIn(locale).map((s) => ({ value: s.key, label: s.label }))}
      />
      <FilterInput name="from" label={t('filters.from')} type="date" value={values.from} />
      <FilterInput name="to" label={t('filters.to')} type="date" value={values.to} />
      <FilterSelect
        name="sort"
        label={t('filters.order')}
        value={values.sort ?? 'today'}
        emptyLabel={null}
        options={[
          { value: 'today', label: t('filters.sort.today') },
          { value: '-created', label: t('filters.sort.newest') },
          { value: 'created', label: t('filters.sort.oldest') },
          { value: 'name', label: t('filters.sort.name') },
        ]}
      />
    </FilterPanel>
  )
}
