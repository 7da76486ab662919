import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'

export type LocationState =
  | { state: 'asking' }
  | { state: 'found'; latitude: number; longitude: number; accuracy: number }
  | { state: 'refused' }
  | { state: 'unavailable' }

/**
 * Where the phone is, asked once when a visit form opens (D36). Refusing is allowed: the visit is saved with "no
 * location". High accuracy, because a shop's doorway matters; a minute-old fix is fine.
 */
export function useVisitLocation(): LocationState {
  const [location, setLocation] = useState<LocationState>({ state: 'asking' })
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'unavailable' })
      return
    }
    let active = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!active) return
        setLocation({
          state: 'found',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        })
      },
      (error) => {
        if (active) setLocation({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' })
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    )
    return () => {
      active = false
    }
  }, [])
  return location
}

/** The hidden fields a visit form sends: all empty when there is no location. */
export function LocationFields({ location }: { location: LocationState }) {
  const found = location.state === 'found' ? location : null
  return (
    <>
      <input type="hidden" name="latitude" value={found ? found.latitude.toFixed(7) : ''} />
      <input type="hidden" name="longitude" value={found ? found.longitude.toFixed(7) : ''} />
      <input type="hidden" name="accuracy" value={found ? found.accuracy.toFixed(1) : ''} />
    </>
  )
}

export function locationText(t: TFunction<'crm'>, location: LocationState): string {
  switch (location.state) {
    case 'asking':
      return t('location.asking')
    case 'found':
      return t('location.found', { m: Math.round(location.accuracy) })
    case 'refused':
      return t('location.refused')
    default:
      return t('location.unavailable')
  }
}
