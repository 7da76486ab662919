import { Form, useSearchParams } from 'react-router'
import { Alert, Button, LinkButton } from '#app/components/office/controls.tsx'
import { DataTable } from '#app/components/office/data-table.tsx'
import { editColumn } from '#app/components/office/list-screen.tsx'
import { pageHref } from '#app/components/office/page-href.ts'
import { Pager } from '#app/components/office/pager.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import { groupLabel } from '#app/domain/rights/group-label.ts'
import { USERS_PER_PAGE } from '#app/domain/users/schemas.ts'
import type { UserListPage, UserListRow } from '#app/domain/users/user-list.server.ts'
import { messageFor } from '#app/lib/errors.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * The Users list (ADR 0139): Sr No is the user's serial number (the form's Serial Number); group, the people the
 * user reports to, and status; 50 to a page, with a search over name, user id and mobile once there are more.
 */
export function UsersList({ list, canEdit }: { list: UserListPage; canEdit: boolean }) {
  const t = useT('admin')
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const searchable = list.all > USERS_PER_PAGE || q !== ''
  return (
    <div className="grid gap-4">
      {searchable && (
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <Labelled htmlFor="users-q" label={t('users.search')} className="min-w-0 flex-1 sm:max-w-sm">
            <input
              id="users-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={50}
              placeholder={t('users.searchPlaceholder')}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </Labelled>
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
