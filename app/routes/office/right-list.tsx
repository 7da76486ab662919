import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { Alert, Button, Field, inputClass, LinkButton } from '#app/components/office/controls.tsx'
import { MessageDialog, useHydrated } from '#app/components/office/dialog.tsx'
import { EditIcon } from '#app/components/office/icons.tsx'
import { cellClass, OfficePage, Table } from '#app/components/office/page.tsx'
import { requireRight } from '#app/domain/auth/guard.server.ts'
import type { OfficeHandle } from '#app/domain/rights/access.ts'
import { createGroup, getGroup, listGroups, rightOptions, setGroupRight } from '#app/domain/rights/groups.server.ts'
import { pageRights } from '#app/domain/rights/rights.server.ts'
import { groupFormSchema, groupRightSchema } from '#app/domain/rights/schemas.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, parseForm, readForm } from '#app/lib/http.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/right-list'

export const handle: OfficeHandle = {
  access: { right: 'RIGHT', intents: { 'save-group': 'add', 'save-right': 'edit' } },
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: 'Right Group',
    description: 'Right groups',
    path: '/right-list',
    noindex: true,
  })

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireRight(args, 'RIGHT', 'query', 'page')
  const { db } = staff.ctx
  const url = new URL(args.request.url)
  const rights = pageRights(staff.rights, 'RIGHT')
  const editSrno = Number(url.searchParams.get('edit'))
  if (url.searchParams.get('mode') === 'add' && rights.add === '1') {
    return { mode: 'A' as const, rights, groups: [], group: null, rightChoices: [] }
  }
  if (Number.isInteger(editSrno) && editSrno > 0 && rights.edit === '1') {
    try {
      return {
        mode: 'E' as const,
        rights,
        groups: [],
        group: await getGroup(db, editSrno),
        rightChoices: await rightOptions(db),
      }
    } catch {
      throw redirect('/right-list')
    }
  }
  return { mode: 'Q' as const, rights, groups: await listGroups(db), group: null, rightChoices: [] }
}

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request)
  const intent = form.get('intent')
  const staff = await requireRight(args, 'RIGHT', intent === 'save-group' ? 'add' : 'edit', 'api')
  const { db, ip, log } = staff.ctx
  const actor = { userSrno: staff.user.userSrno, userId: staff.user.userId, ip }
  try {
    if (intent === 'save-group') {
      const input = parseForm(groupFormSchema, form)
      await createGroup(db, actor, input.group)
      return redirect('/right-list')
    }
    if (intent === 'save-right') {
      const input = parseForm(groupRightSchema, form)
      await setGroupRight(db, actor, {
        srno: input.srno,
        right: input.right,
        query: input.rightQuery === '1',
        add: input.rightAdd === '1',
        edit: input.rightEdit === '1',
      })
      // Change saves the right, then the group's detail reloads (spec section 4).
      return { ok: true as const }
    }
    return data(
      { ok: false as const, code: 'BAD_REQUEST', error: messages.BAD_REQUEST, field: undefined },
      { status: 400 },
    )
  } catch (error) {
    return failure(error, log)
  }
}

export default function RightList({ loaderData }: Route.ComponentProps) {
  const { mode, rights } = loaderData
  return (
    <OfficePage
      title="Right Group"
      actions={mode === 'Q' && rights.add === '1' ? <LinkButton to="?mode=add">Add New</LinkButton> : null}
    >
      {mode === 'Q' && (
        <Table caption="Right groups" head={['Sr No', 'Group', ...(rights.edit === '1' ? ['Edit'] : [])]}>
          {loaderData.groups.map((g, i) => (
            <tr key={g.srno}>
              <td className={cellClass}>{i + 1}</td>
              <td className={cellClass}>{g.name}</td>
              {rights.edit === '1' && (
                <td className={cellClass}>
                  <Link
                    to={`?edit=${g.srno}`}
                    className="inline-flex rounded p-1.5 text-brand-700 hover:bg-brand-50"
                    aria-label={`Edit ${g.name}`}
                  >
                    <EditIcon />
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
      {mode === 'A' && <AddGroup />}
      {mode === 'E' && loaderData.group && <EditGroup group={loaderData.group} choices={loaderData.rightChoices} />}
    </OfficePage>
  )
}

function useErrorDialog() {
  const result = useActionData<typeof action>()
  const [dialog, setDialog] = useState<string | null>(null)
  const serverError = result && !result.ok ? result.error : null
  useEffect(() => setDialog(serverError), [serverError])
  // Before hydration the dialog cannot open: the error shows inline instead.
  const inline = useHydrated() ? null : serverError
  return [dialog, setDialog, inline] as const
}

function AddGroup() {
  const [dialog, setDialog, inline] = useErrorDialog()
  const busy = useNavigation().state === 'submitting'
  return (
    <Form
      method="post"
      className="grid max-w-xl gap-5 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        const name = new FormData(event.currentTarget).get('group')
        if (typeof name !== 'string' || name.trim() === '') {
          event.preventDefault()
          setDialog(messages.MSG0006)
        }
      }}
    >
      {inline && <Alert tone="error">{inline}</Alert>}
      <input type="hidden" name="intent" value="save-group" />
      <Field label="Serial Number">
        {(p) => <input {...p} name="srno" readOnly value={0} className={inputClass} />}
      </Field>
      <Field label="Group name" required>
        {(p) => <input {...p} name="group" maxLength={50} className={inputClass} />}
      </Field>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          Save
        </Button>
        <LinkButton to="/right-list" variant="secondary">
          Cancel
        </LinkButton>
      </div>
      <MessageDialog open={Boolean(dialog)} onClose={() => setDialog(null)} srTitle="Could not save">
        {dialog}
      </MessageDialog>
    </Form>
  )
}

type Group = NonNullable<Route.ComponentProps['loaderData']['group']>

function EditGroup({ group, choices }: { group: Group; choices: { name: string; value: number }[] }) {
  const [dialog, setDialog, inline] = useErrorDialog()
  const busy = useNavigation().state === 'submitting'
  const yesNo = (label: string, name: string) => (
    <Field label={label} required>
      {(p) => (
        <select {...p} name={name} defaultValue="0" className={inputClass}>
          <option value="1">Yes</option>
          <option value="0">No</option>
        </select>
      )}
    </Field>
  )
  return (
    <div className="grid gap-6">
      {inline && <Alert tone="error">{inline}</Alert>}
      <Form
        method="post"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          if (!new FormData(event.currentTarget).get('right')) {
            event.preventDefault()
            setDialog(messages.MSG0006)
          }
        }}
      >
        <input type="hidden" name="intent" value="save-right" />
        <input type="hidden" name="srno" value={group.srno} />
        <Field label="Group name">{(p) => <input {...p} readOnly value={group.group} className={inputClass} />}</Field>
        <Field label="Right" required>
          {(p) => (
            <select {...p} name="right" defaultValue="" className={inputClass}>
              <option value="">Select...</option>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {yesNo('Query', 'rightQuery')}
        {yesNo('Add', 'rightAdd')}
        {yesNo('Edit', 'rightEdit')}
        <div className="flex items-end gap-3">
          <Button type="submit" disabled={busy}>
            Change
          </Button>
          <LinkButton to="/right-list" variant="secondary">
            Cancel
          </LinkButton>
        </div>
      </Form>
      <Table
        caption={`Rights of ${group.group}`}
        head={['Sr No', 'Key', 'Right', 'Parent', 'Level', 'Query', 'Add', 'Edit']}
      >
        {group.detail.map((r, i) => (
          <tr key={r.rightSrno}>
            <td className={cellClass}>{i + 1}</td>
            <td className={cellClass}>{r.key}</td>
            <td className={cellClass}>{r.description}</td>
            <td className={cellClass}>{r.parent ?? ''}</td>
            <td className={cellClass}>{r.level}</td>
            <td className={cellClass}>{r.query ? 'Yes' : 'No'}</td>
            <td className={cellClass}>{r.add ? 'Yes' : 'No'}</td>
            <td className={cellClass}>{r.edit ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </Table>
      <MessageDialog open={Boolean(dialog)} onClose={() => setDialog(null)} srTitle="Could not save">
        {dialog}
      </MessageDialog>
    </div>
  )
}
