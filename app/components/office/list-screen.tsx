import type { ReactNode } from 'react'
import { useActionData } from 'react-router'
import { EditLink, LinkButton } from '#app/components/office/controls.tsx'
import type { Column } from '#app/components/office/data-table.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { useT } from '#app/lib/i18n/react.ts'

/**
 * The frame of an admin list screen of the spec's three modes (section 4): the title, with "Add New" beside it in
 * mode Q for an Add holder (it opens mode A, `?mode=add`); the list or the form below.
 */
export function ListScreen({
  title,
  mode,
  canAdd,
  children,
}: {
  title: string
  mode: 'A' | 'E' | 'Q'
  canAdd: boolean
  children: ReactNode
}) {
  const t = useT('admin')
  return (
    <OfficePage
      title={title}
      actions={mode === 'Q' && canAdd ? <LinkButton to="?mode=add">{t('common.addNew')}</LinkButton> : null}
    >
      {children}
    </OfficePage>
  )
}

/** The action's reply when it answers one of `intents`: a screen with several forms shows each form only its own. */
export function useReplyFor<Action>(...intents: string[]) {
  const reply = useActionData<Action>()
  return reply && typeof reply === 'object' && 'intent' in reply && intents.includes(String(reply.intent ?? ''))
    ? reply
    : undefined
}

/**
 * The Edit column of an admin list, for an Edit holder only (none otherwise): each row's pencil link to its edit
 * page, named for the row (`to` and `name` of the row).
 */
export function editColumn<T>(canEdit: boolean, header: string, link: (row: T) => { to: string; name: string }) {
  const column: Column<T> = { header, action: true, cell: (row) => <EditLink {...link(row)} /> }
  return canEdit ? [column] : []
}
