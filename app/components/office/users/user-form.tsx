import { useNavigation } from 'react-router'
import { LinkButton, SubmitRow } from '#app/components/office/controls.tsx'
import { Grouped } from '#app/components/office/grouped.tsx'
import { useReplyFor } from '#app/components/office/list-screen.tsx'
import { SaveErrorDialog } from '#app/components/office/save-error-dialog.tsx'
import { SelectField, TextField, useReplyResult, useSchemaForm } from '#app/components/ui/form-kit.tsx'
import { IntentForm } from '#app/components/ui/intent-form.tsx'
import type { Assignee } from '#app/domain/leads/assign.server.ts'
import { DEFAULT_USER_GROUP } from '#app/domain/rights/catalogue.ts'
import { groupLabel } from '#app/domain/rights/group-label.ts'
import { userFormSchema, userState } from '#app/domain/users/schemas.ts'
import type { getUser, groupOptions } from '#app/domain/users/users.server.ts'
import { around, PART } from '#app/lib/i18n/around.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { OneTimePassword } from './one-time-password.tsx'
import type { UserListReply } from './replies.ts'
import { type Person, Reporting } from './reporting.tsx'

/** What the Add and Edit modes of the Users screen load (the route's loader). */
export interface UserFormData {
  mode: 'A' | 'E'
  canSetGroup: boolean
  user: Awaited<ReturnType<typeof getUser>> | null
  candidates: Person[]
  groups: Awaited<ReturnType<typeof groupOptions>>
  /** How many leads the edited user owns (asked where they go when set inactive). */
  ownedLeads: number
  receivers: Assignee[]
}

export function UserForm({ data: d }: { data: UserFormData }) {
  const t = useT('admin')
  const reply = useReplyFor<UserListReply>('save')
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
