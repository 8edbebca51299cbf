/**
 * Commuting distance (issue 25): each candidate's residence as a point, one row per candidate whose `citta` +
 * `provincia` name an ISTAT comune (catalog/coordinates.ts); a place that does not resolve has no row and is never
 * found by a distance filter. Kept in sync by derived.ts like the other derived tables (the service's `table`).
 *
 * The distance filter reads the rows through the (lat, lon) index: the bounding box of the circle first, then the
 * exact great-circle test as a chord between unit vectors (x, y, z), arithmetic that SQLite and PostgreSQL both do,
 * only for the rows inside the box. A place is a comune, never a street address.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  boundingBox,
  chordSquaredOfKm,
  comunePoint,
  greatCircleKm,
  placePoint,
  roundKm,
  unitVector,
  type ComunePoint,
  type DistanzaKm,
  type SearchFilters,
  type WorkPlace,
} from '../../../catalog';
import type { DistanceView } from '../../../contracts/human-resources';
import type { DerivedTable } from './derived';

export const PLACES_TABLE = 'hr_user_places';

export const placesTable: DerivedTable = {
  name: PLACES_TABLE,
  columns: ['citta', 'provincia'],
  version: 1,
  create: (table) => {
    table.integer('hr_user_id').notNullable().primary();
    table.double('lat').notNullable();
    table.double('lon').notNullable();
    table.double('x').notNullable();
    table.double('y').notNullable();
    table.double('z').notNullable();
    // The box, then the chord, read from the index alone.
    table.index(['lat', 'lon', 'x', 'y', 'z', 'hr_user_id'], `${PLACES_TABLE}_box_ix`);
  },
  rowsOf: (hrUserId, source) => {
    const point = placePoint(source);
    return point ? [{ hr_user_id: hrUserId, lat: point.lat, lon: point.lon, ...unitVector(point) }] : [];
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

/**
 * The ids of the candidates within `km` of `origin`, at most `limit` + 1 of them: the box on the index, then the
 * exact chord on the index's own columns.
 */
export const idsWithin = async (
  knex: Knex,
  origin: DistanceOrigin,
  km: DistanzaKm,
  limit: number,
): Promise<number[]> => {
  const box = boundingBox(origin, km);
  const rows = (await chordWithin(
    knex(`${PLACES_TABLE} as pl`)
      .select('pl.hr_user_id')
      .whereBetween('pl.lat', [box.minLat, box.maxLat])
      .whereBetween('pl.lon', [box.minLon, box.maxLon]),
    origin,
    km,
  ).limit(limit + 1)) as Array<{ hr_user_id: number | string }>;
  return rows.map((row) => Number(row.hr_user_id));
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
  /** At start, after the derived tables are caught up: how many candidates have no coordinates. */
  logUnplaced: () => logUnplaced(strapi),
});

export type PlacesService = ReturnType<typeof placesService>;

export default placesService;
