import { useSearchParams } from 'react-router'
import { Alert } from '#app/components/office/controls.tsx'
import { DownloadLink } from '#app/components/office/download-link.tsx'
import { InboxFilters } from '#app/components/office/enquiries/inbox-filters.tsx'
import { InboxList } from '#app/components/office/enquiries/inbox-list.tsx'
import { OfficePage } from '#app/components/office/page.tsx'
import { pageHref } from '#app/components/office/page-href.ts'
import { Pager } from '#app/components/office/pager.tsx'
import { enquiryServices, listEnquiries } from '#app/domain/enquiries/inbox.server.ts'
import { enquiryFilterSchema } from '#app/domain/enquiries/inbox-schemas.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/inbox'

/** The web-enquiries inbox (D41): every public submission, newest first, with its mail's delivery. ENQUIRY query. */
const access = defineAccess({ right: 'ENQUIRY' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('admin', '/enquiries', ['enquiries.title', 'enquiries.title'])

export const loader = officeLoader(access, async (staff, args) => {
  const { db } = staff.ctx
  const filter = enquiryFilterSchema.parse(Object.fromEntries(new URL(args.request.url).searchParams))
  // A reversed date range says so instead of finding nothing (ADR 0141; the reports refuse it the same way, ADR 0095).
  const reversed = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to
  const [list, services] = await Promise.all([
    reversed ? { rows: [], total: 0, moreThanCap: false, page: 1, pages: 1 } : listEnquiries(db, filter),
    enquiryServices(db),
  ])
  return { list, services, filter, rangeError: reversed ? messages.REPORT_RANGE_ORDER : null }
})

function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) next.delete(k)
    else next.set(k, v)
  }
  return next.toString()
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { list, services, filter, rangeError } = loaderData
  const t = useT('admin')
  const [params] = useSearchParams()
  const download = (format: 'csv' | 'xlsx') => `/enquiries/download?${withParams(params, { page: null, format })}`
  const n = list.total.toLocaleString('en-IN')
  const countText = list.moreThanCap ? t('enquiries.moreThan', { n }) : t('enquiries.count', { count: list.total, n })
  return (
    <OfficePage
      title={t('enquiries.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* Plain links: the browser downloads the streamed file; the filter of the screen applies. */}
          <DownloadLink href={download('csv')}>{t('common.downloadCsv')}</DownloadLink>
          <DownloadLink href={download('xlsx')}>{t('common.downloadXlsx')}</DownloadLink>
        </div>
      }
    >
      <div className="grid gap-4">
        <InboxFilters values={filter} services={services} />
        {rangeError && (
          <Alert tone="error">
            <SpecMessage text={rangeError} />
          </Alert>
        )}
        <p className="text-sm font-medium text-slate-700" role="status">
          {countText}
        </p>
        <InboxList rows={list.rows} />
        <Pager page={list.page} pages={list.pages} hrefOf={(page) => pageHref(params, page, '/enquiries')} />
      </div>
    </OfficePage>
  )
}
