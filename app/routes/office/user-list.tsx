import { redirect } from 'react-router'
import { ListScreen } from '#app/components/office/list-screen.tsx'
import type { PasswordIssued, ReportingDone, SaveDone } from '#app/components/office/users/replies.ts'
import { UserForm } from '#app/components/office/users/user-form.tsx'
import { UsersList } from '#app/components/office/users/users-list.tsx'
import { assignableUsers, leadsOwnedBy } from '#app/domain/leads/assign.server.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { issuePasswordSchema, reportingSchema, userFormSchema, userListQuerySchema } from '#app/domain/users/schemas.ts'
import { listUsers } from '#app/domain/users/user-list.server.ts'
import {
  addReporting,
  deleteReporting,
  getUser,
  groupOptions,
  issueOneTimePassword,
  reportingCandidates,
  saveUser,
} from '#app/domain/users/users.server.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { officeAction } from '#app/route-frame/action-frame.server.ts'
import type { Route } from './+types/user-list'
import { listScreenLoader, readOrBackTo } from './list-screen.server.ts'

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

export const meta: Route.MetaFunction = staffPageMeta('admin', '/user-list', 'users.title')

/** Mode Q (list), A (`?mode=add`, needs Add) or E (`?edit=<serial>`, needs Edit), spec section 4. */
export const loader = listScreenLoader(access, async ({ staff, db, rights, screen }, args) => {
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
})

export const action = officeAction(access, {
  save: async (input, { staff, actor }) => {
    const saved = await saveUser(staff.ctx.db, actor, input)
    if (!saved.created) return redirect('/user-list')
    const userId = input.userId ?? ''
    return { ok: true, intent: 'save', created: { userId, password: saved.initialPassword } } satisfies SaveDone
  },
  'add-reporting': async (input, { staff, actor, intent }) => {
    await addReporting(staff.ctx.db, actor, input.userSrno, input.reportsTo)
    return { ok: true, intent, created: null } satisfies ReportingDone
  },
  'delete-reporting': async (input, { staff, actor, intent }) => {
    await deleteReporting(staff.ctx.db, actor, input.userSrno, input.reportsTo)
    return { ok: true, intent, created: null } satisfies ReportingDone
  },
  'issue-password': async (input, { staff, actor, intent }) => {
    const issued = await issueOneTimePassword(staff.ctx.db, actor, input.userSrno)
    return { ok: true, intent, created: null, issued } satisfies PasswordIssued
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
