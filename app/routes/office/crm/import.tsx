import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { Alert, Button } from '#app/components/office/controls.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { MAX_UPLOAD_BYTES } from '#app/domain/files/upload-rules.ts'
import { fileHeadings, importFields, uploadSchema } from '#app/domain/imports/fields.ts'
import { createImport } from '#app/domain/imports/import.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { AppError } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/import'

/**
 * Importing a list of shops, step 1 (D62): a CRM add holder uploads a CSV or XLSX file (the office's upload limit,
 * refused at the parser as it streams in), which is read and kept for the preview; the next screen matches its
 * columns and shows every row checked. A bad file is refused with its message and nothing is kept.
 */
const access = defineAccess({
  right: 'CRM',
  pageFlag: 'add',
  uploads: true,
  intents: { upload: { schema: uploadSchema, need: 'add' } },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm/import', 'meta.importLeads')

export const loader = officeLoader(access, async (_staff) => {
  return { columns: importFields.map((f) => fileHeadings[f]) }
})

export const action = officeAction(
  access,
  {
    upload: async (_input, { staff, actor, upload }) => {
      if (!upload?.file || upload.file.size === 0) throw new AppError('IMPORT_FILE_REQUIRED', { field: 'file' })
      const id = await createImport(staff.ctx.db, actor, upload.file)
      return redirect(`/crm/import/${id}`, 303)
    },
  },
  { upload: { fileField: 'file', maxBytes: MAX_UPLOAD_BYTES } },
)

export default function ImportLeads({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const t = useT('crm')
  const error = reply && 'error' in reply ? reply.error : null
  return (
    <OfficePage title={t('importing.title')}>
      <div className="grid max-w-2xl gap-5">
        <BackLink to="/crm">{t('lead.allLeads')}</BackLink>
        <p className="text-slate-700">{t('importing.intro')}</p>
        <p className="text-sm text-slate-700">{t('importing.columns', { columns: loaderData.columns.join(', ') })}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <input type="hidden" name="intent" value="upload" />
          {error && (
            <Alert tone="error">
              <span id="import-file-error">
                <SpecMessage text={error} />
              </span>
            </Alert>
          )}
          <Labelled
            htmlFor="import-file"
            label={t('importing.file')}
            className="grid gap-1.5"
            labelClassName="font-semibold text-slate-800"
          >
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={error ? 'import-file-error' : undefined}
              aria-invalid={error ? true : undefined}
              className="min-h-11 rounded-md border border-slate-400 bg-white p-2 text-sm"
            />
          </Labelled>
          <div>
            <Button type="submit" disabled={busy} className="min-h-11">
              {busy ? t('importing.reading') : t('importing.read')}
            </Button>
          </div>
        </Form>
      </div>
    </OfficePage>
  )
}
