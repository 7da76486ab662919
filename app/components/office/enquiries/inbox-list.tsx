import { Link } from 'react-router'
import { DataTable } from '#app/components/office/data-table.tsx'
import { type InboxRow, kindLabel } from '#app/domain/enquiries/inbox-columns.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { MailBadge, StateBadge } from './mail-badge.tsx'

/** The received time as the inbox shows it: dd/MM/yyyy HH:mm IST. */
export function receivedText(at: Date): string {
  return `${displayIndiaDateTime(at)} IST`
}

/** The inbox's rows: a table from 640 px, cards below; the name opens the enquiry. */
export function InboxList({ rows }: { rows: readonly InboxRow[] }) {
  return (
    <DataTable
      caption="Web enquiries"
      rows={rows}
      rowKey={(r) => r.id}
      empty="No enquiries match."
      columns={[
        {
          header: 'Name',
          title: true,
          cell: (r) => (
            <Link
              to={`/enquiries/${r.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
            >
              {r.name}
            </Link>
          ),
        },
        { header: 'Kind', cell: (r) => kindLabel(r.kind) },
        { header: 'Received', cell: (r) => receivedText(r.createdAt), className: 'sm:whitespace-nowrap' },
        { header: 'Phone', cell: (r) => r.phone, className: 'sm:whitespace-nowrap' },
        { header: 'Email', cell: (r) => r.email || '-', className: 'sm:break-words' },
        { header: 'Location', cell: (r) => r.location || '-' },
        { header: 'Service', cell: (r) => r.service || '-' },
        {
          header: 'Message',
          cell: (r) =>
            r.message ? (
              <span className="line-clamp-2 max-w-56" title={r.message}>
                {r.message}
              </span>
            ) : (
              '-'
            ),
        },
        { header: 'Page', cell: (r) => r.sourcePath || '-', className: 'sm:break-all' },
        { header: 'Mail', cell: (r) => <MailBadge state={r.mailState} error={r.mailError} /> },
        {
          header: 'State',
          cell: (r) => (
            <span className="inline-flex flex-col gap-1">
              <StateBadge handled={r.handledAt !== null} />
              {r.leadSrno !== null && <span className="text-xs text-slate-700">{`Lead #${r.leadSrno}`}</span>}
            </span>
          ),
        },
      ]}
    />
  )
}
