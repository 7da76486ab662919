import { kindText } from '#app/components/office/enquiries/inbox-list.tsx'
import { FilterInput, FilterPanel, FilterSelect } from '#app/components/office/filter-panel.tsx'
import { enquiryStates } from '#app/domain/enquiries/inbox-schemas.ts'
import { enquiryKinds } from '#app/domain/enquiries/kinds.ts'
import { useT } from '#app/lib/i18n/react.ts'

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
  const t = useT('admin')
  const active = [values.kind, values.service, values.state, values.from, values.to, values.q].filter(Boolean).length
  return (
    <FilterPanel active={active} clearTo="/enquiries" columns={3}>
      <FilterInput name="q" label={t('enquiries.filters.q')} type="search" value={values.q} maxLength={100} />
      <FilterSelect
        name="kind"
        label={t('enquiries.filters.kind')}
        value={values.kind}
        options={Object.keys(enquiryKinds).map((value) => ({ value, label: kindText(t, value) }))}
      />
      <FilterSelect
        name="service"
        label={t('enquiries.filters.service')}
        value={values.service}
        options={services.map((s) => ({ value: s, label: s }))}
      />
      <FilterSelect
        name="state"
        label={t('enquiries.filters.state')}
        value={values.state}
        options={Object.keys(enquiryStates).map((value) => ({ value, label: t(`enquiries.states.${value as 'new'}`) }))}
      />
      <FilterInput name="from" label={t('enquiries.filters.from')} type="date" value={values.from} />
      <FilterInput name="to" label={t('enquiries.filters.to')} type="date" value={values.to} />
    </FilterPanel>
  )
}
