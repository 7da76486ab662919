import { FilterInput, FilterPanel, FilterSelect } from '#app/components/office/filter-panel.tsx'
import type { Choice } from '#app/lib/choice.ts'

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
  types: Choice<number>[]
  statuses: Choice<number>[]
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
    <FilterPanel active={active} clearTo="/crm" columns={4}>
      <FilterInput name="q" label="Business name" type="search" value={values.q} maxLength={80} />
      <FilterSelect name="type" label="Lead Type" value={values.type} options={types} />
      <FilterSelect name="status" label="Status" value={values.status} options={statuses} />
      <FilterSelect
        name="nature"
        label="Lead Nature"
        value={values.nature}
        options={[
          { value: 'H', label: 'Hot' },
          { value: 'C', label: 'Cold' },
        ]}
      />
      <FilterInput name="from" label="Created from" type="date" value={values.from} />
      <FilterInput name="to" label="Created to" type="date" value={values.to} />
      {team.length > 0 && (
        <FilterSelect
          name="owner"
          label="Person"
          value={values.owner}
          emptyLabel="Everyone I follow"
          options={team.map((t) => ({ value: t.srno, label: t.name }))}
        />
      )}
      <FilterSelect
        name="sort"
        label="Sort by"
        value={values.sort ?? '-created'}
        emptyLabel={null}
        options={[
          { value: '-created', label: 'Newest first' },
          { value: 'created', label: 'Oldest first' },
          { value: 'nextVisit', label: 'Next visit' },
          { value: 'name', label: 'Business name' },
        ]}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2 lg:col-span-4">
        <input type="checkbox" name="due" value="1" defaultChecked={values.due === '1'} className="h-5 w-5" />
        Next visit due today or overdue
      </label>
    </FilterPanel>
  )
}
