/**
 * Commuting distance (issue 25): each candidate's residence as a point, one row per candidate whose `citta` +
 * `provincia` name an ISTAT comune (catalog/coordinates.ts); a place that does not resolve has no row and is never
 * found by a distance filter. Kept in sync by derived.ts like the other derived tables (the service's `table`).
 *
 * The distance filter reads the rows through the grid index (latitude band, longitude): the bounding box of the
 * circle first, then the exact great-circle test as a chord between unit vectors (x, y, z), arithmetic that SQLite
 * and PostgreSQL both do, only for the rows inside the box. Each row also carries the candidate's province, so the
 * search learns how many candidates of each province are inside the circle from the index alone (search.ts
 * `distanceFilter`). A place is a comune, never a street address.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  boundingBox,
  chordSquaredOfKm,
  comunePoint,
  greatCircleKm,
  placePoint,
  provincesInBox,
  roundKm,
  unitVector,
  type ComunePoint,
  type DistanzaKm,
  type SearchFilters,
  type WorkPlace,
} from '../../../catalog';
import type { DistanceView } from '../../../contracts/human-resources';
import type { DerivedTable } from '../../../utils/derived-table';

/**
 * The table's name carries its layout: rows of an earlier layout live in a table of another name (`retired`), dropped
 * after the catch-up (derived.ts creates a table once and never alters it).
 */
export const PLACES_TABLE = 'hr_user_places_v2';

/**
 * The grid: latitude bands of this many degrees (about 11 km), each ordered by longitude in the index, so that the
 * box of a circle is read as a few index ranges (one per band, its longitude interval) instead of the whole
 * latitude strip across Italy that a (lat, lon) index reads.
 */
const BAND_DEGREES = 0.1;
export const bandOf = (lat: number) => Math.floor(lat / BAND_DEGREES);

export const placesTable: DerivedTable = {
  name: PLACES_TABLE,
  columns: ['citta', 'provincia'],
  retired: ['hr_user_places'],
  version: 1,
  create: (table) => {
    table.integer('hr_user_id').notNullable().primary();
    table.integer('banda').notNullable();
    table.double('lat').notNullable();
    table.double('lon').notNullable();
    table.double('x').notNullable();
    table.double('y').notNullable();
    table.double('z').notNullable();
    // The candidate's `provincia` as stored (the search compares it with hr_users.provincia).
    table.string('provincia', 16).notNullable();
    // The box (band, then longitude and latitude), the chord and the province, read from the index alone.
    table.index(['banda', 'lon', 'lat', 'x', 'y', 'z', 'provincia', 'hr_user_id'], `${PLACES_TABLE}_grid_ix`);
  },
  indexes: [
    // The same grid within each province: how many of a province's candidates are inside a circle is read from its
    // own part of the index, and no further than the search needs to know (`countsWithin`).
    {
      name: `${PLACES_TABLE}_province_grid_ix`,
      columns: ['provincia', 'banda', 'lon', 'lat', 'x', 'y', 'z', 'hr_user_id'],
    },
  ],
  rowsOf: (hrUserId, source) => {
    const point = placePoint(source);
    return point
      ? [
          {
            hr_user_id: hrUserId,
            banda: bandOf(point.lat),
            lat: point.lat,
            lon: point.lon,
            ...unitVector(point),
            provincia: source.provincia,
          },
        ]
      : [];
  },
};

/** Counts the candidates whose place does not resolve, for the start-up log (issue 25). */
const logUnplaced = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const row = (await knex('hr_users as u')
    .whereNotExists(knex(PLACES_TABLE).select(knex.raw('1')).whereRaw(`${PLACES_TABLE}.hr_user_id = u.id`))
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  const n = Number(row?.n ?? 0);
  if (n > 0)
    strapi.log.info(`[search] ${n} candidates without coordinates (place abroad or not an ISTAT comune)`);
};

export type DistanceOrigin = ComunePoint;

/**
 * How the search reads the candidates inside a circle (search.ts `distanceFilter`): provinces with at most
 * `DISTANCE_LIST_PER_PROVINCE` of them inside are read as a list of ids (fetched by primary key, then sorted), as
 * long as the list holds at most `DISTANCE_LIST_LIMIT` ids in all. A province with more is walked newest first on
 * its (provincia, ultima_modifica) index, each candidate checked by primary key, which stops after a page: with
 * that many of its candidates inside the circle, a page comes soon. See docs/performance.md "Commuting distance".
 */
export const DISTANCE_LIST_PER_PROVINCE = 400;
export const DISTANCE_LIST_LIMIT = 2000;

/**
 * Where distances of this search are measured from: the filter's comune when the filter is set and names one,
 * else the company's work place. null when that does not resolve (the filter is then ignored).
 */
export const distanceOrigin = (place: WorkPlace, filters: SearchFilters): DistanceOrigin | null =>
  filters.distanza && filters.distanzaComune
    ? comunePoint(filters.distanzaComune, filters.distanzaProvincia)
    : workPlacePoint(place);

/** The company's work place as a point, when it resolves. */
export const workPlacePoint = (place: WorkPlace): DistanceOrigin | null =>
  comunePoint(place.citta, place.provincia);

/** Where a card's distance is measured from: the filter's origin, else the company's work place. */
export const cardOrigin = (place: WorkPlace, filters: SearchFilters): DistanceOrigin | null =>
  distanceOrigin(place, filters) ?? workPlacePoint(place);

/** "a 12 km da Bergamo" as data: the rounded distance of a candidate's place from the origin, or null. */
export const distanceFrom = (
  origin: DistanceOrigin | null,
  source: Record<string, unknown>,
): DistanceView => {
  const point = origin ? placePoint(source) : null;
  return origin && point ? { km: roundKm(greatCircleKm(origin, point)), da: origin.nome } : null;
};

const chordWithin = (qb: Knex.QueryBuilder, origin: DistanceOrigin, km: DistanzaKm) => {
  const { x, y, z } = unitVector(origin);
  return qb.whereRaw('(pl.x - ?) * (pl.x - ?) + (pl.y - ?) * (pl.y - ?) + (pl.z - ?) * (pl.z - ?) <= ?', [
    x,
    x,
    y,
    y,
    z,
    z,
    chordSquaredOfKm(km),
  ]);
};

/** The places rows inside the circle: the bands of its box on the grid index, then the exact chord. */
const inCircle = (knex: Knex, origin: DistanceOrigin, km: DistanzaKm) => {
  const box = boundingBox(origin, km);
  const bands: number[] = [];
  for (let band = bandOf(box.minLat); band <= bandOf(box.maxLat); band += 1) bands.push(band);
  return chordWithin(
    knex(`${PLACES_TABLE} as pl`)
      .whereIn('pl.banda', bands)
      .whereBetween('pl.lon', [box.minLon, box.maxLon])
      .whereBetween('pl.lat', [box.minLat, box.maxLat]),
    origin,
    km,
  );
};

/**
 * The values of `provincia` as stored in the places rows that name one of `siglas` (a profile of a foreign citizen
 * holds a free-text province, e.g. "bg", which still finds its comune): each distinct value read once from the
 * province grid index (one seek per value, about a hundred), the few rows of a circle's box never scanned for them.
 */
const storedProvinces = async (knex: Knex, siglas: readonly string[]): Promise<string[]> => {
  const rows = (await knex.raw(
    `WITH RECURSIVE p(v) AS (
       SELECT min(provincia) FROM ${PLACES_TABLE}
       UNION ALL
       SELECT (SELECT min(q.provincia) FROM ${PLACES_TABLE} q WHERE q.provincia > p.v) FROM p WHERE p.v IS NOT NULL
     ) SELECT v FROM p WHERE v IS NOT NULL`,
  )) as Array<{ v: string }> | { rows: Array<{ v: string }> };
  const values = (Array.isArray(rows) ? rows : rows.rows).map((row) => row.v);
  return values.filter((value) => siglas.includes(value.trim().toUpperCase()));
};

/**
 * The provinces (hr_users.provincia as stored) a candidate within `km` of `origin` may live in: those with a comune in
 * the circle's box. A necessary condition on the candidate's own column, checked before any per-candidate seek.
 */
export const provincesNear = (knex: Knex, origin: DistanceOrigin, km: DistanzaKm): Promise<string[]> =>
  storedProvinces(knex, provincesInBox(origin, km));

/**
 * How many candidates live within `km` of `origin`, by province (hr_users.provincia as stored), each counted no
 * further than `cap` + 1: a province's part of the province grid index, for each province with a comune in the
 * circle's box (`provincesNear`), in one query; the provinces with none inside are left out. The search only asks
 * whether a province has at most `cap` inside (then its ids are listed) or more (then it is walked): counting a 30
 * km circle round Milano to the end read 63,000 index entries (15 ms at 1,000,000, docs/performance.md "The last
 * three combinations"). The ids are read only for the provinces the search lists (`idsWithin`).
 */
export const countsWithin = async (
  knex: Knex,
  origin: DistanceOrigin,
  km: DistanzaKm,
  cap: number,
): Promise<Array<[string, number]>> => {
  const counts = (await provincesNear(knex, origin, km)).map((sigla) =>
    // No bound value in the select list: knex put it after the subquery's in a UNION ALL (a value of another place).
    knex.select(knex.raw('min(c.provincia) AS provincia'), knex.raw('count(*) AS n')).from(
      inCircle(knex, origin, km)
        .where('pl.provincia', sigla)
        .select('pl.provincia')
        .limit(cap + 1)
        .as('c'),
    ),
  );
  if (counts.length === 0) return [];
  const [first, ...others] = counts;
  const rows = (await (others.length > 0 ? first.unionAll(others) : first)) as Array<{
    provincia: string;
    n: number | string;
  }>;
  return rows.map((row): [string, number] => [row.provincia, Number(row.n)]).filter(([, n]) => n > 0);
};

/** The ids of the candidates living within `km` of `origin` in the provinces `siglas`, by province. */
export const idsWithin = async (
  knex: Knex,
  origin: DistanceOrigin,
  km: DistanzaKm,
  isPg: boolean,
  siglas: string[],
): Promise<Map<string, number[]>> => {
  if (siglas.length === 0) return new Map();
  const gathered = isPg ? `string_agg(CAST(pl.hr_user_id AS TEXT), ',')` : 'group_concat(pl.hr_user_id)';
  const rows = (await inCircle(knex, origin, km)
    .whereIn('pl.provincia', siglas)
    .select('pl.provincia', knex.raw(`${gathered} AS ids`))
    .groupBy('pl.provincia')) as Array<{ provincia: string; ids: string }>;
  return new Map(rows.map((row) => [row.provincia, row.ids.split(',').map(Number)]));
};

/**
 * "Candidate u lives within `km` of `origin`", checked per candidate by primary key: no box here, which would let
 * the planner scan the box's index range for every candidate (a latitude band is thousands of rows).
 */
export const livesWithin = (knex: Knex, origin: DistanceOrigin, km: DistanzaKm) =>
  chordWithin(
    knex(`${PLACES_TABLE} as pl`).select(knex.raw('1')).whereRaw('pl.hr_user_id = u.id'),
    origin,
    km,
  );

const placesService = ({ strapi }: { strapi: Core.Strapi }) => ({
  table: placesTable,
  /** At start, after the derived tables are caught up: logs how many candidates have no coordinates. */
  logUnplaced: () => logUnplaced(strapi),
});

export type PlacesService = ReturnType<typeof placesService>;

export default placesService;
