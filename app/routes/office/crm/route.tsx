import { lazy, useMemo } from 'react'
import { Link } from 'react-router'
import { BackLink } from '#app/components/office/back-link.tsx'
import { DueBadge } from '#app/components/office/crm/due-badge.tsx'
import { MapSlot, mapLabels } from '#app/components/office/crm/map-slot.tsx'
import { useVisitLocation } from '#app/components/office/crm/use-location.tsx'
import { OfflineCopy } from '#app/components/office/offline/offline-copy.tsx'
import { orOfflineCopy } from '#app/components/office/offline/offline-loader.ts'
import { OfficePage } from '#app/components/office/page.tsx'
import { routeLeads } from '#app/domain/leads/route-leads.server.ts'
import { distanceText, navigateHref, orderRoute, placeOf } from '#app/domain/leads/route-order.ts'
import { defineAccess, type OfficeHandle } from '#app/domain/rights/access.ts'
import { hasRight } from '#app/domain/rights/rights.server.ts'
import { staffPageMeta } from '#app/lib/i18n/meta.ts'
import { useLocale, useT } from '#app/lib/i18n/react.ts'
import { officeLoader } from '#app/route-frame/loader-frame.server.ts'
import type { Route } from './+types/route'

/**
 * D57: the route of the day. The viewer's leads due today or overdue that have a place, nearest first from where
 * the phone is (asked when the screen opens; else from the first lead), as a list with each shop's distance and as a
 * map; each with Navigate (the phone's maps app) and Record visit. Leads without a place follow, with what to do.
 * Readable offline from the phone's copy (the order is worked out on the phone). The map and Leaflet are loaded by
 * this screen alone.
 */
const access = defineAccess({ right: 'CRM' })
export const handle: OfficeHandle = { access }

export const meta: Route.MetaFunction = staffPageMeta('crm', '/crm', ['route.title', 'route.intro'])

/** The screen's copy on the phone, read when there is no connection. */
export const ROUTE_KEY = 'route'

export const loader = officeLoader(access, async (staff) => {
  const { rows, capped } = await routeLeads(staff.ctx.db, staff.actor)
  const settings = staff.ctx.settings
  return {
    rows,
    capped,
    tiles: { url: settings.MAP_TILE_URL, attribution: settings.MAP_TILE_ATTRIBUTION },
    canEdit: hasRight(staff.rights, 'CRM', 'edit'),
    canAdd: hasRight(staff.rights, 'CRM', 'add'),
  }
})

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  orOfflineCopy(ROUTE_KEY, serverLoader, request)

const RouteMap = lazy(() =>
  import('#app/components/office/crm/leaflet-maps.tsx').then((m) => ({ default: m.RouteMap })),
)

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export default function RoutePage({ loaderData }: Route.ComponentProps) {
  const { rows, capped, tiles, canEdit, canAdd } = loaderData
  const t = useT('crm')
  const locale = useLocale()
  const location = useVisitLocation()
  const lat = location.state === 'found' ? location.latitude : null
  const lng = location.state === 'found' ? location.longitude : null
  // One value per position (not per render), so the order and the map change only when the phone moves.
  const phone = useMemo(() => (lat === null || lng === null ? null : { lat, lng }), [lat, lng])
  const { stops, unlocated } = useMemo(() => orderRoute(rows, phone), [rows, phone])
  const mapStops = useMemo(
    () =>
      stops.map((s) => {
        const place = placeOf(s)!
        return { srno: s.srno, name: s.businessName, lat: place.lat, lng: place.lng }
      }),
    [stops],
  )
  const status = location.state === 'asking' ? t('route.locating') : phone ? t('route.fromPhone') : t('route.fromFirst')
  return (
    <OfficePage title={t('route.title')}>
      <div className="grid gap-4">
        <BackLink to="/crm">{t('lead.allLeads')}</BackLink>
        <OfflineCopy data={loaderData} copyKey={ROUTE_KEY} />
        <p className="text-slate-700">{t('route.intro')}</p>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">
            {t('route.none')}
          </p>
        ) : null}
        {stops.length > 0 && (
          <section aria-labelledby="route-list-heading" className="grid gap-2">
            <h2 id="route-list-heading" className="text-lg font-bold text-navy">
              {t('route.listHeading', { n: stops.length })}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {status}
            </p>
            {capped && <p className="text-sm text-slate-700">{t('route.capped', { n: rows.length })}</p>}
            <ol className="grid gap-2 md:grid-cols-2">
              {stops.map((stop, i) => {
                const place = placeOf(stop)!
                const distance =
                  i === 0
                    ? stop.fromPhoneM === null
                      ? t('route.start')
                      : t('route.fromYou', { d: distanceText(stop.fromPhoneM, locale) })
                    : t('route.fromPrevious', { d: distanceText(stop.legM, locale) })
                return (
                  <li
                    key={stop.srno}
                    data-route-stop={stop.srno}
                    className="flex min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
                  >
                    <span
                      aria-hidden="true"
                      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <div className="grid min-w-0 flex-1 gap-1">
                      <div className="flex min-w-0 flex-wrap items-center gap-2">
                        <h3 className="min-w-0 font-semibold break-words text-navy">
                          <Link to={`/crm/leads/${stop.srno}`} className="underline-offset-2 hover:underline">
                            {stop.businessName}
                          </Link>
                        </h3>
                        <DueBadge due={stop.due} />
                      </div>
                      <p className="text-sm text-slate-800" data-route-distance>
                        {distance}
                      </p>
                      {stop.address && <p className="text-sm break-words text-slate-700">{stop.address}</p>}
                      <div className="mt-1 flex flex-wrap gap-2">
                        <a
                          href={navigateHref(place)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('route.navigateName', { name: stop.businessName })}
                          className={`${actionClass} bg-brand-600 text-white hover:bg-brand-700`}
                        >
                          {t('route.navigate')}
                        </a>
                        {canAdd && (
                          <Link
                            to={`/crm/leads/${stop.srno}#record-visit`}
                            aria-label={t('route.recordVisitName', { name: stop.businessName })}
                            className={`${actionClass} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`}
                          >
                            {t('route.recordVisit')}
                          </Link>
                        )}
                      </div>
                    </div>
                  </li>
                )
              })}
            </ol>
          </section>
        )}
        {stops.length > 0 && (
          <section aria-labelledby="route-map-heading" className="grid gap-2">
            <h2 id="route-map-heading" className="text-lg font-bold text-navy">
              {t('route.mapHeading')}
            </h2>
            {!tiles.url && <p className="text-sm text-slate-700">{t('route.noTiles')}</p>}
            <MapSlot>
              <RouteMap
                stops={mapStops}
                phone={phone}
                tiles={tiles}
                youLabel={t('route.pinYou')}
                labels={mapLabels(t, t('route.mapLabel'))}
              />
            </MapSlot>
          </section>
        )}
        {unlocated.length > 0 && (
          <section aria-labelledby="route-unlocated-heading" className="grid gap-2">
            <h2 id="route-unlocated-heading" className="text-lg font-bold text-navy">
              {t('route.unlocatedHeading', { n: unlocated.length })}
            </h2>
            <p className="text-sm text-slate-700">{t('route.unlocatedHelp')}</p>
            <ul className="grid gap-2 md:grid-cols-2">
              {unlocated.map((lead) => (
                <li
                  key={lead.srno}
                  data-route-unlocated={lead.srno}
                  className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <Link
                      to={`/crm/leads/${lead.srno}`}
                      className="min-w-0 font-semibold break-words text-navy underline-offset-2 hover:underline"
                    >
                      {lead.businessName}
                    </Link>
                    <DueBadge due={lead.due} />
                  </span>
                  {canEdit && (
                    <Link
                      to={`/crm/leads/${lead.srno}/pin`}
                      aria-label={`${t('route.setPin')}: ${lead.businessName}`}
                      className={`${actionClass} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`}
                    >
                      {t('route.setPin')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </OfficePage>
  )
}
