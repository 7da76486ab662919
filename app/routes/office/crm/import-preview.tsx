import type { TFunction } from 'i18next'
import { useState } from 'react'
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { leadsCount, natureText, valueLabel } from '#app/components/office/crm/labels.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { officeAction } from '#app/domain/auth/action-frame.server.ts'
import { authorizePage, readRecord } from '#app/domain/auth/authorize.server.ts'
import { type ImportField, importFields, mapSchema, PREVIEW_ROWS_SHOWN, runSchema } from '#app/domain/imports/fields.ts'
import { checkRows, chooseMapping, getImport, runImport, summarize } from '#app/domain/imports/import.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { leadChoices } from '#app/domain/leads/list-leads.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { formatCount } from '#app/lib/numbers.ts'
import type { Route } from './+types/import-preview'

/**
 * Importing a list of shops, steps 2 and 3 (D62): the file's columns matched to the lead's fields (guessed from the
 * header, changeable) with the owner of the rows; the preview of every row checked by the lead form's own rules,
 * refusals with their row number and the form's message, duplicates by mobile flagged and skipped unless ticked;
 * then "Import the valid rows", all in one transaction or nothing. Afterwards the page says what was imported and
 * offers the refused rows as a file.
 */
const access = defineAccess({
  right: 'CRM',
  pageFlag: 'add',
  params: { importId: 'import' },
  intents: {
    map: { schema: mapSchema, need: 'add' },
    run: { schema: runSchema, need: 'add' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/import', [
  'meta.importLeads',
  'meta.importLeadsDescription',
])

export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  const { db } = staff.ctx
  return readRecord('import', async () => {
    const record = await getImport(db, staff.actor, staff.params.importId)
    const imported = record.status === 'imported'
    const [rows, people, choices] = await Promise.all([
      checkRows(db, staff.actor, record, { duplicates: !imported }),
      imported ? Promise.resolve([]) : assignableUsers(db, staff.actor),
      leadChoices(db),
    ])
    const summary = summarize(rows)
    const refused = rows.filter((r) => r.input === null)
    const duplicates = rows.filter((r) => r.input !== null && r.duplicate !== null)
    return {
      record: {
        id: record.id,
        fileName: record.fileName,
        header: record.header,
        rowCount: record.rowCount,
        mapping: record.mapping,
        ownerSrno: record.ownerSrno,
        imported,
        importedCount: record.importedCount,
        importedAt: record.importedAt ? displayIndiaDateTime(record.importedAt) : null,
      },
      firstRow: rows[0]?.cells ?? [],
      counts: { valid: summary.valid, refused: summary.refused, duplicates: summary.duplicates },
      refused: refused.slice(0, PREVIEW_ROWS_SHOWN).map((r) => ({ rowNo: r.rowNo, refusals: r.refusals })),
      duplicates: duplicates.slice(0, PREVIEW_ROWS_SHOWN).map((r) => ({
        rowNo: r.rowNo,
        businessName: r.input!.businessName,
        mobile: r.input!.mobile,
        duplicate: r.duplicate!,
      })),
      people,
      choices,
    }
  })
}

export const action = officeAction(access, {
  map: async (input, { staff, actor }) => {
    await chooseMapping(staff.ctx.db, actor, input.importId, { mapping: input.mapping, owner: input.owner })
    return redirect(`/crm/import/${input.importId}`, 303)
  },
  run: async (input, { staff, actor }) => {
    await runImport(staff.ctx.db, actor, input.importId, input.include)
    return redirect(`/crm/import/${input.importId}`, 303)
  },
})

function fieldLabel(t: TFunction<'crm'>, field: ImportField | 'row'): string {
  switch (field) {
    case 'type':
      return t('fields.leadType')
    case 'nature':
      return t('fields.leadNature')
    case 'owner':
      return t('lead.owner')
    case 'row':
      return t('importing.wholeRow')
    default:
      return t(`fields.${field}`)
  }
}

function Count({ label, n, tone }: { label: string; n: number; tone: string }) {
  return (
    <div className={`rounded-lg border bg-white p-4 ${tone}`}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-navy">{formatCount(n)}</dd>
    </div>
  )
}

export default function ImportPreview({ loaderData }: Route.ComponentProps) {
  const { record, counts, refused, duplicates, people, choices, firstRow } = loaderData
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const t = useT('crm')
  const error = reply && 'error' in reply ? reply.error : null
  // The rows "Import the valid rows" makes leads of: the valid rows that are not duplicates, and the ticked ones.
  const [ticked, setTicked] = useState(0)
  const toImport = counts.valid - counts.duplicates + ticked
  const refusedFile = `/crm/import/${record.id}/refused`

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

  const refusedDownloads = counts.refused > 0 && (
    <p className="flex flex-wrap gap-3 text-sm">
      <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={`${refusedFile}?format=csv`}>
        {t('importing.downloadCsv')}
      </a>
      <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={`${refusedFile}?format=xlsx`}>
        {t('importing.downloadXlsx')}
      </a>
    </p>
  )

  return (
    <OfficePage title={t('importing.title')}>
      <div className="grid gap-6">
        <BackLink to="/crm">{t('lead.allLeads')}</BackLink>
        <p className="font-semibold text-slate-800">
          {t('importing.fileLine', { file: record.fileName, rows: formatCount(record.rowCount) })}
        </p>
        {error && (
          <Alert tone="error">
            <SpecMessage text={error} />
          </Alert>
        )}
        {record.imported ? (
          <section aria-labelledby="done-heading" className="grid gap-4">
            <h2 id="done-heading" className="text-xl font-bold text-navy">
              {t('importing.doneTitle')}
            </h2>
            <Alert tone="success">
              {t('importing.done', {
                leads: leadsCount(t, record.importedCount ?? 0),
                file: record.fileName,
                when: record.importedAt,
              })}
            </Alert>
            {refusedDownloads}
            <div className="flex flex-wrap gap-3">
              <LinkButton to={`/crm?import=${record.id}&sort=-created`} className="min-h-11">
                {t('importing.seeLeads')}
              </LinkButton>
              <LinkButton to="/crm/import" variant="secondary" className="min-h-11">
                {t('importing.another')}
              </LinkButton>
            </div>
          </section>
        ) : (
          <>
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
                      <div key={field} className="grid content-start gap-1">
                        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                          {fieldLabel(t, field)}
                        </label>
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
                      </div>
                    )
                  })}
                </div>
                <div className="grid max-w-md gap-1">
                  <label htmlFor="import-owner" className="text-sm font-semibold text-slate-800">
                    {t('importing.owner')}
                  </label>
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
                </div>
                <div>
                  <Button type="submit" variant="secondary" disabled={busyIntent != null} className="min-h-11">
                    {busyIntent === 'map' ? t('importing.checking') : t('importing.check')}
                  </Button>
                </div>
              </Form>
            </section>

            <section aria-labelledby="preview-heading" className="grid gap-4">
              <h2 id="preview-heading" className="text-xl font-bold text-navy">
                {t('importing.previewTitle')}
              </h2>
              <dl className="grid grid-cols-3 gap-3">
                <Count label={t('importing.valid')} n={counts.valid} tone="border-green-300" />
                <Count label={t('importing.refused')} n={counts.refused} tone="border-red-300" />
                <Count label={t('importing.duplicates')} n={counts.duplicates} tone="border-amber-300" />
              </dl>

              {refused.length > 0 && (
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
                              <span className="font-semibold">{fieldLabel(t, f.field)}:</span>{' '}
                              <SpecMessage text={f.message} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                  {counts.refused > refused.length && (
                    <p className="text-sm text-slate-700">
                      {t('importing.shownOf', { shown: refused.length, n: formatCount(counts.refused) })}
                    </p>
                  )}
                  {refusedDownloads}
                </div>
              )}

              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="run" />
                {duplicates.length > 0 && (
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
                              onChange={(event) => setTicked((n) => n + (event.currentTarget.checked ? 1 : -1))}
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
                )}
                {counts.valid === 0 ? (
                  <p className="rounded-lg border border-slate-200 bg-white p-4">{t('importing.nothing')}</p>
                ) : (
                  <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
                    <p className="text-sm text-slate-700" aria-live="polite">
                      {t('importing.runHint', { n: formatCount(toImport) })}
                    </p>
                    <div>
                      <Button type="submit" disabled={busyIntent != null} className="min-h-11">
                        {busyIntent === 'run' ? t('importing.running') : t('importing.run')}
                      </Button>
                    </div>
                  </div>
                )}
              </Form>
            </section>
          </>
        )}
      </div>
    </OfficePage>
  )
}
