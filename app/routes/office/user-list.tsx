import { useEffect, useMemo, useState } from 'react'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { Alert, Button, Field, inputClass, LinkButton } from '#app/components/office/controls.tsx'
import { MessageDialog, useHydrated } from '#app/components/office/dialog.tsx'
import { EditIcon, TrashIcon } from '#app/components/office/icons.tsx'
import { cellClass, OfficePage, Table } from '#app/components/office/page.tsx'
import { requireRight } from '#app/domain/auth/guard.server.ts'
import type { OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight, pageRights } from '#app/domain/rights/rights.server.ts'
import { EMAIL_PATTERN, reportingSchema, userFormSchema } from '#app/domain/users/schemas.ts'
import {
  addReporting,
  deleteReporting,
  getUser,
  groupOptions,
  listUsers,
  reportingCandidates,
  saveUser,
} from '#app/domain/users/users.server.ts'
import { messages } from '#app/lib/errors.ts'
import { failure, parseForm, readForm } from '#app/lib/http.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/user-list'

export const handle: OfficeHandle = {
  access: {
    right: 'USER',
    intents: {
      save: { addOrEdit: true, serialField: 'umSrNo' },
      'add-reporting': 'edit',
      'delete-reporting': 'edit',
    },
  },
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), { title: 'Users', description: 'Staff users', path: '/user-list', noindex: true })

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requireRight(args, 'USER', 'query', 'page')
  const { db } = staff.ctx
  const url = new URL(args.request.url)
  const rights = pageRights(staff.rights, 'USER')
  const canSetGroup = hasRight(staff.rights, 'RIGHT', 'edit')
  const editSrno = Number(url.searchParams.get('edit'))
  if (url.searchParams.get('mode') === 'add' && rights.add === '1') {
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
  if (Number.isInteger(editSrno) && editSrno > 0 && rights.edit === '1') {
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

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request)
  const intent = form.get('intent')
  const serial = Number(form.get('umSrNo'))
  const flag = intent === 'save' && serial === 0 ? 'add' : 'edit'
  const staff = await requireRight(args, 'USER', flag, 'api')
  const { db, ip, log } = staff.ctx
  const actor = { userSrno: staff.user.userSrno, userId: staff.user.userId, ip }
  try {
    if (intent === 'save') {
      const input = parseForm(userFormSchema, form)
      const saved = await saveUser(db, actor, input, { canSetGroup: hasRight(staff.rights, 'RIGHT', 'edit') })
      if (!saved.created) return redirect('/user-list')
      return { ok: true as const, created: { userId: input.umId ?? '', password: saved.initialPassword } }
    }
    if (intent === 'add-reporting') {
      const input = parseForm(reportingSchema, form)
      await addReporting(db, actor, input.umSrNo, input.reportedUser)
      return { ok: true as const, created: null }
    }
    if (intent === 'delete-reporting') {
      const input = parseForm(reportingSchema, form)
      await deleteReporting(db, actor, input.umSrNo, input.reportedUser)
      return { ok: true as const, created: null }
    }
    return data(
      {
        ok: false as const,
        code: 'BAD_REQUEST',
        error: messages.BAD_REQUEST,
        field: undefined,
        scope: 'save' as const,
      },
      { status: 400 },
    )
  } catch (error) {
    return failure(error, log, { scope: intent === 'save' ? ('save' as const) : ('reporting' as const) })
  }
}

export default function UserList({ loaderData }: Route.ComponentProps) {
  const { mode, rights } = loaderData
  return (
    <OfficePage
      title="Users"
      actions={mode === 'Q' && rights.add === '1' ? <LinkButton to="?mode=add">Add New</LinkButton> : null}
    >
      {mode === 'Q' ? (
        <UsersTable users={loaderData.users} canEdit={rights.edit === '1'} />
      ) : (
        <UserForm data={loaderData} />
      )}
    </OfficePage>
  )
}

function UsersTable({
  users,
  canEdit,
}: {
  users: { srno: number; userName: string; userId: string; active: number }[]
  canEdit: boolean
}) {
  return (
    <Table caption="Users" head={['Sr No', 'User Name', 'User ID', 'Status', ...(canEdit ? ['Edit'] : [])]}>
      {users.map((u, i) => (
        <tr key={u.srno}>
          <td className={cellClass}>{i + 1}</td>
          <td className={cellClass}>{u.userName}</td>
          <td className={cellClass}>{u.userId}</td>
          <td className={cellClass}>{u.active === 1 ? 'Active' : 'Inactive'}</td>
          {canEdit && (
            <td className={cellClass}>
              <Link
                to={`?edit=${u.srno}`}
                className="inline-flex rounded p-1.5 text-brand-700 hover:bg-brand-50"
                aria-label={`Edit ${u.userName}`}
              >
                <EditIcon />
              </Link>
            </td>
          )}
        </tr>
      ))}
    </Table>
  )
}

type LoaderData = Route.ComponentProps['loaderData']

function UserForm({ data: d }: { data: LoaderData }) {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const user = d.user
  const [nameError, setNameError] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [dialog, setDialog] = useState<string | null>(null)
  const serverError = result && !result.ok && result.scope === 'save' ? result.error : null
  useEffect(() => setDialog(serverError), [serverError])
  const created = result?.ok ? result.created : null
  const hydrated = useHydrated()

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
        <Link
          to="/user-list"
          className="mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Back to Users
        </Link>
      </section>
    )
  }

  return (
    <div className="grid gap-8">
      {!hydrated && serverError && <Alert tone="error">{serverError}</Alert>}
      <Form
        method="post"
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2"
        onSubmit={(event) => {
          // The spec's client check: an empty User Name gives MSG0006. The server checks everything again.
          const name = new FormData(event.currentTarget).get('umUserName')
          if (typeof name !== 'string' || name.trim() === '') {
            event.preventDefault()
            setNameError(messages.MSG0006)
            setDialog(messages.MSG0006)
          }
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <Field label="Serial Number">
          {(p) => <input {...p} name="umSrNo" readOnly value={user?.umSrNo ?? 0} className={inputClass} />}
        </Field>
        <Field label="User Name" required error={nameError ?? undefined}>
          {(p) => (
            <input
              {...p}
              name="umUserName"
              defaultValue={user?.umUserName ?? ''}
              maxLength={50}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="User ID"
          required
          hint={d.mode === 'A' ? 'Letters, digits, dots, underscores, hyphens; up to 20.' : undefined}
        >
          {(p) => (
            <input
              {...p}
              name="umId"
              defaultValue={user?.umId ?? ''}
              maxLength={20}
              required
              readOnly={d.mode !== 'A'}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Mobile" required>
          {(p) => (
            <input
              {...p}
              name="umMob"
              defaultValue={user?.umMob ?? ''}
              inputMode="numeric"
              pattern="\d{10}"
              maxLength={10}
              required
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" required error={emailError ?? undefined}>
          {(p) => (
            <input
              {...p}
              name="umEml"
              type="email"
              defaultValue={user?.umEml ?? ''}
              maxLength={50}
              required
              className={inputClass}
              // D44: an invalid e-mail shows an inline error on blur and keeps what was typed.
              onBlur={(e) =>
                setEmailError(
                  e.currentTarget.value && !EMAIL_PATTERN.test(e.currentTarget.value.trim())
                    ? messages.INVALID_EMAIL
                    : null,
                )
              }
            />
          )}
        </Field>
        <Field label="Enable" required>
          {(p) => (
            <select {...p} name="umEnable" defaultValue={user?.umEnable ?? '1'} className={inputClass}>
              <option value="1">Active</option>
              <option value="0">Inactive</option>
            </select>
          )}
        </Field>
        <Field label="Status" required>
          {(p) => (
            <select {...p} name="umActive" defaultValue={user?.umActive ?? '1'} className={inputClass}>
              <option value="1">Active</option>
              <option value="0">Inactive</option>
            </select>
          )}
        </Field>
        <Field
          label="Group"
          required
          hint={d.canSetGroup ? undefined : 'Only holders of the Right edit right can change it.'}
        >
          {(p) => (
            <select
              {...p}
              name="umRightGroup"
              defaultValue={String(user?.umRightGroup ?? 3)}
              disabled={!d.canSetGroup}
              className={inputClass}
            >
              {d.groups.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Save
          </Button>
          <LinkButton to="/user-list" variant="secondary">
            Cancel
          </LinkButton>
        </div>
      </Form>

      {user && user.umSrNo > 0 && (
        <Reporting serial={user.umSrNo} rows={user.reportinglist} candidates={d.candidates} />
      )}

      <MessageDialog open={Boolean(dialog)} onClose={() => setDialog(null)} srTitle="Could not save">
        {dialog}
      </MessageDialog>
    </div>
  )
}

function Reporting({
  serial,
  rows,
  candidates,
}: {
  serial: number
  rows: { srno: number; userId: string; userName: string }[]
  candidates: { srno: number; userId: string; userName: string }[]
}) {
  const result = useActionData<typeof action>()
  const [filter, setFilter] = useState('')
  const [error, setError] = useState<string | null>(null)
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase()
    return f ? candidates.filter((c) => `${c.userName} ${c.userId}`.toLowerCase().includes(f)) : candidates
  }, [filter, candidates])
  const serverError = result && !result.ok && result.scope === 'reporting' ? result.error : null
  const shownError = error ?? serverError
  return (
    <section aria-labelledby="reporting-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="reporting-heading" className="text-lg font-bold text-navy">
        Reporting
      </h2>
      {shownError && (
        <div className="mt-3">
          <Alert tone="error">{shownError}</Alert>
        </div>
      )}
      <Form
        method="post"
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          const chosen = new FormData(event.currentTarget).get('reportedUser')
          if (!chosen) {
            event.preventDefault()
            setError(messages.REPORTING_USER_REQUIRED)
          } else setError(null)
        }}
      >
        <input type="hidden" name="intent" value="add-reporting" />
        <input type="hidden" name="umSrNo" value={serial} />
        <Field label="Search users">
          {(p) => (
            <input
              {...p}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              placeholder="Type a name or user id"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Add Reporting to">
          {(p) => (
            <select {...p} name="reportedUser" defaultValue="" className={inputClass}>
              <option value="">{shown.length ? 'Select...' : 'No options'}</option>
              {shown.map((c) => (
                <option key={c.srno} value={c.srno}>
                  {c.userName} ({c.userId})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit">Add</Button>
      </Form>
      <div className="mt-4">
        <Table caption="Reports to" head={['User Id', 'User Name', 'Delete']}>
          {rows.map((r) => (
            <tr key={r.srno}>
              <td className={cellClass}>{r.userId}</td>
              <td className={cellClass}>{r.userName}</td>
              <td className={cellClass}>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-reporting" />
                  <input type="hidden" name="umSrNo" value={serial} />
                  <input type="hidden" name="reportedUser" value={r.srno} />
                  <button
                    type="submit"
                    className="inline-flex rounded p-1.5 text-red-700 hover:bg-red-50"
                    aria-label={`Remove reporting to ${r.userName}`}
                  >
                    <TrashIcon />
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </Table>
      </div>
    </section>
  )
}
