import { data, redirect, useSearchParams } from 'react-router'
import { DayBanner } from '#app/components/office/attendance/day-banner.tsx'
import { Alert, LinkButton } from '#app/components/office/controls.tsx'
import { AssignBar, AssignedNotice, useTicked } from '#app/components/office/crm/assign-bar.tsx'
import { leadsCount } from '#app/components/office/crm/labels.ts'
import { LeadFilters, LeadSearch } from '#app/components/office/crm/lead-filters.tsx'
import { DayHeading, LeadList, TeamPanel } from '#app/components/office/crm/lead-list.tsx'
import { isOfflineCopy, LeadsAhead, OfflineCopy } from '#app/components/office/offline/offline-copy.tsx'
import { orOfflineCopy } from '#app/components/office/offline/offline-loader.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { pageHref } from '#app/components/office/page-href.ts'
import { Pager } from '#app/components/office/pager.tsx'
import { ReportLinks } from '#app/components/office/reports/report-links.tsx'
import { myDay } from '#app/domain/attendance/today.server.ts'
import { assignableUsers } from '#app/domain/leads/assign.server.ts'
import { dayCounts } from '#app/domain/leads/day-counts.server.ts'
import { leadChoices } from '#app/domain/leads/lead-choices.server.ts'
import { listLeads } from '#app/domain/leads/list-leads.server.ts'
import { leadFilterSchema } from '#app/domain/leads/schemas.ts'
import { teamFollowUps } from '#app/domain/leads/team-follow-ups.server.ts'
import { reportsAllowed } from '#app/domain/reports/report.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { messages } from '#app/lib/errors.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'
import { hasForbiddenCharacters } from '#app/lib/schema-kit.ts'
import { LIST_KEY, readCopy } from '#app/offline/read-copy.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/leads'

/** The CRM's landing page: the leads the user may see (spec section 2 "CRM screen", list mode). */
// The landing page: a user without CRM goes to the first office area they may open (ADR 0139).
const access = defineAccess({ right: 'CRM', landing: true })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', 'meta.crm')

/** CRM query is needed; without it the user goes to the first office area they may open, or sees 403 (ADR 0139). */
export const loader = officeLoader(access, async (staff, args) => {
  const { db } = staff.ctx
  const viewer = staff.actor
  const params = Object.fromEntries(new URL(args.request.url).searchParams)
  // A control character (a NUL from `?q=%00`) can never be searched for: the database refuses it in text.
  if (Object.values(params).some(hasForbiddenCharacters)) {
    throw data({ message: messages.FORBIDDEN_CHARACTERS }, { status: 400 })
  }
  const filter = leadFilterSchema.parse(params)
  const [list, team, choices, day, workday] = await Promise.all([
    listLeads(db, viewer, filter),
    teamFollowUps(db, viewer, { all: params.team === 'all' }),
    leadChoices(db),
    dayCounts(db, viewer),
    myDay(db, viewer),
  ])
  // A page past the last one shows the last page (ADR 0141): its own address, so the pager and the count agree.
  if (list.pages !== null && (filter.page ?? 1) > list.pages) {
    const last = pageHref(new URL(args.request.url).searchParams, list.pages, '/crm')
    throw redirect(last.startsWith('?') ? `/crm${last}` : last)
  }
  return {
    list,
    team,
    day,
    workday,
    viewerSrno: viewer.userSrno,
    choices,
    filter,
    canAdd: hasRight(staff.rights, 'CRM', 'add'),
    // Who the listed leads may be given to (D51), for a CRM edit holder.
    assignTo: hasRight(staff.rights, 'CRM', 'edit') ? await assignableUsers(db, viewer) : null,
    reports: reportsAllowed((right) => hasRight(staff.rights, right, 'query')),
  }
})

/**
 * The server's list; when the network is slow or gone, the phone's: searched, filtered and paged over the user's whole
 * book of leads (ADR 0206), or the last list seen (ADR 0149).
 */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  orOfflineCopy(LIST_KEY, serverLoader, request, {
    preferBook: true,
    book: async () => {
      // Loaded only when the book is asked (a slow or missing connection): it parses the list's filters with their
      // schema, and the list's first paint does not load the forms' checks (issue 31; the office's service worker
      // precaches it, so it opens offline).
      const { listFromBook } = await import('#app/offline/book-screens.ts')
      const saved = await readCopy<Record<string, unknown>>(LIST_KEY)
      return (await listFromBook(new URL(request.url), saved?.data)) as
        | Awaited<ReturnType<typeof serverLoader>>
        | undefined
    },
  })

/** Whether the list is narrowed by a search or a filter (the order and the page narrow nothing). */
function isFiltered(filter: Record<string, unknown>): boolean {
  return Object.entries(filter).some(
    ([key, value]) => key !== 'sort' && key !== 'page' && value !== undefined && value !== '',
  )
}

/** D62: the list with its filters as a file, in the import's columns (the page and order are not the file's). */
function DownloadLinks({ params }: { params: URLSearchParams }) {
  const t = useT('crm')
  const href = (format: 'xlsx' | 'csv') => {
    const query = new URLSearchParams([...params.entries()].filter(([k]) => k !== 'page' && k !== 'team'))
    query.set('format', format)
    return `/crm/download?${query.toString()}`
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
      <span>{t('download.label')}:</span>
      <a
        href={href('xlsx')}
        className="inline-flex min-h-11 items-center text-brand-700 underline"
        aria-label={t('download.xlsxName')}
      >
        {t('download.xlsx')}
      </a>
      <a
        href={href('csv')}
        className="inline-flex min-h-11 items-center text-brand-700 underline"
        aria-label={t('download.csvName')}
      >
        {t('download.csv')}
      </a>
    </p>
  )
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { list, team, choices, filter, canAdd, reports, viewerSrno } = loaderData
  const [params] = useSearchParams()
  const t = useT('crm')
  const selection = useTicked(list.rows.map((r) => r.srno))
  // Assigning needs someone besides the viewer to give leads to: a field user's subtree is only themself.
  const assignTo = loaderData.assignTo?.some((p) => p.srno !== viewerSrno) ? loaderData.assignTo : null
  // Drawn from the phone's book of leads (no connection): says the search ran over the leads saved on the phone.
  const fromBook = (loaderData as { fromBook?: { count: number } }).fromBook
  const countText = list.moreThanCap
    ? t('list.moreThan', { n: list.total.toLocaleString('en-IN') })
    : leadsCount(t, list.total)
  return (
    <OfficePage
      title={t('list.title')}
      actions={
        <span className="flex gap-2">
          {/* D57: the day's due and overdue shops in walking order, on a map (its own screen and script). */}
          <LinkButton to="/crm/route" variant="secondary" className="min-h-11">
            {t('route.link')}
          </LinkButton>
          {canAdd && (
            // On a phone Add lead sits at the bottom of the screen instead, and importing a file is a desk's work.
            <span className="hidden gap-2 sm:flex">
              <LinkButton to="/crm/import" variant="secondary" className="min-h-11">
                {t('meta.importLeads')}
              </LinkButton>
              <LinkButton to="/crm/leads/new" className="min-h-11">
                {t('list.add')}
              </LinkButton>
            </span>
          )}
        </span>
      }
    >
      <div className="grid grid-cols-1 gap-3 pb-20 sm:gap-4 sm:pb-0">
        {params.get('saved') && (
          <Alert tone="success">
            <SpecMessage text={messages.LEAD_SAVED} />
          </Alert>
        )}
        <AssignedNotice />
        <DayHeading day={loaderData.day} />
        <OfflineCopy data={loaderData} copyKey={LIST_KEY} />
        {loaderData.workday && <DayBanner day={loaderData.workday} team={team.people.length > 0} />}
        {fromBook && (
          <p className="text-sm text-slate-700">
            {t('book.searched', { count: fromBook.count.toLocaleString('en-IN') })}
          </p>
        )}
        {!isOfflineCopy(loaderData) && <LeadsAhead leadIds={list.rows.map((r) => r.srno)} />}
        <LeadSearch values={filter} />
        <ReportLinks reports={reports} />
        <TeamPanel
          shown={team.shown}
          total={team.people.length}
          behind={team.behind}
          allHref={`?${new URLSearchParams([...params.entries(), ['team', 'all']]).toString()}`}
          // Once a person's leads are shown, the list comes first.
          open={filter.owner === undefined}
        />
        <LeadFilters values={filter} types={choices.types} statuses={choices.statuses} team={team.people} />
        <section id="leads" aria-labelledby="leads-heading" className="grid scroll-mt-20 gap-2">
          <h2 id="leads-heading" className="sr-only">
            {t('list.heading')}
          </h2>
          <p className="text-sm font-medium text-slate-700" role="status">
            {countText}
          </p>
          {assignTo && (
            <AssignBar selection={selection} people={assignTo} total={list.total} moreThanCap={list.moreThanCap} />
          )}
          <LeadList
            select={assignTo ? selection.checkbox : undefined}
            rows={list.rows}
            viewerSrno={viewerSrno}
            filtered={isFiltered(filter)}
            canAdd={canAdd}
          />
        </section>
        <DownloadLinks params={params} />
        <Pager
          page={list.page}
          pages={list.pages}
          hasNext={list.hasNext}
          hrefOf={(page) => pageHref(params, page, '/crm')}
        />
      </div>
      {canAdd && (
        // The main action within thumb reach on a phone.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3 sm:hidden">
          <LinkButton to="/crm/leads/new" className="min-h-12 w-full">
            {t('list.add')}
          </LinkButton>
        </div>
      )}
    </OfficePage>
  )
}
