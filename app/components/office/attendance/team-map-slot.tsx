import { lazy, useMemo } from 'react'
import { indiaClockText } from '#app/components/office/attendance/day-banner.tsx'
import type { MapTiles, PersonMarker } from '#app/components/office/crm/leaflet-maps.tsx'
import { MapSlot, mapLabels } from '#app/components/office/crm/map-slot.tsx'
import { personMarks } from '#app/domain/attendance/team-map.ts'
import type { LocatedVisit } from '#app/domain/attendance/today.server.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { formatCount } from '#app/lib/numbers.ts'

/**
 * The team map (the manager's day, D58; ADR 0232): today's located visits of the people below the viewer on one
 * map. Each person has a colour and their initials on every marker, and the legend names them beside the same badge
 * with their count, so no one is told apart by colour alone; each marker's title says the person, the shop and the
 * time. Leaflet comes with the map through `lazy()`, fetched by this screen alone; with no tile address the markers
 * stand on a plain ground. With no located visit today the screen says so instead of showing an empty map.
 */
const PeopleMap = lazy(() =>
  import('#app/components/office/crm/leaflet-maps.tsx').then((m) => ({ default: m.PeopleMap })),
)

export function TeamMapSlot({
  visits,
  people,
  tiles,
}: {
  visits: LocatedVisit[]
  people: { srno: number; name: string }[]
  tiles: MapTiles
}) {
  const t = useT('crm')
  const marks = useMemo(() => personMarks(people, visits), [people, visits])
  const markers = useMemo<PersonMarker[]>(() => {
    const bySrno = new Map(marks.map((m) => [m.srno, m]))
    return visits.flatMap((v) => {
      const mark = bySrno.get(v.userSrno)
      if (!mark) return []
      const title = t('teamToday.markerTitle', { name: mark.name, shop: v.business, time: indiaClockText(v.at) })
      return [{ lat: v.lat, lng: v.lng, label: mark.label, colour: mark.colour, title }]
    })
  }, [marks, visits, t])
  if (people.length === 0) return null
  return (
    <section aria-labelledby="team-map-heading" className="grid gap-2">
      <h2 id="team-map-heading" className="text-lg font-bold text-navy">
        {t('teamToday.mapHeading')}
      </h2>
      {marks.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-3 text-slate-800" data-team-map-empty>
          {t('teamToday.noLocated')}
        </p>
      ) : (
        <>
          {!tiles.url && <p className="text-sm text-slate-700">{t('teamToday.noTiles')}</p>}
          <ul aria-label={t('teamToday.legend')} className="flex flex-wrap gap-x-4 gap-y-2">
            {marks.map((m) => (
              <li key={m.srno} data-legend-person={m.srno} className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full border-2 border-white px-1 text-sm font-bold text-white shadow"
                  style={{ backgroundColor: m.colour }}
                >
                  {m.label}
                </span>
                <span className="min-w-0 break-words font-medium text-slate-900">{m.name}</span>
                <span className="text-slate-700 tabular-nums">
                  {t('teamToday.legendVisits', { count: m.visits, n: formatCount(m.visits) })}
                </span>
              </li>
            ))}
          </ul>
          <MapSlot>
            <PeopleMap markers={markers} tiles={tiles} labels={mapLabels(t, t('teamToday.mapLabel'))} />
          </MapSlot>
        </>
      )}
    </section>
  )
}
