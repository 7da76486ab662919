import type { TFunction } from 'i18next'
import { Form, Link } from 'react-router'
import { Button } from '#app/components/office/controls.tsx'
import { leadFieldLabel, natureText, valueLabel } from '#app/components/office/crm/labels.ts'
import { Labelled } from '#app/components/ui/labelled.tsx'
import type { ImportField } from '#app/domain/imports/fields.ts'
import { importFields } from '#app/domain/imports/fields.ts'
import type { Duplicate, ImportRecord, Refusal } from '#app/domain/imports/import.server.ts'
import type { Assignee } from '#app/domain/leads/assign.server.ts'
import type { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { formatCount } from '#app/lib/numbers.ts'

/**
 * The parts of an import's page (D62): the file's columns matched to the lead's fields, the counts, the refused rows
 * with the lead form's own messages, and the duplicates by mobile that may be ticked to import anyway.
 */

/** The import as its page shows it (the loader's summary of the stored record). */
export type ImportSummary = Pick<ImportRecord, 'id' | 'fileName' | 'header' | 'rowCount' | 'mapping' | 'ownerSrno'> & {
  imported: boolean
  importedCount: number | null
  importedAt: string | null
}

export function fieldLabel(t: TFunction<'crm'>, field: ImportField | 'row'): string {
  if (field === 'owner') return t('lead.owner')
  if (field === 'row') return t('importing.wholeRow')
  return leadFieldLabel(t, field)
}

export function Count({ label, n, tone }: { label: string; n: number; tone: string }) {
  return (
    <div className={`rounded-lg border bg-white p-4 ${tone}`}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-navy">{formatCount(n)}</dd>
    </div>
  )
}

/** Step 2: each lead field's column (or one value for every row), the owner of the rows, then "Check". */
export function ImportMapping({
  record,
  people,
  choices,
  firstRow,
  busy,
}: {
  record: ImportSummary
  people: Assignee[]
  choices: Awaited<ReturnType<typeof leadChoices>>
  firstRow: string[]
  busy: FormDataEntryValue | null | undefined
}) {
  const t = useT('crm')
  const optionsFor = (field: ImportField) => {
    const columns = record.header.map((name, i) => ({
      value: `col:${i}`,
      label: t('importing.column', { n: i + 1, name: name || '—' }),
    }))
    const all =
      field === 'type'
        ? choices.types.map((c) => ({ value: `all:${c.value}`, label: valueLabel(t, 'type', c.label) }))
        : field === 'status'
          ? choices.statuses.map((c) => ({ value: `all:${c.value}`, label: valueLabel(t, 'status', c.label) }))
          : field === 'nature'
            ? (['H', 'C'] as const).map((n) => ({ value: `all:${n}`, label: natureText(t, n) }))
            : []
    return [...columns, ...all.map((a) => ({ value: a.value, label: t('importing.allRows', { value: a.label }) }))]
  }
  const sample = (field: ImportField) => {
    const source = record.mapping[field]
    if (!source?.startsWith('col:')) return null
    const value = firstRow[Number(source.slice(4))] ?? ''
    return value === '' ? null : value
  }
  return (
    <section aria-labelledby="mapping-heading" className="grid gap-3">
      <h2 id="mapping-heading" className="text-xl font-bold text-navy">
        {t('importing.mappingTitle')}
      </h2>
      <p className="text-slate-700">{t('importing.mappingIntro')}</p>
      <Form method="post" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="map" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {importFields.map((field) => {
            const id = `map-${field}`
            const shown = sample(field)
            return (
              <Labelled
                key={field}
                htmlFor={id}
                label={fieldLabel(t, field)}
                className="grid content-start gap-1"
                labelClassName="text-sm font-semibold text-slate-800"
              >
                <select
                  id={id}
                  name={`map_${field}`}
                  defaultValue={record.mapping[field] ?? ''}
                  aria-describedby={shown ? `${id}-sample` : undefined}
                  className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-sm"
                >
                  <option value="">{t('importing.notInFile')}</option>
                  {optionsFor(field).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {shown && (
                  <p id={`${id}-sample`} className="truncate text-xs text-slate-600">
                    {t('importing.firstRow', { value: shown })}
                  </p>
                )}
              </Labelled>
            )
          })}
        </div>
        <Labelled
          htmlFor="import-owner"
          label={t('importing.owner')}
          className="grid max-w-md gap-1"
          labelClassName="text-sm font-semibold text-slate-800"
        >
          <select
            id="import-owner"
            name="owner"
            defaultValue={String(record.ownerSrno)}
            aria-describedby="import-owner-hint"
            className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-sm"
          >
            {people.map((p) => (
              <option key={p.srno} value={String(p.srno)}>
                {p.name} ({p.userId})
              </option>
            ))}
          </select>
          <p id="import-owner-hint" className="text-xs text-slate-600">
            {t('importing.ownerHint')}
          </p>
        </Labelled>
        <div>
          <Button type="submit" variant="secondary" disabled={busy != null} className="min-h-11">
            {busy === 'map' ? t('importing.checking') : t('importing.check')}
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** The refused rows, each with its row number and the lead form's messages; the rest are in the refused file. */
export function RefusedRows({
  refused,
  total,
  downloads,
}: {
  refused: { rowNo: number; refusals: Refusal[] }[]
  total: number
  downloads: React.ReactNode
}) {
  const t = useT('crm')
  return (
    <div className="grid gap-2">
      <h3 className="font-bold text-navy">{t('importing.refusedTitle')}</h3>
      {/* A list rather than a table: on a phone each refusal reads whole, without sideways scrolling. */}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {refused.map((r) => (
          <li key={r.rowNo} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[6rem_1fr]">
            <span className="font-semibold text-slate-900">
              {t('importing.row')} {r.rowNo}
            </span>
            <ul className="grid gap-1">
              {r.refusals.map((f) => (
                <li key={`${f.field}-${f.message}`} className="text-slate-800">
                  <span className="font-semibold">{fieldLabel(t, f.field)}:</span> <SpecMessage text={f.message} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {total > refused.length && (
        <p className="text-sm text-slate-700">
          {t('importing.shownOf', { shown: refused.length, n: formatCount(total) })}
        </p>
      )}
      {downloads}
    </div>
  )
}

/** The rows whose mobile another lead or row already has: skipped unless ticked. */
export function DuplicateRows({
  duplicates,
  onTick,
}: {
  duplicates: { rowNo: number; businessName: string; mobile: string; duplicate: Duplicate }[]
  onTick: (change: 1 | -1) => void
}) {
  const t = useT('crm')
  return (
    <div className="grid gap-2">
      <h3 className="font-bold text-navy">{t('importing.duplicatesTitle')}</h3>
      <p className="text-sm text-slate-700">{t('importing.duplicatesIntro')}</p>
      <ul className="grid gap-2">
        {duplicates.map((d) => (
          <li
            key={d.rowNo}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-semibold">
                {t('importing.row')} {d.rowNo}: {d.businessName} ({d.mobile})
              </span>{' '}
              —{' '}
              {d.duplicate.lead ? (
                <Link to={`/crm/leads/${d.duplicate.lead.srno}`} className="underline">
                  {t('importing.ofLead', {
                    id: d.duplicate.lead.srno,
                    name: d.duplicate.lead.businessName,
                  })}
                </Link>
              ) : d.duplicate.row !== null ? (
                t('importing.ofRow', { row: d.duplicate.row })
              ) : (
                t('importing.ofHiddenLead')
              )}
            </span>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={`dup_${d.rowNo}`}
                value="1"
                className="size-5"
                onChange={(event) => onTick(event.currentTarget.checked ? 1 : -1)}
              />
              {t('importing.importAnyway')}
              <span className="sr-only">
                {' '}
                {t('importing.row')} {d.rowNo}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}
