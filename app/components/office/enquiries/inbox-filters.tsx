import { FilterInput, FilterPanel, FilterSelect } from '#app/components/office/filter-panel.tsx'
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

/**
 * The inbox filter: kind, service, state, received from/to and a search over name, phone and e-mail. A GET form, so
 * the filter lives in the URL (back button, shared links, the downloads). Folded away on a phone, saying how many
 * are set.
 */
export function InboxFilters({ values, services }: { values: InboxFilterValues; services: string[] }) {
  const active = [values.kind, values.service, values.state, values.from, values.to, values.q].filter(Boolean).length
  return (
    <FilterPanel active={active} clearTo="/enquiries" columns={3}>
      <FilterInput name="q" label="Name, phone or email" type="search" value={values.q} maxLength={100} />
      <FilterSelect
        name="kind"
        label="Kind"
        value={values.kind}
        options={Object.entries(enquiryKinds).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect
        name="service"
        label="Service"
        value={values.service}
        options={services.map((s) => ({ value: s, label: s }))}
      />
      <FilterSelect
        name="state"
        label="State"
        value={values.state}
        options={Object.entries(enquiryStates).map(([value, label]) => ({ value, label }))}
      />
      <FilterInput name="from" label="Received from" type="date" value={values.from} />
      <FilterInput name="to" label="Received to" type="date" value={values.to} />
    </FilterPanel>
  )
}
