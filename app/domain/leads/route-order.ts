import { defaultLocale, htmlLang, type Locale } from '#app/lib/i18n/locale.ts'
import { distanceMetres } from './geo.ts'

/**
 * D57: the route of the day. The leads due or overdue today that have a place (their first located visit's, or a pin
 * set by hand) are put in the order a person walks them: from the start, the nearest shop, then from there the
 * nearest of the rest, and so on (a greedy nearest-neighbour chain, ADR 0227). The start is where the phone is; when
 * the phone gives no position, the first lead as given (the list's Today order: the most overdue first). Leads with
 * no place follow, in the order given. Pure, so the phone orders its offline copy the same way the tests check it.
 */
export interface Place {
  lat: number
  lng: number
}

export interface Located {
  latitude: number | null
  longitude: number | null
}

export type RouteStop<T> = T & {
  /** Metres from the previous point of the chain (the phone, or the previous shop); 0 for a chain's own start. */
  legM: number
  /** Metres from the phone, when its position is known. */
  fromPhoneM: number | null
}

export function placeOf(lead: Located): Place | null {
  if (lead.latitude === null || lead.longitude === null) return null
  if (!Number.isFinite(lead.latitude) || !Number.isFinite(lead.longitude)) return null
  return { lat: lead.latitude, lng: lead.longitude }
}

export function orderRoute<T extends Located>(
  leads: readonly T[],
  phone: Place | null,
): { stops: RouteStop<T>[]; unlocated: T[] } {
  const located: { lead: T; place: Place }[] = []
  const unlocated: T[] = []
  for (const lead of leads) {
    const place = placeOf(lead)
    if (place) located.push({ lead, place })
    else unlocated.push(lead)
  }
  const stops: RouteStop<T>[] = []
  let here: Place | null = phone
  const left = [...located]
  while (left.length > 0) {
    let best = 0
    if (here !== null) {
      let bestM = Number.POSITIVE_INFINITY
      left.forEach((candidate, i) => {
        const m = distanceMetres(here as Place, candidate.place)
        // Equal distances keep the given order (the most overdue first).
        if (m < bestM) {
          bestM = m
          best = i
        }
      })
    }
    const [next] = left.splice(best, 1)
    if (!next) break
    stops.push({
      ...next.lead,
      legM: here === null ? 0 : Math.round(distanceMetres(here, next.place)),
      fromPhoneM: phone === null ? null : Math.round(distanceMetres(phone, next.place)),
    })
    here = next.place
  }
  return { stops, unlocated }
}

/** A distance as a person reads it: metres under a kilometre, else kilometres with one decimal. */
export function distanceText(metres: number, locale: Locale = defaultLocale): string {
  const tag = htmlLang[locale]
  if (metres < 1000) return `${Math.round(metres).toLocaleString(tag)} m`
  return `${(metres / 1000).toLocaleString(tag, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} km`
}

/**
 * "Navigate": directions to the shop in the phone's maps app (ADR 0228). The Google Maps directions URL opens the
 * Google Maps app on Android (the phones this trade uses) and iPhone, and a browser elsewhere; it starts from where
 * the phone is. A `geo:` URI would open only a pin, not directions, and does nothing on a desktop.
 */
export function navigateHref(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.lat.toFixed(6)},${place.lng.toFixed(6)}`
}
