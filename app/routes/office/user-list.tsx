import { useEffect, useMemo, useState } from 'react'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { Button, EditLink, LinkButton, SubmitRow } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { MessageDialog } from '#app/components/office/dialog.tsx'
import { TrashIcon } from '#app/components/office/icons.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { SelectField, TextField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { officeAction } from '#app/domain/auth/action-frame.server.ts'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { DEFAULT_USER_GROUP } from '#app/domain/rights/catalogue.ts'
import { flagsOf, hasRight } from '#app/domain/rights/rights.server.ts'
import { reportingSchema, userFormSchema } from '#app/domain/users/schemas.ts'
import {
  addReporting,
  deleteReporting,
  getUser,
  groupOptions,
  listUsers,
  reportingCandidates,
  saveUser,
} from '#app/domain/users/users.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/user-list'

/** Users (spec section 2): Query lists, Add adds (serial 0), Edit changes a user and their reporting lines. */
const access = defineAccess({
  right: 'USER',
  intents: {
    save: { schema: userFormSchema, need: { addOrEdit: 'userSrno' } },
    'add-reporting': { schema: reportingSchema, need: 'edit' },
    'delete-reporting': { schema: reportingSchema, need: 'edit' },
  },
})
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Users', description: 'Staff users', path: '/user-list', noindex: true })

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await authorizePage(args, access)
  const { db } = staff.ctx
  const url = new URL(args.request.url)
  const rights = flagsOf(staff.rights, 'USER')
  const canSetGroup = hasRight(staff.rights, 'RIGHT', 'edit')
  const editSrno = Number(url.searchParams.get('edit'))
  if (url.searchParams.get('mode') === 'add' && rights.add) {
    return {
      mode: 'A' as const,
      rights,
      canSetGroup,
      users: [],
      user: null,
      candidates: [],
      groups: await groupOptions(db),
    }
  }
  if (Number.isSafeInteger(editSrno) && editSrno > 0 && editSrno <= 2_147_483_647 && rights.edit) {
    try {
      const user = await getUser(db, editSrno)
      return {
        mode: 'E' as const,
        rights,
        canSetGroup,
        users: [],
        user,
        candidates: await reportingCandidates(db, editSrno),
        groups: await groupOptions(db),
      }
    } catch {
      throw redirect('/user-list')
    }
  }
  return { mode: 'Q' as const, rights, canSetGroup, users: await listUsers(db), user: null, candidates: [], groups: [] }
}

export const action = officeAction(access, {
  save: async (input, { staff, actor }) => {
    const saved = await saveUser(staff.ctx.db, actor, input)
    if (!saved.created) return redirect('/user-list')
    const userId = input.userId ?? ''
    return { ok: true as const, intent: 'save', created: { userId, password: saved.initialPassword } }
  },
  'add-reporting': async (input, { staff, actor, intent }) => {
    await addReporting(staff.ctx.db, actor, input.userSrno, input.reportsTo)
    return { ok: true as const, intent, created: null }
  },
  'delete-reporting': async (input, { staff, actor, intent }) => {
    await deleteReporting(staff.ctx.db, actor, input.userSrno, input.reportsTo)
    return { ok: true as const, intent, created: null }
  },
})

export default function UserList({ loaderData }: Route.ComponentProps) {
  const { mode, rights } = loaderData
  return (
    <OfficePage
      title="Users"
      actions={mode === 'Q' && rights.add ? <LinkButton to="?mode=add">Add New</LinkButton> : null}
    >
      {mode === 'Q' ? <UsersTable users={loaderData.users} canEdit={rights.edit} /> : <UserForm data={loaderData} />}
    </OfficePage>
  )
}

type UserRow = { srno: number; userName: string; userId: string; active: number }

function UsersTable({ users, canEdit }: { users: UserRow[]; canEdit: boolean }) {
  return (
    <DataTable<UserRow>
      caption="Users"
      rows={users}
      rowKey={(u) => u.srno}
      empty="No users yet."
      columns={[
        { header: 'Sr No', cell: (u) => users.indexOf(u) + 1 },
        { header: 'User Name', cell: (u) => u.userName, title: true },
        { header: 'User ID', cell: (u) => u.userId },
        { header: 'Status', cell: (u) => (u.active === 1 ? 'Active' : 'Inactive') },
        ...(canEdit
          ? [
              {
                header: 'Edit',
                action: true,
                cell: (u: UserRow) => <EditLink to={`?edit=${u.srno}`} name={u.userName} />,
              },
            ]
          : []),
      ]}
    />
  )
}

type LoaderData = Route.ComponentProps['loaderData']

/** The server's reply for one part of the screen: the user form, or the reporting lines. */
function useReplyFor(...intents: string[]) {
  const reply = useActionData<typeof action>()
  return reply && 'intent' in reply && intents.includes(reply.intent ?? '') ? reply : undefined
}

function UserForm({ data: d }: { data: LoaderData }) {
  const reply = useReplyFor('save')
  const busy = useNavigation().state === 'submitting'
  const user = d.user
  const [dialog, setDialog] = useState<string | null>(null)
  const serverError = reply && !reply.ok ? reply.error : null
  // Save errors from the server also open a modal with an empty visible title (spec section 8).
  useEffect(() => setDialog(serverError), [serverError])
  const created = reply?.ok && 'created' in reply ? reply.created : null
  const [form, fields] = useSchemaForm(userFormSchema, {
    id: `user-${user?.userSrno ?? 0}`,
    lastResult: useReplyResult(reply),
    // D44: each field, the e-mail included, is checked as the user leaves it; what was typed stays.
    shouldValidate: 'onBlur',
    defaultValue: {
      userSrno: String(user?.userSrno ?? 0),
      userName: user?.userName ?? '',
      userId: user?.userId ?? '',
      mobile: user?.mobile ?? '',
      email: user?.email ?? '',
      enable: user?.enable ?? '1',
      active: user?.active ?? '1',
      rightGroup: String(user?.rightGroup ?? DEFAULT_USER_GROUP),
    },
  })

  if (created) {
    // Shown inline rather than in a dialog so it is there with or without JavaScript; it is never shown again.
    return (
      <section aria-labelledby="created-heading" className="max-w-xl rounded-lg border border-green-300 bg-white p-5">
        <h2 id="created-heading" className="text-lg font-bold text-navy">
          User created
        </h2>
        <p className="mt-2">
          Initial password for <strong>{created.userId}</strong>:
        </p>
        <p className="mt-2 rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="initial-password">
          {created.password}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Give it to the user in person. It is shown only now; the user must change it at first sign-in.
        </p>
        <LinkButton to="/user-list" className="mt-4 min-h-11">
          Back to Users
        </LinkButton>
      </section>
    )
  }

  const activeOptions = [
    { value: '1', label: 'Active' },
    { value: '0', label: 'Inactive' },
  ]
  return (
    <div className="grid gap-8">
      <IntentForm
        form={form}
        intent="save"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
      >
        <TextField field={fields.userSrno} label="Serial Number" readOnly />
        <TextField field={fields.userName} label="User Name" required maxLength={50} autoComplete="off" />
        <TextField
          field={fields.userId}
          label="User ID"
          required
          maxLength={20}
          readOnly={d.mode !== 'A'}
          autoComplete="off"
          hint={d.mode === 'A' ? 'Letters, digits, dots, underscores, hyphens; up to 20.' : undefined}
        />
        <TextField field={fields.mobile} label="Mobile" type="tel" inputMode="numeric" required maxLength={10} />
        <TextField field={fields.email} label="Email" type="email" required maxLength={50} />
        <SelectField field={fields.enable} label="Enable" required options={activeOptions} />
        <SelectField field={fields.active} label="Status" required options={activeOptions} />
        <SelectField
          field={fields.rightGroup}
          label="Group"
          required
          disabled={!d.canSetGroup}
          options={d.groups.map((g) => ({ value: String(g.value), label: g.name }))}
          hint={d.canSetGroup ? undefined : 'Only holders of the Right edit right can change it.'}
        />
        <SubmitRow busy={busy} label="Save" backTo="/user-list" className="flex flex-wrap gap-3 sm:col-span-2">
          {/* D56: the user's passkeys and authenticator app, and an administrator's reset of them. */}
          {user && user.userSrno > 0 && (
            <LinkButton to={`/user-list/${user.userSrno}/sign-in-methods`} variant="secondary" className="min-h-11">
              Sign-in methods
            </LinkButton>
          )}
        </SubmitRow>
      </IntentForm>

      {user && user.userSrno > 0 && (
        <Reporting serial={user.userSrno} rows={user.reportsTo} candidates={d.candidates} />
      )}

      <MessageDialog open={Boolean(dialog)} onClose={() => setDialog(null)} srTitle="Could not save">
        {dialog}
      </MessageDialog>
    </div>
  )
}

type Person = { srno: number; userId: string; userName: string }

function Reporting({ serial, rows, candidates }: { serial: number; rows: Person[]; candidates: Person[] }) {
  const reply = useReplyFor('add-reporting', 'delete-reporting')
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
  return (
    <section aria-labelledby="reporting-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="reporting-heading" className="text-lg font-bold text-navy">
        Reporting
      </h2>
      <IntentForm
        form={form}
        intent="add-reporting"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="userSrno" value={serial} />
        <div>
          <label htmlFor={`search-${serial}`} className="block text-sm font-semibold text-slate-800">
            Search users
          </label>
          <input
            id={`search-${serial}`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            placeholder="Type a name or user id"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
          />
        </div>
        <SelectField
          field={fields.reportsTo}
          label="Add Reporting to"
          placeholder={shown.length ? 'Select...' : 'No options'}
          options={shown.map((c) => ({ value: String(c.srno), label: `${c.userName} (${c.userId})` }))}
        />
        <Button type="submit" className="min-h-11">
          Add
        </Button>
      </IntentForm>
      <div className="mt-4">
        <DataTable<Person>
          caption="Reports to"
          rows={rows}
          rowKey={(r) => r.srno}
          empty="Reports to nobody yet."
          columns={[
            { header: 'User Id', cell: (r) => r.userId },
            { header: 'User Name', cell: (r) => r.userName, title: true },
            {
              header: 'Delete',
              action: true,
              cell: (r) => (
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-reporting" />
                  <input type="hidden" name="userSrno" value={serial} />
                  <input type="hidden" name="reportsTo" value={r.srno} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-red-700 hover:bg-red-50"
                    aria-label={`Remove reporting to ${r.userName}`}
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
