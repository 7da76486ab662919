import type { TFunction } from 'i18next'
import { Link } from 'react-router'
import { DataTable } from '#app/components/office/data-table.tsx'
import { type InboxRow, kindLabel } from '#app/domain/enquiries/inbox-columns.ts'
import { isEnquiryKind } from '#app/domain/enquiries/kinds.ts'
import { displayIndiaDateTime } from '#app/lib/dates.ts'
import { isLocale, languageName } from '#app/lib/i18n/locale.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { MailBadge, StateBadge } from './mail-badge.tsx'

/** The received time as the inbox shows it: dd/MM/yyyy HH:mm IST. */
export function receivedText(at: Date): string {
  return `${displayIndiaDateTime(at)} IST`
}

/** An enquiry's kind on screen, in the reader's language (the files keep `kindLabel`'s English). */
export function kindText(t: TFunction<'admin'>, kind: string): string {
  return isEnquiryKind(kind) ? t(`enquiries.kinds.${kind}`) : kindLabel(kind)
}

/**
 * The language of the page an enquiry came from (D55), by its name in that language (English, हिन्दी), marked with
 * its language for screen readers.
 */
export function LanguageName({ language }: { language: unknown }) {
  if (!isLocale(language)) return '-'
  return <span lang={language}>{languageName[language]}</span>
}

/** The inbox's rows: a table from 640 px, cards below; the name opens the enquiry. */
export function InboxList({ rows }: { rows: readonly InboxRow[] }) {
  const t = useT('admin')
  return (
    <DataTable
      caption={t('enquiries.title')}
      rows={rows}
      rowKey={(r) => r.id}
      empty={t('enquiries.list.empty')}
      columns={[
        {
          header: t('enquiries.list.name'),
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
        { header: t('enquiries.list.kind'), cell: (r) => kindText(t, r.kind) },
        {
          header: t('enquiries.list.received'),
          cell: (r) => receivedText(r.createdAt),
          className: 'sm:whitespace-nowrap',
        },
        { header: t('enquiries.list.phone'), cell: (r) => r.phone, className: 'sm:whitespace-nowrap' },
        { header: t('enquiries.list.email'), cell: (r) => r.email || '-', className: 'sm:break-words' },
        { header: t('enquiries.list.location'), cell: (r) => r.location || '-' },
        { header: t('enquiries.list.service'), cell: (r) => r.service || '-' },
        {
          header: t('enquiries.list.message'),
          cell: (r) =>
            r.message ? (
              <span className="line-clamp-2 max-w-56" title={r.message}>
                {r.message}
              </span>
            ) : (
              '-'
            ),
        },
        { header: t('enquiries.list.page'), cell: (r) => r.sourcePath || '-', className: 'sm:break-all' },
        {
          header: t('enquiries.list.language'),
          cell: (r) => <LanguageName language={r.language} />,
        },
        { header: t('enquiries.list.mail'), cell: (r) => <MailBadge state={r.mailState} error={r.mailError} /> },
        {
          header: t('enquiries.list.state'),
          cell: (r) => (
            <span className="inline-flex flex-col gap-1">
              <StateBadge handled={r.handledAt !== null} />
              {r.leadSrno !== null && (
                <span className="text-xs text-slate-700">{t('enquiries.list.lead', { n: r.leadSrno })}</span>
              )}
            </span>
          ),
        },
      ]}
    />
  )
}
