import { useState } from 'react'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { Count, DuplicateRows, ImportMapping, RefusedRows } from '#app/components/office/crm/import/import-parts.tsx'
import { leadsCount } from '#app/components/office/crm/labels.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { mapSchema, PREVIEW_ROWS_SHOWN, runSchema } from '#app/domain/imports/fields.ts'
import { checkRows, chooseMapping, getImport, runImport, summarize } from '#app/domain/imports/import.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { formatCount } from '#app/lib/numbers.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { readRecord } from '#app/route-frame/authorize.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
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

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/import', 'meta.importLeads')

export const loader = officeLoader(access, async (staff) => {
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
})

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
            <ImportMapping record={record} people={people} choices={choices} firstRow={firstRow} busy={busyIntent} />

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
                <RefusedRows refused={refused} total={counts.refused} downloads={refusedDownloads} />
              )}

              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="run" />
                {duplicates.length > 0 && (
                  <DuplicateRows duplicates={duplicates} onTick={(change) => setTicked((n) => n + change)} />
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
