/**
 * Commuting distance (issue 25): the radii of the distance filter and great-circle geometry between comuni.
 * Pure arithmetic, browser-safe (the coordinates themselves come from catalog/coordinates.ts, server-side).
 *
 * Distances are great-circle distances on a sphere of the Earth's mean radius, from comune to comune (the ISTAT
 * point of each comune), never from a street address. The search compares chords instead of arcs: a point lies
 * within `km` of the origin exactly when the straight line between their unit vectors is at most
 * `chordOfKm(km)`, which SQL computes with products and sums alone (no trigonometry on SQLite).
 */

/** The radii of "Entro {km} km da {comune}", in the order shown. */
export const DISTANZE_KM = [10, 20, 30, 50, 100] as const;
export type DistanzaKm = (typeof DISTANZE_KM)[number];

/** IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;

export type LatLon = { readonly lat: number; readonly lon: number };
export type UnitVector = { readonly x: number; readonly y: number; readonly z: number };

const RAD = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point as a unit vector from the Earth's centre. */
export function unitVector(p: LatLon): UnitVector {
  const lat = p.lat * RAD;
  const lon = p.lon * RAD;
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** The squared chord between unit vectors of two points `km` apart along the great circle. */
export function chordSquaredOfKm(km: number): number {
  const chord = 2 * Math.sin(Math.min(Math.PI, km / EARTH_RADIUS_KM) / 2);
  return chord * chord;
}

/**
 * The latitude/longitude box holding every point within `km` of `p` (a little larger than the circle: the index
 * narrows the rows to it, the chord then decides). Italy is far from the poles and the antimeridian.
 */
export function boundingBox(p: LatLon, km: number) {
  const dLat = km / EARTH_RADIUS_KM / RAD;
  const farthestLat = Math.min(89, Math.abs(p.lat) + dLat);
  const dLon = km / (EARTH_RADIUS_KM * Math.cos(farthestLat * RAD)) / RAD;
  return { minLat: p.lat - dLat, maxLat: p.lat + dLat, minLon: p.lon - dLon, maxLon: p.lon + dLon };
}

/** Kilometres as shown: rounded to the kilometre. */
export const roundKm = (km: number): number => Math.round(km);

/** The company's work place: where distances are measured from unless the filter names a comune. */
export type WorkPlace = { citta: string | null; provincia: string | null };

export type CompanyPlaceColumns = {
  lavoro_citta?: string | null;
  lavoro_provincia?: string | null;
  io_citta?: string | null;
  io_provincia?: string | null;
};

/** The hr_companies columns of the work place, for a select. */
export const COMPANY_PLACE_COLUMNS = [
  'lavoro_citta',
  'lavoro_provincia',
  'io_citta',
  'io_provincia',
] as const;

/**
 * The work address decides proximity (bucket groups, distances); the operating address stands in when the work
 * province is missing. The city goes with its province.
 */
export const workPlaceOf = (row: CompanyPlaceColumns): WorkPlace => {
  const lavoro = row.lavoro_provincia?.trim().toUpperCase();
  const provincia = lavoro || row.io_provincia?.trim().toUpperCase() || null;
  const citta = (lavoro ? row.lavoro_citta : row.io_citta)?.trim() || null;
  return { provincia, citta };
};
