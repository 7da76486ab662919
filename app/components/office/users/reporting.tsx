import { useMemo, useState } from 'react'
import { Form } from 'react-router'
import { Button } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { TrashIcon } from '#app/components/office/icons.tsx'
import { useReplyFor } from '#app/components/office/list-screen.tsx'
import { FormError, formProps, SelectField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { reportingSchema } from '#app/domain/users/schemas.ts'
import { useT } from '#app/lib/i18n/react.ts'
import type { UserListReply } from './replies.ts'

export type Person = { srno: number; userId: string; userName: string }

export function Reporting({ serial, rows, candidates }: { serial: number; rows: Person[]; candidates: Person[] }) {
  const t = useT('admin')
  const reply = useReplyFor<UserListReply>('add-reporting', 'delete-reporting')
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase()
    return f ? candidates.filter((c) => `${c.userName} ${c.userId}`.toLowerCase().includes(f)) : candidates
  }, [filter, candidates])
  const [form, fields] = useSchemaForm(reportingSchema, {
    id: `reporting-${serial}`,
    lastResult: useReplyResult(reply),
    defaultValue: { userSrno: String(serial), reportsTo: '' },
  })
  // A refusal not about the chosen user (a loop, a line already there) shows under the row of controls.
  const problem = form.errors?.[0]
  return (
    <section aria-labelledby="reporting-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="reporting-heading" className="text-lg font-bold text-navy">
        {t('users.reporting.heading')}
      </h2>
      {/* ADR 0139: the controls keep their places; a refusal shows as text under them, not between them. */}
      <Form method="post" {...formProps(form)} className="mt-4">
        <input type="hidden" name="intent" value="add-reporting" />
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <input type="hidden" name="userSrno" value={serial} />
          <Labelled htmlFor={`search-${serial}`} label={t('users.reporting.search')}>
            <input
              id={`search-${serial}`}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              placeholder={t('users.reporting.placeholder')}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </Labelled>
          <SelectField
            field={fields.reportsTo}
            label={t('users.reporting.addTo')}
            placeholder={shown.length ? t('common.select') : t('users.reporting.noOptions')}
            options={shown.map((c) => ({ value: String(c.srno), label: `${c.userName} (${c.userId})` }))}
          />
          <Button type="submit" className="min-h-11 sm:mt-6">
            {t('users.reporting.add')}
          </Button>
        </div>
        {problem && (
          <div className="mt-3">
            <FormError errors={[problem]} id={form.errorId} />
          </div>
        )}
      </Form>
      <div className="mt-4">
        <DataTable<Person>
          caption={t('users.reporting.caption')}
          rows={rows}
          rowKey={(r) => r.srno}
          empty={t('users.reporting.empty')}
          columns={[
            { header: t('users.reporting.userId'), cell: (r) => r.userId },
            { header: t('users.reporting.userName'), cell: (r) => r.userName, title: true },
            {
              header: t('users.reporting.delete'),
              action: true,
              cell: (r) => (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-reporting" />
                  <input type="hidden" name="userSrno" value={serial} />
                  <input type="hidden" name="reportsTo" value={r.srno} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-red-700 hover:bg-red-50"
                    aria-label={t('users.reporting.remove', { name: r.userName })}
                  >
                    <TrashIcon />
                  </button>
                </Form>
              ),
            },
          ]}
        />
      </div>
    </section>
  )
}
