export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The id of the centre nearest to `position`; centres without coordinates are never candidates. */
export function nearestCentre<T extends { id: string; coordinates?: LatLng | null }>(
  centres: T[],
  position: LatLng,
): { id: string; distanceKm: number } | null {
  let best: { id: string; distanceKm: number } | null = null;
  for (const centre of centres) {
    if (!centre.coordinates) continue;
    const d = distanceKm(position, centre.coordinates);
    if (!best || d < best.distanceKm) best = { id: centre.id, distanceKm: d };
  }
  return best;
}
