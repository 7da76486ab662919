import { useEffect } from 'react'
import { type Field, TextField } from '#app/components/ui/form-kit.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * Next Visit (D31): required and not before today for every status but Closed; choosing Closed clears it and
 * disables it (a disabled field sends nothing). The same field stays in place either way, so the form's own checks,
 * which run as fields are left, never lose the element they are checking.
 */
export function NextVisitField({ field, closed, today }: { field: Field; closed: boolean; today: string }) {
  const t = useT('crm')
  useEffect(() => {
    const input = document.getElementById(field.id)
    if (closed && input instanceof HTMLInputElement) input.value = ''
  }, [closed, field.id])
  return (
    <TextField
      field={field}
      label={t('fields.nextVisit')}
      type="date"
      required={!closed}
      min={today}
      disabled={closed}
      hint={closed ? t('fields.closedNoNextVisit') : undefined}
    />
  )
}
