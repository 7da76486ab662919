/** Great-circle distance in metres between two points on Earth (haversine, mean radius 6,371 km). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** D36: a photo whose own capture time is more than a day before its upload is an "old photo". */
export const OLD_PHOTO_MS = 24 * 60 * 60 * 1000

export function isOldPhoto(takenAt: Date | null, receivedAt: Date): boolean {
  return takenAt !== null && receivedAt.getTime() - takenAt.getTime() > OLD_PHOTO_MS
}
