import type { MetaFunction } from 'react-router'
import { type ReportKey, reportAccess, reportCatalogue } from '#app/domain/reports/report.ts'
import type { ReportView } from '#app/domain/reports/run-report.server.ts'
import type { OfficeHandle } from '#app/domain/rights/access.ts'
import { translator } from '#app/lib/i18n/i18n.ts'
import { metaLocale } from '#app/lib/i18n/meta.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { ReportScreen } from './report-screen.tsx'

/**
 * The browser's half of a report's routes, made from its catalogue entry: the screen's access (`handle`), title
 * (`meta`) and component. The loaders are the server's half (`report-routes.server.ts`). A report's route modules
 * are these few lines each, so its right, title and address are written only in the catalogue.
 */
export function reportScreenRoute(key: ReportKey) {
  const { title, path } = reportCatalogue[key]
  const handle: OfficeHandle = { access: reportAccess(key) }
  const meta: MetaFunction = (args) => {
    // The report's name in the reader's language (the catalogue's English title names the files).
    const shown = translator(metaLocale(args), 'reports')(`titles.${key}`)
    return pageMeta(siteFromMatches(args.matches), { title: shown, description: shown, path, noindex: true })
  }
  function Screen({ loaderData }: { loaderData: ReportView }) {
    return <ReportScreen view={loaderData} />
  }
  Screen.displayName = `${title.replace(/\s+/g, '')}Screen`
  return { handle, meta, Screen }
}

/** A report file route's access: the same as its screen's. */
export function reportFileRoute(key: ReportKey) {
  const handle: OfficeHandle = { access: reportAccess(key) }
  return { handle }
}
