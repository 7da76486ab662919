import { type Field, SelectField } from '#app/components/ui/form-kit.tsx'
import type { Choice } from '#app/lib/choice.ts'
import { NextVisitField } from './next-visit-field.tsx'
import { SelfieField } from './selfie-field.tsx'
import { LocationFields, type LocationState, locationText } from './use-location.tsx'
import { UploadProgress } from './use-upload.tsx'

/**
 * What every visit records, on the lead form (the first visit) and the follow-up form alike: the status, the next
 * visit (cleared and disabled when Closed), the selfie, where the visit happened, and the upload's progress.
 */
export function VisitFields({
  fields,
  statuses,
  closed,
  today,
  location,
  progress,
}: {
  fields: { status: Field; nextVisit: Field; selfie: Field }
  statuses: Choice<number>[]
  closed: boolean
  today: string
  location: LocationState
  progress: number | null
}) {
  return (
    <>
      <SelectField
        field={fields.status}
        label="Status"
        required
        placeholder="Select..."
        options={statuses.map((s) => ({ value: String(s.value), label: s.label }))}
      />
      <NextVisitField field={fields.nextVisit} closed={closed} today={today} />
      <div className="sm:col-span-2">
        <SelfieField field={fields.selfie} />
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2" role="status">
        {locationText(location)}
      </p>
      <LocationFields location={location} />
      <div className="sm:col-span-2">
        <UploadProgress progress={progress} />
      </div>
    </>
  )
}
