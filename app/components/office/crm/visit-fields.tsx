import { type Field, SelectField } from '#app/components/ui/form-kit.tsx'
import type { Choice } from '#app/lib/choice.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { shownChoices } from './labels.ts'
import { NextVisitField } from './next-visit-field.tsx'
import { SelfieField } from './selfie-field.tsx'
import { LocationFields, type LocationState, locationText } from './use-location.tsx'

/**
 * What every visit records, on the lead form (the first visit) and the follow-up form alike: the status, the next
 * visit (cleared and disabled when Closed), the selfie, and where the visit happened. The upload's progress shows in
 * the Save bar, beside Save (D53).
 */
export function VisitFields({
  fields,
  statuses,
  closed,
  today,
  location,
}: {
  fields: { status: Field; nextVisit: Field; selfie: Field }
  statuses: Choice<number>[]
  closed: boolean
  today: string
  location: LocationState
}) {
  const t = useT('crm')
  return (
    <>
      <SelectField
        field={fields.status}
        label={t('fields.status')}
        required
        placeholder={t('fields.select')}
        options={shownChoices(t, 'status', statuses).map((s) => ({ value: String(s.value), label: s.label }))}
      />
      <NextVisitField field={fields.nextVisit} closed={closed} today={today} />
      <div className="sm:col-span-2">
        <SelfieField field={fields.selfie} />
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2" role="status">
        {locationText(t, location)}
      </p>
      <LocationFields location={location} />
    </>
  )
}
