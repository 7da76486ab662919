import type { TFunction } from 'i18next'
import { formatRupees } from '#app/components/office/crm/format.ts'
import { leadFieldLabel, natureText, valueLabel } from '#app/components/office/crm/labels.ts'
import { servicesIn } from '#app/content/service-labels.ts'
import type { MergeField } from '#app/domain/leads/merge-schemas.ts'
import type { mergeSide } from '#app/domain/leads/merge-side.server.ts'
import { displayDate } from '#app/lib/dates.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'

/** The parts of "Merge with..." (D62): each field's label and value on either side, and the products' choice. */

/** One of the two leads as the merge page shows it. */
export type Side = Awaited<ReturnType<typeof mergeSide>>

/** A merge row's heading: the lead form's own label of the field. */
export function label(t: TFunction<'crm'>, field: MergeField): string {
  if (field === 'status') return t('merge.status')
  if (field === 'owner') return t('merge.owner')
  if (field === 'volume') return t('lead.volume')
  return leadFieldLabel(t, field)
}

/** A field's value on one side, as a person reads it. */
export function shown(t: TFunction<'crm'>, side: Side, field: MergeField): string {
  switch (field) {
    case 'type':
      return valueLabel(t, 'type', side.type)
    case 'nature':
      return natureText(t, side.nature as 'H' | 'C')
    case 'status':
      return `${valueLabel(t, 'status', side.status)}${side.nextVisit ? `, ${displayDate(side.nextVisit)}` : ''}`
    case 'owner':
      return `${side.ownerName} (${side.ownerId})`
    case 'volume':
      return side.volume === null ? '' : formatRupees(side.volume)
    default:
      return side[field]
  }
}

/** D59: the kept lead's products: both leads' together (the default), or one lead's. */
export function ProductsChoice({ kept, other }: { kept: Side; other: Side }) {
  const t = useT('crm')
  const locale = useLocale()
  const names = (keys: readonly string[]) =>
    servicesIn(locale)
      .filter((s) => keys.includes(s.key))
      .map((s) => s.label)
      .join(', ') || t('fields.noProducts')
  const options = [
    ['both', t('merge.productsBoth'), names([...kept.products, ...other.products])],
    ['kept', t('merge.kept', { id: kept.srno }), names(kept.products)],
    ['other', t('merge.removed', { id: other.srno }), names(other.products)],
  ] as const
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('fields.products')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map(([value, heading, text]) => (
          <label
            key={value}
            className="flex min-h-11 items-start gap-2 rounded-md border border-slate-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="keep_products"
              value={value}
              defaultChecked={value === 'both'}
              className="mt-1 size-5"
            />
            <span className="min-w-0 break-words">
              <span className="block text-xs text-slate-600">{heading}</span>
              {text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
