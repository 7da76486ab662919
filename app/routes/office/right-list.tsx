import { redirect, useNavigation } from 'react-router'
import { SubmitRow } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { editColumn, ListScreen, useReplyFor } from '#app/components/office/list-screen.tsx'
import { SaveErrorDialog } from '#app/components/office/save-error-dialog.tsx'
import { SelectField, TextField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { rightTree } from '#app/domain/rights/catalogue.ts'
import { groupLabel } from '#app/domain/rights/group-label.ts'
import { createGroup, getGroup, listGroups, rightOptions, setGroupRight } from '#app/domain/rights/groups.server.ts'
import { groupFormSchema, groupRightSchema } from '#app/domain/rights/schemas.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import type { Route } from './+types/right-list'
import { listScreenLoader, readOrBackTo } from './list-screen.server.ts'

/** Right Group (spec section 2): Query lists, Add adds a group, Edit changes a group's rights. */
const access = defineAccess({
  right: 'RIGHT',
  intents: {
    'save-group': { schema: groupFormSchema, need: 'add' },
    'save-right': { schema: groupRightSchema, need: 'edit' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/right-list', 'rights.title')

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export const loader = listScreenLoader(access, async ({ staff, db, rights, screen }) => {
  if (screen.mode === 'A') {
    return { mode: 'A' as const, rights, groups: [], group: null, rightChoices: [], ownGroup: staff.user.rightGroup }
  }
  if (screen.mode === 'E') {
    const editSrno = screen.srno
    return readOrBackTo('/right-list', async () => ({
      mode: 'E' as const,
      rights,
      groups: [],
      group: await getGroup(db, editSrno),
      rightChoices: await rightOptions(db),
      ownGroup: staff.user.rightGroup,
    }))
  }
  return {
    mode: 'Q' as const,
    rights,
    groups: await listGroups(db),
    group: null,
    rightChoices: [],
    ownGroup: staff.user.rightGroup,
  }
})

export const action = officeAction(access, {
  'save-group': async (input, { staff, actor }) => {
    await createGroup(staff.ctx.db, actor, input.name)
    return redirect('/right-list')
  },
  'save-right': async (input, { staff, actor, intent }) => {
    const { groupSrno, rightSrno, query, add, edit } = input
    await setGroupRight(staff.ctx.db, actor, { srno: groupSrno, right: rightSrno, query, add, edit })
    // Change saves the right, then the group's detail reloads (spec section 4).
    return { ok: true as const, intent }
  },
})

export default function RightList({ loaderData }: Route.ComponentProps) {
  const { mode, rights } = loaderData
  const t = useT('admin')
  type GroupRow = (typeof loaderData.groups)[number]
  return (
    <ListScreen title={t('rights.title')} mode={mode} canAdd={rights.add}>
      {mode === 'Q' && (
        <DataTable<GroupRow>
          caption={t('rights.caption')}
          rows={loaderData.groups}
          rowKey={(g) => g.srno}
          columns={[
            { header: t('common.srNo'), cell: (g) => loaderData.groups.indexOf(g) + 1 },
            { header: t('rights.group'), cell: (g) => groupLabel(t, g.name), title: true },
            ...editColumn<GroupRow>(rights.edit, t('common.edit'), (g) => ({
              to: `?edit=${g.srno}`,
              name: groupLabel(t, g.name),
            })),
          ]}
        />
      )}
      {mode === 'A' && <AddGroup />}
      {mode === 'E' && loaderData.group && (
        <EditGroup
          group={loaderData.group}
          choices={loaderData.rightChoices}
          own={loaderData.group.srno === loaderData.ownGroup}
        />
      )}
    </ListScreen>
  )
}

/**
 * A right's description in the reader's language: a seeded right (its description as the catalogue seeds it) by its
 * key; a description changed in the database is shown as it is stored.
 */
function rightName(t: ReturnType<typeof useT<'admin'>>, key: string, description: string): string {
  const seeded = rightTree.find((r) => r.key === key)
  return seeded && seeded.description === description ? t(`rights.names.${seeded.key}`) : description
}

/** A right's choice, "CRM Report (REPCRM)", with its description in the reader's language. */
function rightChoice(t: ReturnType<typeof useT<'admin'>>, name: string): string {
  const parts = /^(.*) \((\w+)\)$/.exec(name)
  return parts ? `${rightName(t, parts[2]!, parts[1]!)} (${parts[2]})` : name
}

/** The action's reply for one form: its field errors for the form, and its save error for the spec's modal. */
function useFormReply(intent: string) {
  const reply = useReplyFor<typeof action>(intent)
  return { lastResult: useReplyResult(reply), error: reply && !reply.ok ? reply.error : null }
}

function AddGroup() {
  const t = useT('admin')
  const { lastResult, error } = useFormReply('save-group')
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(groupFormSchema, {
    id: 'group-add',
    lastResult,
    defaultValue: { groupSrno: '0', name: '' },
  })
  return (
    <IntentForm
      form={form}
      intent="save-group"
      className="grid max-w-xl gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <TextField field={fields.groupSrno} label={t('rights.serial')} readOnly />
      <TextField field={fields.name} label={t('rights.groupName')} required maxLength={50} autoComplete="off" />
      <SubmitRow busy={busy} label={t('common.save')} backTo="/right-list" />
      <SaveErrorDialog error={error} srTitle={t('common.couldNotSave')} />
    </IntentForm>
  )
}

type Group = NonNullable<Route.ComponentProps['loaderData']['group']>
type RightRow = Group['detail'][number]

function EditGroup({
  group,
  choices,
  own,
}: {
  group: Group
  choices: { name: string; value: number }[]
  own: boolean
}) {
  const t = useT('admin')
  const { lastResult, error } = useFormReply('save-right')
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(groupRightSchema, {
    id: `group-${group.srno}`,
    lastResult,
    defaultValue: { groupSrno: String(group.srno), rightSrno: '', query: '0', add: '0', edit: '0' },
  })
  const yesNo = [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ]
  return (
    <div className="grid gap-6">
      {own && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('rights.ownGroup')}
        </p>
      )}
      <IntentForm
        form={form}
        intent="save-right"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
      >
        <input type="hidden" name="groupSrno" value={group.srno} />
        <Labelled htmlFor="group-name" label={t('rights.groupName')}>
          <input
            id="group-name"
            readOnly
            value={groupLabel(t, group.group)}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-slate-100 px-3 py-2"
          />
        </Labelled>
        <SelectField
          field={fields.rightSrno}
          label={t('rights.right')}
          required
          placeholder={t('common.select')}
          options={choices.map((c) => ({ value: String(c.value), label: rightChoice(t, c.name) }))}
        />
        <SelectField field={fields.query} label={t('rights.query')} required options={yesNo} />
        <SelectField field={fields.add} label={t('rights.add')} required options={yesNo} />
        <SelectField field={fields.edit} label={t('rights.edit')} required options={yesNo} />
        <SubmitRow busy={busy} label={t('rights.change')} backTo="/right-list" className="flex items-end gap-3" />
      </IntentForm>
      <DataTable<RightRow>
        caption={t('rights.rightsOf', { group: groupLabel(t, group.group) })}
        rows={group.detail}
        rowKey={(r) => r.rightSrno}
        empty={t('rights.empty')}
        columns={[
          { header: t('common.srNo'), cell: (r) => group.detail.indexOf(r) + 1 },
          { header: t('rights.key'), cell: (r) => r.key },
          { header: t('rights.right'), cell: (r) => rightName(t, r.key, r.description), title: true },
          { header: t('rights.parent'), cell: (r) => r.parent ?? '' },
          { header: t('rights.level'), cell: (r) => r.level },
          { header: t('rights.query'), cell: (r) => (r.query ? t('common.yes') : t('common.no')) },
          { header: t('rights.add'), cell: (r) => (r.add ? t('common.yes') : t('common.no')) },
          { header: t('rights.edit'), cell: (r) => (r.edit ? t('common.yes') : t('common.no')) },
        ]}
      />
      <SaveErrorDialog error={error} srTitle={t('common.couldNotSave')} />
    </div>
  )
}
