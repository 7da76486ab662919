import { useMemo, useState } from 'react'
import { Form, redirect, useNavigation, useSearchParams } from 'react-router'
import { ConfirmButton } from '#app/components/office/confirm-button.tsx'
import { Alert, Button, LinkButton, SubmitRow } from '#app/components/office/controls.tsx'
import { CopyValue } from '#app/components/office/copy-value.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { TrashIcon } from '#app/components/office/icons.tsx'
import { editColumn, ListScreen, useReplyFor } from '#app/components/office/list-screen.tsx'
import { pageHref } from '#app/components/office/page-href.ts'
import { Pager } from '#app/components/office/pager.tsx'
import { SaveErrorDialog } from '#app/components/office/save-error-dialog.tsx'
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
import { assignableUsers, leadsOwnedBy } from '#app/domain/leads/assign.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { DEFAULT_USER_GROUP } from '#app/domain/rights/catalogue.ts'
import { groupLabel } from '#app/domain/rights/group-label.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import {
  issuePasswordSchema,
  reportingSchema,
  USERS_PER_PAGE,
  userFormSchema,
  userListQuerySchema,
  userState,
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
import { around, PART } from '#app/lib/i18n/around.tsx'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { inGroups } from '#app/lib/in-groups.ts'
import type { Route } from './+types/user-list'
import { authorizeListScreen, readOrBackTo } from './list-screen.server.ts'

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

export const meta: Route.MetaFunction = staffPageMeta('admin', '/user-list', ['users.title', 'users.description'])

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export async function loader(args: Route.LoaderArgs) {
  const { staff, db, rights, screen } = await authorizeListScreen(args, access)
  const canSetGroup = hasRight(staff.rights, 'RIGHT', 'edit')
  const none = { list: null, user: null, candidates: [], groups: [], ownedLeads: 0, receivers: [] }
  if (screen.mode === 'A') {
    // ADR 0139: the reporting line can be chosen while adding (serial 1 is never a choice).
    const [candidates, groups] = await Promise.all([reportingCandidates(db, 0), groupOptions(db)])
    return { ...none, mode: 'A' as const, rights, canSetGroup, candidates, groups }
  }
  if (screen.mode === 'E') {
    const editSrno = screen.srno
    return readOrBackTo('/user-list', async () => {
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
    })
  }
  const query = userListQuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams))
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
  const t = useT('admin')
  return (
    <ListScreen title={t('users.title')} mode={mode} canAdd={rights.add}>
      {mode === 'Q' && loaderData.list ? (
        <UsersList list={loaderData.list} canEdit={rights.edit} />
      ) : (
        <UserForm data={loaderData} />
      )}
    </ListScreen>
  )
}

type ListData = NonNullable<Route.ComponentProps['loaderData']['list']>

/**
 * The Users list (ADR 0139): Sr No is the user's serial number (the form's Serial Number); group, the people the
 * user reports to, and status; 50 to a page, with a search over name, user id and mobile once there are more.
 */
function UsersList({ list, canEdit }: { list: ListData; canEdit: boolean }) {
  const t = useT('admin')
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const searchable = list.all > USERS_PER_PAGE || q !== ''
  return (
    <div className="grid gap-4">
      {searchable && (
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="users-q" className="block text-sm font-semibold text-slate-800">
              {t('users.search')}
            </label>
            <input
              id="users-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={50}
              placeholder={t('users.searchPlaceholder')}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </div>
          <Button type="submit" className="min-h-11">
            {t('users.searchButton')}
          </Button>
          {q && (
            <LinkButton to="/user-list" variant="secondary" className="min-h-11">
              {t('users.clear')}
            </LinkButton>
          )}
        </Form>
      )}
      {list.clamped && (
        <Alert tone="info">
          <SpecMessage text={messageFor('USERS_PAGE_PAST_END', { asked: params.get('page') ?? '' })} />
        </Alert>
      )}
      <p className="text-sm font-medium text-slate-700" role="status">
        {t('users.count', { count: list.total, n: list.total.toLocaleString('en-IN') })}
      </p>
      <UsersTable users={list.rows} canEdit={canEdit} empty={q ? t('users.noMatch') : t('users.none')} />
      <Pager page={list.page} pages={list.pages} hrefOf={(page) => pageHref(params, page, '/user-list')} />
    </div>
  )
}

function UsersTable({ users, canEdit, empty }: { users: UserListRow[]; canEdit: boolean; empty: string }) {
  const t = useT('admin')
  const statusOf = (u: UserListRow) =>
    `${u.active === 1 ? t('users.active') : t('users.inactive')}${u.enable === 1 ? '' : t('users.disabled')}`
  return (
    <DataTable<UserListRow>
      caption={t('users.title')}
      rows={users}
      rowKey={(u) => u.srno}
      empty={empty}
      columns={[
        { header: t('common.srNo'), cell: (u) => u.srno },
        { header: t('users.columns.userName'), cell: (u) => u.userName, title: true },
        { header: t('users.columns.userId'), cell: (u) => u.userId },
        { header: t('users.columns.mobile'), cell: (u) => u.mobile },
        { header: t('users.columns.group'), cell: (u) => groupLabel(t, u.group) },
        { header: t('users.columns.reportsTo'), cell: (u) => (u.managers.length ? u.managers.join(', ') : '—') },
        { header: t('users.columns.status'), cell: statusOf },
        ...editColumn<UserListRow>(canEdit, t('common.edit'), (u) => ({ to: `?edit=${u.srno}`, name: u.userName })),
      ]}
    />
  )
}

type LoaderData = Route.ComponentProps['loaderData']

function UserForm({ data: d }: { data: LoaderData }) {
  const t = useT('admin')
  const reply = useReplyFor<typeof action>('save')
  const busy = useNavigation().state === 'submitting'
  const user = d.user
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
      state: user ? userState(user) : 'active',
      active: user?.active ?? '1',
      rightGroup: String(user?.rightGroup ?? DEFAULT_USER_GROUP),
      reportsTo: '',
      leadsTo: '',
    },
  })
  // ADR 0141: setting an active user who owns leads inactive asks where the leads go, in the same save.
  const asksForLeads =
    d.ownedLeads > 0 && (fields.state.value === 'inactive' || (reply && !reply.ok && reply.field === 'leadsTo'))

  if (created) {
    // Shown inline rather than in a dialog so it is there with or without JavaScript; it is never shown again.
    return (
      <section aria-labelledby="created-heading" className="max-w-xl rounded-lg border border-green-300 bg-white p-5">
        <h2 id="created-heading" className="text-lg font-bold text-navy">
          {t('users.created.heading')}
        </h2>
        <p className="mt-2">{around(t('users.created.password', { id: PART }), <strong>{created.userId}</strong>)}</p>
        <p className="mt-2 rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="initial-password">
          <Grouped value={created.password} />
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('users.created.noSpaces')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('users.created.inPerson')}</p>
        <LinkButton to="/user-list" className="mt-4 min-h-11">
          {t('users.created.back')}
        </LinkButton>
      </section>
    )
  }

  // One Status (issue 28): the spec's Enable and Status flags as the three states a person tells apart.
  const stateOptions = [
    { value: 'active', label: t('users.active') },
    { value: 'inactive', label: t('users.inactive') },
    { value: 'blocked', label: t('users.form.blocked') },
  ]
  return (
    <div className="grid gap-8">
      <IntentForm
        form={form}
        intent="save"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
      >
        {/* A new user has no serial number until saved. */}
        {d.mode === 'A' ? (
          <input type="hidden" name={fields.userSrno.name} value="0" />
        ) : (
          <TextField field={fields.userSrno} label={t('users.form.serial')} readOnly />
        )}
        <TextField
          field={fields.userName}
          label={t('users.form.userName')}
          required
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          field={fields.userId}
          label={t('users.form.userId')}
          required
          maxLength={20}
          readOnly={d.mode !== 'A'}
          autoComplete="off"
          hint={d.mode === 'A' ? t('users.form.userIdHint') : undefined}
        />
        <TextField
          field={fields.mobile}
          label={t('users.form.mobile')}
          type="tel"
          inputMode="numeric"
          required
          maxLength={10}
        />
        <TextField field={fields.email} label={t('users.form.email')} type="email" required maxLength={50} />
        <SelectField
          field={fields.state}
          label={t('users.form.status')}
          required
          options={stateOptions}
          hint={t('users.form.statusHint')}
        />
        {/* Blocked keeps the user's own active flag (userFlags). */}
        {user && <input type="hidden" name={fields.active.name} value={user.active} />}
        <SelectField
          field={fields.rightGroup}
          label={t('users.form.group')}
          required
          disabled={!d.canSetGroup}
          options={d.groups.map((g) => ({ value: String(g.value), label: groupLabel(t, g.name) }))}
          hint={d.canSetGroup ? undefined : t('users.form.groupHint')}
        />
        {d.mode === 'A' && (
          <SelectField
            field={fields.reportsTo}
            label={t('users.form.reportsTo')}
            placeholder={t('users.form.nobodyYet')}
            options={d.candidates.map((c) => ({ value: String(c.srno), label: `${c.userName} (${c.userId})` }))}
            hint={t('users.form.reportsToHint')}
          />
        )}
        {asksForLeads && (
          <SelectField
            field={fields.leadsTo}
            label={t('users.form.leadsTo', { count: d.ownedLeads })}
            required
            placeholder={t('common.select')}
            options={d.receivers.map((r) => ({ value: String(r.srno), label: `${r.name} (${r.userId})` }))}
            hint={t('users.form.leadsToHint')}
          />
        )}
        <SubmitRow
          busy={busy}
          label={t('common.save')}
          backTo="/user-list"
          className="flex flex-wrap gap-3 sm:col-span-2"
        >
          {/* D56: the user's passkeys and authenticator app, and an administrator's reset of them. */}
          {user && user.userSrno > 0 && (
            <LinkButton to={`/user-list/${user.userSrno}/sign-in-methods`} variant="secondary" className="min-h-11">
              {t('users.form.signInMethods')}
            </LinkButton>
          )}
        </SubmitRow>
      </IntentForm>

      {user && user.userSrno > 0 && (
        <Reporting serial={user.userSrno} rows={user.reportsTo} candidates={d.candidates} />
      )}

      {user && user.userSrno > 0 && (
        <OneTimePassword serial={user.userSrno} userId={user.userId} name={user.userName} />
      )}

      {/* Save errors from the server also open a modal with an empty visible title (spec section 8). */}
      <SaveErrorDialog error={reply && !reply.ok ? reply.error : null} srTitle={t('common.couldNotSave')} />
    </div>
  )
}

type Person = { srno: number; userId: string; userName: string }

function Reporting({ serial, rows, candidates }: { serial: number; rows: Person[]; candidates: Person[] }) {
  const t = useT('admin')
  const reply = useReplyFor<typeof action>('add-reporting', 'delete-reporting')
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
          <div>
            <label htmlFor={`search-${serial}`} className="block text-sm font-semibold text-slate-800">
              {t('users.reporting.search')}
            </label>
            <input
              id={`search-${serial}`}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              placeholder={t('users.reporting.placeholder')}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </div>
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

/**
 * A new one-time password for the user (ADR 0140): for a user whose mail does not arrive, or an installation without
 * mail. Shown once with a copy button; the user must change it at the next sign-in, and their sessions end.
 */
function OneTimePassword({ serial, userId, name }: { serial: number; userId: string; name: string }) {
  const t = useT('admin')
  const reply = useReplyFor<typeof action>('issue-password')
  const busy = useNavigation().formData?.get('intent') === 'issue-password'
  const issued = reply?.ok && 'issued' in reply ? reply.issued : null
  const error = reply && !reply.ok ? reply.error : null
  return (
    <section aria-labelledby="otp-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="otp-heading" className="text-lg font-bold text-navy">
        {t('users.otp.heading')}
      </h2>
      {issued ? (
        <div className="mt-3 grid gap-2">
          <p>{around(t('users.otp.issued', { id: PART }), <strong>{issued.userId}</strong>)}</p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded bg-slate-100 px-3 py-2 font-mono text-lg" data-testid="one-time-password">
              <Grouped value={issued.password} />
            </code>
            <CopyValue value={issued.password} label={t('users.otp.copyLabel')} />
          </div>
          <p className="text-sm text-slate-700">
            <SpecMessage text={messages.USER_PASSWORD_ISSUED} />
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-3 grid gap-3">
          <p className="text-sm text-slate-700">{t('users.otp.intro', { id: userId })}</p>
          <input type="hidden" name="intent" value="issue-password" />
          <input type="hidden" name="userSrno" value={serial} />
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              <SpecMessage text={error} />
            </p>
          )}
          <div>
            {/* Their password and every session end at once: asked first, naming whose (trial fault 8). */}
            <ConfirmButton
              variant="secondary"
              disabled={busy}
              className="min-h-11"
              confirm={() => ({
                title: t('users.otp.confirmTitle', { name, id: userId }),
                body: t('users.otp.confirmBody', { name, id: userId }),
                action: t('users.otp.confirmAction'),
              })}
            >
              {t('users.otp.issue')}
            </ConfirmButton>
          </div>
        </Form>
      )}
    </section>
  )
}

/**
 * A generated password in groups of four for reading it out and typing it (ADR 0177): the groups are set apart by
 * space around them, not by space characters, so it is copied whole.
 */
function Grouped({ value }: { value: string }) {
  return inGroups(value).map((group, i) => (
    <span key={`${i}-${group}`} className="mr-2 inline-block last:mr-0">
      {group}
    </span>
  ))
}
