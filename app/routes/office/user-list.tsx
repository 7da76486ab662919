import { useEffect, useMemo, useState } from 'react'
import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Alert, Button, EditLink, LinkButton, SubmitRow } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { MessageDialog } from '#app/components/office/dialog.tsx'
import { TrashIcon } from '#app/components/office/icons.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { Pager } from '#app/components/office/pager.tsx'
import {
  FormError,
  formProps,
  SelectField,
  TextField,
  useReplyResult,
  useSchemaForm,
} from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import { officeAction } from '#app/domain/auth/action-frame.server.ts'
import { authorizePage } from '#app/domain/auth/authorize.server.ts'
import { assignableUsers, leadsOwnedBy } from '#app/domain/leads/assign.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { DEFAULT_USER_GROUP } from '#app/domain/rights/catalogue.ts'
import { flagsOf, hasRight } from '#app/domain/rights/rights.server.ts'
import {
  issuePasswordSchema,
  reportingSchema,
  USERS_PER_PAGE,
  userFormSchema,
  userListQuerySchema,
} from '#app/domain/users/schemas.ts'
import { listUsers, type UserListRow } from '#app/domain/users/user-list.server.ts'
import {
  addReporting,
  deleteReporting,
  getUser,
  groupOptions,
  issueOneTimePassword,
  reportingCandidates,
  saveUser,
} from '#app/domain/users/users.server.ts'
import { messageFor, messages } from '#app/lib/errors.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/user-list'

/** Users (spec section 2): Query lists, Add adds (serial 0), Edit changes a user and their reporting lines. */
const access = defineAccess({
  right: 'USER',
  intents: {
    save: { schema: userFormSchema, need: { addOrEdit: 'userSrno' } },
    'add-reporting': { schema: reportingSchema, need: 'edit' },
    'delete-reporting': { schema: reportingSchema, need: 'edit' },
    // ADR 0140: a new one-time password for a user whose mail does not arrive.
    'issue-password': { schema: issuePasswordSchema, need: 'edit' },
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
  const none = { list: null, user: null, candidates: [], groups: [], ownedLeads: 0, receivers: [] }
  if (url.searchParams.get('mode') === 'add' && rights.add) {
    // ADR 0139: the reporting line can be chosen while adding (serial 1 is never a choice).
    const [candidates, groups] = await Promise.all([reportingCandidates(db, 0), groupOptions(db)])
    return { ...none, mode: 'A' as const, rights, canSetGroup, candidates, groups }
  }
  if (Number.isSafeInteger(editSrno) && editSrno > 0 && editSrno <= 2_147_483_647 && rights.edit) {
    try {
      const user = await getUser(db, editSrno)
      // ADR 0141: an active user who owns leads is asked where they go when set inactive.
      const ownedLeads = user.active === '1' ? await leadsOwnedBy(db, editSrno) : 0
      const [candidates, groups, receivers] = await Promise.all([
        reportingCandidates(db, editSrno),
        groupOptions(db),
        ownedLeads > 0 ? assignableUsers(db, staff.actor) : Promise.resolve([]),
      ])
      return {
        ...none,
        mode: 'E' as const,
        rights,
        canSetGroup,
        user,
        candidates,
        groups,
        ownedLeads,
        receivers: receivers.filter((r) => r.srno !== editSrno),
      }
    } catch {
      throw redirect('/user-list')
    }
  }
  const query = userListQuerySchema.parse(Object.fromEntries(url.searchParams))
  return { ...none, mode: 'Q' as const, rights, canSetGroup, list: await listUsers(db, query), query }
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
  'issue-password': async (input, { staff, actor, intent }) => {
    const issued = await issueOneTimePassword(staff.ctx.db, actor, input.userSrno)
    return { ok: true as const, intent, created: null, issued }
  },
})

export default function UserList({ loaderData }: Route.ComponentProps) {
  const { mode, rights } = loaderData
  return (
    <OfficePage
      title="Users"
      actions={mode === 'Q' && rights.add ? <LinkButton to="?mode=add">Add New</LinkButton> : null}
    >
      {mode === 'Q' && loaderData.list ? (
        <UsersList list={loaderData.list} canEdit={rights.edit} />
      ) : (
        <UserForm data={loaderData} />
      )}
    </OfficePage>
  )
}

type ListData = NonNullable<Route.ComponentProps['loaderData']['list']>

/**
 * The Users list (ADR 0139): Sr No is the user's serial number (the form's Serial Number); group, the people the
 * user reports to, and status; 50 to a page, with a search over name, user id and mobile once there are more.
 */
function UsersList({ list, canEdit }: { list: ListData; canEdit: boolean }) {
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const searchable = list.all > USERS_PER_PAGE || q !== ''
  const hrefOf = (page: number) => {
    const next = new URLSearchParams(params)
    if (page <= 1) next.delete('page')
    else next.set('page', String(page))
    const query = next.toString()
    return query ? `?${query}` : '/user-list'
  }
  return (
    <div className="grid gap-4">
      {searchable && (
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="users-q" className="block text-sm font-semibold text-slate-800">
              Search users
            </label>
            <input
              id="users-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={50}
              placeholder="Name, user id or mobile"
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </div>
          <Button type="submit" className="min-h-11">
            Search
          </Button>
          {q && (
            <LinkButton to="/user-list" variant="secondary" className="min-h-11">
              Clear
            </LinkButton>
          )}
        </Form>
      )}
      {list.clamped && (
        <Alert tone="info">{messageFor('USERS_PAGE_PAST_END', { asked: params.get('page') ?? '' })}</Alert>
      )}
      <p className="text-sm font-medium text-slate-700" role="status">
        {list.total === 1 ? '1 user' : `${list.total.toLocaleString('en-IN')} users`}
      </p>
      <UsersTable users={list.rows} canEdit={canEdit} empty={q ? 'No users match.' : 'No users yet.'} />
      <Pager page={list.page} pages={list.pages} hrefOf={hrefOf} />
    </div>
  )
}

function statusOf(u: UserListRow): string {
  return `${u.active === 1 ? 'Active' : 'Inactive'}${u.enable === 1 ? '' : ', disabled'}`
}

function UsersTable({ users, canEdit, empty }: { users: UserListRow[]; canEdit: boolean; empty: string }) {
  return (
    <DataTable<UserListRow>
      caption="Users"
      rows={users}
      rowKey={(u) => u.srno}
      empty={empty}
      columns={[
        { header: 'Sr No', cell: (u) => u.srno },
        { header: 'User Name', cell: (u) => u.userName, title: true },
        { header: 'User ID', cell: (u) => u.userId },
        { header: 'Mobile', cell: (u) => u.mobile },
        { header: 'Group', cell: (u) => u.group },
        { header: 'Reports to', cell: (u) => (u.managers.length ? u.managers.join(', ') : '—') },
        { header: 'Status', cell: statusOf },
        ...(canEdit
          ? [
              {
                header: 'Edit',
                action: true,
                cell: (u: UserListRow) => <EditLink to={`?edit=${u.srno}`} name={u.userName} />,
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
      reportsTo: '',
      leadsTo: '',
    },
  })
  // ADR 0141: setting an active user who owns leads inactive asks where the leads go, in the same save.
  const asksForLeads =
    d.ownedLeads > 0 && (fields.active.value === '0' || (reply && !reply.ok && reply.field === 'leadsTo'))

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
        {d.mode === 'A' && (
          <SelectField
            field={fields.reportsTo}
            label="Reports to"
            placeholder="Nobody yet"
            options={d.candidates.map((c) => ({ value: String(c.srno), label: `${c.userName} (${c.userId})` }))}
            hint="More reporting lines can be added after saving."
          />
        )}
        {asksForLeads && (
          <SelectField
            field={fields.leadsTo}
            label={`Who gets this user's ${d.ownedLeads} ${d.ownedLeads === 1 ? 'lead' : 'leads'}`}
            required
            placeholder="Select..."
            options={d.receivers.map((r) => ({ value: String(r.srno), label: `${r.name} (${r.userId})` }))}
            hint="The leads move to this person when the user is saved as inactive."
          />
        )}
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

      {user && user.userSrno > 0 && <OneTimePassword serial={user.userSrno} userId={user.userId} />}

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
  // A refusal not about the chosen user (a loop, a line already there) shows under the row of controls.
  const problem = form.errors?.[0]
  return (
    <section aria-labelledby="reporting-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="reporting-heading" className="text-lg font-bold text-navy">
        Reporting
      </h2>
      {/* ADR 0139: the controls keep their places; a refusal shows as text under them, not between them. */}
      <Form method="post" {...formProps(form)} className="mt-4">
        <input type="hidden" name="intent" value="add-reporting" />
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
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
          <Button type="submit" className="min-h-11 sm:mt-6">
            Add
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

/**
 * A new one-time password for the user (ADR 0140): for a user whose mail does not arrive, or an installation without
 * mail. Shown once with a copy button; the user must change it at the next sign-in, and their sessions end.
 */
function OneTimePassword({ serial, userId }: { serial: number; userId: string }) {
  const reply = useReplyFor('issue-password')
  const busy = useNavigation().formData?.get('intent') === 'issue-password'
  const issued = reply?.ok && 'issued' in reply ? reply.issued : null
  const error = reply && !reply.ok ? reply.error : null
  return (
    <section aria-labelledby="otp-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="otp-heading" className="text-lg font-bold text-navy">
        One-time password
      </h2>
      {issued ? (
        <div className="mt-3 grid gap-2">
          <p>
            New one-time password for <strong>{issued.userId}</strong>:
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="one-time-password">
              {issued.password}
            </code>
            <CopyText value={issued.password} label="Copy the one-time password" />
          </div>
          <p className="text-sm text-slate-700">{messages.USER_PASSWORD_ISSUED}</p>
        </div>
      ) : (
        <Form method="post" className="mt-3 grid gap-3">
          <p className="text-sm text-slate-700">
            For a user whose password reset mail does not arrive: a new password for {userId}, shown here once. Their
            current password stops working and every session of theirs ends.
          </p>
          <input type="hidden" name="intent" value="issue-password" />
          <input type="hidden" name="userSrno" value={serial} />
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" variant="secondary" disabled={busy} className="min-h-11">
              Issue a new one-time password
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}

/** Copies a value to the clipboard and says so (the value itself stays on the page as text). */
function CopyText({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true))
      }}
      className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      <span className="sr-only"> {label}</span>
    </button>
  )
}
