/**
 * The CRM's maps (D57, D58), on Leaflet: the route of the day, the pin of a lead's place, and the team's visits of
 * today (several people's markers on one map). This module, Leaflet and Leaflet's stylesheet (bundled from the
 * package, no CDN) are loaded only by the screens that show a map, through `lazy()` (route.tsx, lead-pin.tsx,
 * team-map-slot.tsx): the CRM list never carries them. Tiles come from MAP_TILE_URL; with none (the
 * setting empty, or no connection) the markers stay on a plain ground. Markers are numbered badges drawn in HTML,
 * not pictures, so they need no image files and say their order without relying on colour.
 */
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'

export interface MapTiles {
  /** The tile URL template; '' for none. */
  url: string
  /** Plain text shown in the map's corner (escaped here: Leaflet writes attributions as HTML). */
  attribution: string
}

export interface MapLabels {
  region: string
  zoomIn: string
  zoomOut: string
}

const INDIA_CENTRE: L.LatLngTuple = [22.5, 79]

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function baseMap(element: HTMLElement, tiles: MapTiles, labels: MapLabels): L.Map {
  const map = L.map(element, { zoomControl: false, attributionControl: false })
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map)
  if (tiles.url) {
    L.tileLayer(tiles.url, { maxZoom: 19, attribution: escapeHtml(tiles.attribution) }).addTo(map)
    L.control.attribution({ prefix: false }).addTo(map)
  }
  return map
}

/**
 * A map made once on its element (`baseMap`), with one layer for its markers: `draw` draws them on it, cleared first,
 * whenever one of `deps` changes; `onMade` adds, once, what the map itself needs. Gives the ref of the map's element.
 */
function useMarkerLayer(
  tiles: MapTiles,
  labels: MapLabels,
  deps: readonly unknown[],
  draw: (map: L.Map, group: L.LayerGroup) => void,
  onMade?: (map: L.Map) => void,
) {
  const element = useRef<HTMLElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; its contents follow below.
  useEffect(() => {
    if (!element.current) return
    const map = baseMap(element.current, tiles, labels)
    mapRef.current = map
    layer.current = L.layerGroup().addTo(map)
    onMade?.(map)
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [])
  useEffect(
    () => {
      const map = mapRef.current
      const group = layer.current
      if (!map || !group) return
      group.clearLayers()
      draw(map, group)
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the markers follow what the map's caller names.
    deps,
  )
  return element
}

/** A badge's look: one of the fixed kinds, or a person's colour (white text on it, the team map). */
type BadgeLook = 'stop' | 'you' | 'pin' | { colour: string }

function badge(text: string, look: BadgeLook): L.DivIcon {
  const classes =
    typeof look === 'string'
      ? {
          stop: 'bg-brand-700 text-white border-white',
          you: 'bg-white text-brand-800 border-brand-700',
          pin: 'bg-red-700 text-white border-white',
        }[look]
      : 'text-white border-white'
  // The colour comes from the team map's palette; only a hex colour reaches the HTML.
  const style =
    typeof look === 'string' || !/^#[0-9a-f]{6}$/i.test(look.colour) ? '' : ` style="background-color:${look.colour}"`
  return L.divIcon({
    className: '',
    html: `<span class="inline-flex h-7 min-w-7 items-center justify-center rounded-full border-2 px-1 text-sm font-bold shadow ${classes}"${style}>${escapeHtml(text)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  })
}

export interface MapStop {
  srno: number
  name: string
  lat: number
  lng: number
}

/** The route: numbered shops in their order, the line between them, and the phone's position ("You"). */
export function RouteMap({
  stops,
  phone,
  tiles,
  labels,
  youLabel,
}: {
  stops: MapStop[]
  phone: { lat: number; lng: number } | null
  tiles: MapTiles
  labels: MapLabels
  youLabel: string
}) {
  const element = useMarkerLayer(tiles, labels, [stops, phone, youLabel], (map, group) => {
    const points: L.LatLngTuple[] = []
    if (phone) {
      points.push([phone.lat, phone.lng])
      L.marker([phone.lat, phone.lng], { icon: badge(youLabel, 'you'), keyboard: false, interactive: false }).addTo(
        group,
      )
    }
    stops.forEach((stop, i) => {
      points.push([stop.lat, stop.lng])
      L.marker([stop.lat, stop.lng], {
        icon: badge(String(i + 1), 'stop'),
        keyboard: false,
        title: `${i + 1}. ${stop.name}`,
        alt: `${i + 1}. ${stop.name}`,
      }).addTo(group)
    })
    if (points.length > 1) L.polyline(points, { color: '#1d4ed8', weight: 3, opacity: 0.6 }).addTo(group)
    if (points.length === 0) map.setView(INDIA_CENTRE, 4)
    else if (points.length === 1) map.setView(points[0]!, 16)
    else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 17 })
  })
  return (
    <section
      ref={element}
      aria-label={labels.region}
      className="h-72 w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 sm:h-96"
    />
  )
}

/** A lead's place to set by a tap (or shown from typed coordinates): one pin, moved where the map is tapped. */
export function PinMap({
  value,
  onPick,
  tiles,
  labels,
  pinLabel,
}: {
  value: { lat: number; lng: number } | null
  onPick: (place: { lat: number; lng: number }) => void
  tiles: MapTiles
  labels: MapLabels
  pinLabel: string
}) {
  const element = useRef<HTMLElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const pin = useRef<L.Marker | null>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the pin follows below.
  useEffect(() => {
    if (!element.current) return
    const map = baseMap(element.current, tiles, labels)
    mapRef.current = map
    map.setView(value ? [value.lat, value.lng] : INDIA_CENTRE, value ? 16 : 4)
    map.on('click', (event: L.LeafletMouseEvent) => {
      pick.current({ lat: Number(event.latlng.lat.toFixed(6)), lng: Number(event.latlng.lng.toFixed(6)) })
    })
    return () => {
      map.remove()
      mapRef.current = null
      pin.current = null
    }
  }, [])
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (!value) {
      pin.current?.remove()
      pin.current = null
      return
    }
    if (pin.current) pin.current.setLatLng([value.lat, value.lng])
    else
      pin.current = L.marker([value.lat, value.lng], {
        icon: badge(pinLabel, 'pin'),
        keyboard: false,
        interactive: false,
      }).addTo(map)
    if (!map.getBounds().contains([value.lat, value.lng]))
      map.setView([value.lat, value.lng], Math.max(map.getZoom(), 15))
  }, [value, pinLabel])
  return (
    <section
      ref={element}
      aria-label={labels.region}
      className="h-72 w-full cursor-crosshair overflow-hidden rounded-lg border border-slate-300 bg-slate-100 sm:h-96"
    />
  )
}

export interface PersonMarker {
  lat: number
  lng: number
  /** The person's short label (initials), drawn on the marker. */
  label: string
  /** The person's colour (a hex colour from the team map's palette). */
  colour: string
  /** The marker's accessible title: the person, the shop and the time, in the user's language. */
  title: string
}

/** Shows every point: India when there is none, street level for one, else all of them with a margin. */
function fitAll(map: L.Map, points: L.LatLngTuple[]) {
  if (points.length === 0) map.setView(INDIA_CENTRE, 4)
  else if (points.length === 1) map.setView(points[0]!, 15)
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 16 })
}

/**
 * Several people's visits on one map (the manager's team of today): each marker a badge in its person's colour with
 * their initials on it (never colour alone), titled with the person, the shop and the time; the map fits them all.
 */
export function PeopleMap({ markers, tiles, labels }: { markers: PersonMarker[]; tiles: MapTiles; labels: MapLabels }) {
  const points = useRef<L.LatLngTuple[]>([])
  const element = useMarkerLayer(
    tiles,
    labels,
    [markers],
    (map, group) => {
      points.current = markers.map((m) => [m.lat, m.lng])
      for (const m of markers)
        L.marker([m.lat, m.lng], {
          icon: badge(m.label, { colour: m.colour }),
          keyboard: false,
          title: m.title,
          alt: m.title,
        }).addTo(group)
      fitAll(map, points.current)
    },
    // A phone turned sideways (or a window resized) keeps every marker in view.
    (map) => map.on('resize', () => fitAll(map, points.current)),
  )
  return (
    <section
      ref={element}
      aria-label={labels.region}
      className="h-72 w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100 sm:h-96"
    />
  )
}
