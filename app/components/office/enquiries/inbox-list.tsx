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
      dense
      // Eight columns, not twelve (issue 28: the last was cut off at 1280 px): the kind under the name, the e-mail
      // under the phone, the language under the page, the mail's state with the enquiry's.
      columns={[
        {
          header: t('enquiries.list.name'),
          title: true,
          cell: (r) => (
            <span className="grid">
              <Link
                to={`/enquiries/${r.id}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
              >
                {r.name}
              </Link>
              <span className="text-xs font-normal text-slate-700">{kindText(t, r.kind)}</span>
            </span>
          ),
        },
        { header: t('enquiries.list.received'), cell: (r) => receivedText(r.createdAt), className: 'sm:min-w-24' },
        {
          header: t('enquiries.list.contact'),
          cell: (r) => (
            <span className="inline-grid">
              <span className="whitespace-nowrap">{r.phone}</span>
              <span className="break-all text-slate-700">{r.email || '-'}</span>
            </span>
          ),
          className: 'sm:max-w-56',
        },
        { header: t('enquiries.list.location'), cell: (r) => r.location || '-' },
        { header: t('enquiries.list.service'), cell: (r) => r.service || '-' },
        {
          header: t('enquiries.list.message'),
          cell: (r) =>
            r.message ? (
              <span className="line-clamp-3" title={r.message}>
                {r.message}
              </span>
            ) : (
              '-'
            ),
          className: 'sm:min-w-48',
        },
        {
          header: t('enquiries.list.page'),
          cell: (r) => (
            <span className="inline-grid">
              <span className="break-all">{r.sourcePath || '-'}</span>
              <span className="text-xs text-slate-700">
                <LanguageName language={r.language} />
              </span>
            </span>
          ),
        },
        {
          header: t('enquiries.list.state'),
          cell: (r) => (
            <span className="inline-flex flex-col items-start gap-1">
              <span className="inline-flex flex-wrap items-center gap-1">
                <span className="text-xs text-slate-700">{t('enquiries.list.mail')}</span>
                <MailBadge state={r.mailState} error={r.mailError} />
              </span>
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
