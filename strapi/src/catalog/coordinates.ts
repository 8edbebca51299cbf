/**
 * The coordinates of a comune (issue 25) from the ISTAT data of `italian-cap-comuni-province`: latitude and
 * longitude of each of its 7,894 comuni. A place is a comune name within a province, as profiles and companies
 * store it (`citta` + `provincia`); names are compared folded (case, accents, apostrophes, spacing), official or
 * alternative (Bolzano / Bozen). A place that does not resolve (abroad, a comune merged away, a typo) has none.
 *
 * Server-side only, like geography.ts: it loads the data package.
 */
import { getAllComuni } from 'italian-cap-comuni-province';
import { boundingBox, greatCircleKm, workPlaceOf, type CompanyPlaceColumns, type LatLon } from './distance';

export type ComunePoint = LatLon & { readonly nome: string; readonly sigla: string };

/** Folds a place name for comparison: lower case, no accents, one kind of apostrophe, single spaces. */
export const foldPlace = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s*'\s*/g, "'")
    .replace(/[\s-]+/g, ' ')
    .trim();

// Sud Sardegna (SU, kept selectable by geography.ts) holds the comuni of the units that replaced it.
const SUCCESSORI: Record<string, string> = { CA: 'SU', CI: 'SU', VS: 'SU' };

let index: Map<string, ComunePoint> | undefined;

function buildIndex(): Map<string, ComunePoint> {
  const map = new Map<string, ComunePoint>();
  // One row per postal code: a comune with several CAPs appears several times, with the same point.
  for (const comune of getAllComuni()) {
    const { lat, lng } = comune.coordinate ?? {};
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat + lng)) continue;
    const point: ComunePoint = { nome: comune.nome, sigla: comune.siglaProvincia, lat, lon: lng };
    const siglas = [comune.siglaProvincia, ...(SUCCESSORI[comune.siglaProvincia] ? ['SU'] : [])];
    const names = [comune.nome, ...(comune.nomeAlternativo ?? '').split('/')].filter(Boolean);
    for (const sigla of siglas)
      for (const name of names) {
        const key = `${sigla}|${foldPlace(name)}`;
        if (!map.has(key)) map.set(key, point);
      }
  }
  return map;
}

/**
 * The comune `citta` of province `provincia` (its two-letter sigla, any case), or null when the pair names no
 * ISTAT comune: an unknown name, a comune of another province, an empty field.
 */
export function comunePoint(citta: unknown, provincia: unknown): ComunePoint | null {
  if (typeof citta !== 'string' || typeof provincia !== 'string') return null;
  const name = foldPlace(citta);
  if (!name) return null;
  if (!index) index = buildIndex();
  return index.get(`${provincia.trim().toUpperCase()}|${name}`) ?? null;
}

/**
 * The point of a profile's residence (`citta`, `provincia`). The picker's nation (`cittadinanza`) is the
 * candidate's citizenship as much as a place: a foreign citizen living in Bergamo has Bergamo's point, and a place
 * abroad (free text: 'Ticino', 'Lugano') names no ISTAT comune, so it has none.
 */
export function placePoint(source: { citta?: unknown; provincia?: unknown }): ComunePoint | null {
  return comunePoint(source.citta, source.provincia);
}

/**
 * Where a job post's work is (issue 25 item 5, issue 39 item 8). A post names only a province (`residenza`, spec 02
 * §3), never a comune: its comune is its company's work place (workPlaceOf: `lavoro_*`, else `io_*`) whenever that
 * names an ISTAT comune, whatever the post's province. The province is no test of it: the wizard preselects the
 * list's second province (Alessandria, spec 02) and a company that leaves it there posts in Alessandria, so a rule
 * asking the two to agree hid the distance of posts whose company's place was known. A work place that names no
 * comune (or no company) has no point: no distance on the board, never matched by its distance filter. Never the
 * province's capital.
 */
export function jobPostPoint(company: CompanyPlaceColumns | null | undefined): ComunePoint | null {
  if (!company) return null;
  const place = workPlaceOf(company);
  return comunePoint(place.citta, place.provincia);
}

/**
 * The provinces with a comune within `km` of `origin` (Sud Sardegna with its successors): a candidate within that
 * distance lives in one of them, a necessary condition an index on the province can answer.
 */
export function provincesWithin(origin: LatLon, km: number): string[] {
  if (!index) index = buildIndex();
  const siglas: string[] = [];
  index.forEach((point, key) => {
    const sigla = key.slice(0, key.indexOf('|'));
    if (siglas.indexOf(sigla) === -1 && greatCircleKm(origin, point) <= km) siglas.push(sigla);
  });
  return siglas.sort();
}

/**
 * The provinces under which a place inside the bounding box of the circle of `km` round `origin` is known (the
 * siglas a profile's `provincia` holds, Sud Sardegna's successors included): a candidate whose place lies in the
 * box lives in one of them. The same box and the same points as the search's grid read (search/places.ts), so no
 * rounding at the circle's edge can leave a province out.
 */
export function provincesInBox(origin: LatLon, km: number): string[] {
  if (!index) index = buildIndex();
  const box = boundingBox(origin, km);
  const siglas = new Set<string>();
  index.forEach((point, key) => {
    if (
      point.lat >= box.minLat &&
      point.lat <= box.maxLat &&
      point.lon >= box.minLon &&
      point.lon <= box.maxLon
    )
      siglas.add(key.slice(0, key.indexOf('|')));
  });
  return [...siglas].sort();
}

/**
 * The places within `km` of `origin` as [sigla, name] pairs, each comune under its folded names (official and
 * alternative) and its official name in lower case: what `lower(trim(citta))` of a profile living there is,
 * accents kept or not. The search's fallback for candidates whose place is not derived yet (derived.ts).
 */
export function placeNamesWithin(origin: LatLon, km: number): Array<[sigla: string, name: string]> {
  if (!index) index = buildIndex();
  const pairs = new Set<string>();
  index.forEach((point, key) => {
    if (greatCircleKm(origin, point) > km) return;
    const sigla = key.slice(0, key.indexOf('|'));
    pairs.add(key);
    pairs.add(`${sigla}|${point.nome.toLowerCase()}`);
  });
  return [...pairs].map((pair) => {
    const bar = pair.indexOf('|');
    return [pair.slice(0, bar), pair.slice(bar + 1)];
  });
}
