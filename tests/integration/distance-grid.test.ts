// The distance filter's read plan (issue 25 item 6, places.ts and search.ts `distanceFilter`) must not change its
// answer: the candidates inside the circle are found through the grid index (latitude bands, longitude), listed by
// province, and each province is read either as a list of ids or as a walk of that province checked by primary key.
// Here the walked province (BG, made to hold more than DISTANCE_LIST_PER_PROVINCE candidates inside the circle by
// filler rows) and the listed ones (LC, MI, MB, ...) each hold the comune of the circle nearest to the radius on
// both sides of it, comuni on both sides of a band border and the listed comuni farthest south and north (the box's
// first and last bands). The search (no other filter: a sheet word would drive
// the query instead) must return, page after page, exactly the candidates of the whole database inside the circle as
// this file computes them from the catalog's coordinates, in the normal order (bucket group, then newest first),
// blacklist applied, in both buckets. Runs in both stages of `npm test` (SQLite, then PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comunePoint, comuniByProvincia, greatCircleKm, regioneOfProvincia } from '#catalog/index.ts';
import { BLACKLIST_TABLE } from '../../strapi/src/api/human-resource/services/blacklist';
import { SYNC_TABLE } from '../../strapi/src/api/human-resource/services/derived';
import {
  DISTANCE_LIST_PER_PROVINCE,
  PLACES_TABLE,
  bandOf,
  placesTable,
} from '../../strapi/src/api/human-resource/services/places';
import { ownAccounts } from '../support/accounts';
import { BASE_PROFILE } from '../support/filter-cases';
import { sql } from '../support/db';
import { jwtFor, strapi } from '../support/strapi';

const accounts = ownAccounts('distanza-griglia');
const RUN = `griglia${Date.now().toString(36)}`;
const ORIGIN = { sigla: 'BG', comune: 'Bergamo' };
const KM = 20;
const WALKED = 'BG';
/** Provinces whose comuni come near the circle around Bergamo (the listed ones: every one but BG). */
const PROVINCES = ['BG', 'LC', 'MI', 'MB', 'BS', 'CR', 'CO', 'SO'];

type Place = { sigla: string; citta: string; km: number; lat: number };

const origin = comunePoint(ORIGIN.comune, ORIGIN.sigla)!;
const places: Place[] = PROVINCES.flatMap((sigla) =>
  comuniByProvincia(sigla).flatMap(({ value }) => {
    const point = comunePoint(value, sigla);
    return point ? [{ sigla, citta: value, km: greatCircleKm(origin, point), lat: point.lat }] : [];
  }),
);

/** The farthest comune inside the circle and the nearest outside it, among these places. */
const aroundRadius = (among: Place[]) => {
  const inside = among.filter((p) => p.km <= KM).sort((a, b) => b.km - a.km)[0];
  const outside = among.filter((p) => p.km > KM).sort((a, b) => a.km - b.km)[0];
  return [inside, outside];
};

/** Inside the circle, the comuni nearest to a band border from either side (the border nearest to the origin). */
const aroundBorder = (among: Place[]) => {
  const border = bandOf(origin.lat) + (origin.lat % 0.1 > 0.05 ? 1 : 0);
  const inside = among.filter((p) => p.km <= KM);
  const below = inside.filter((p) => bandOf(p.lat) === border - 1).sort((a, b) => b.lat - a.lat)[0];
  const above = inside.filter((p) => bandOf(p.lat) === border).sort((a, b) => a.lat - b.lat)[0];
  return [below, above];
};

/** Inside the circle, the southernmost and the northernmost comune: the first and the last band of the box. */
const extremes = (among: Place[]) => {
  const inside = among.filter((p) => p.km <= KM).sort((a, b) => a.lat - b.lat);
  return [inside[0], inside[inside.length - 1]];
};

const walkedPlaces = places.filter((p) => p.sigla === WALKED);
const listedPlaces = places.filter((p) => p.sigla !== WALKED);
const chosen = [
  ...aroundRadius(walkedPlaces),
  ...aroundRadius(listedPlaces),
  ...aroundBorder(walkedPlaces),
  ...aroundBorder(listedPlaces),
  ...extremes(listedPlaces),
];

type Person = Place & {
  name: string;
  mobilita: string;
  hides?: boolean;
  id?: number;
  modified: string;
  cittadinanza?: string;
};

/** Each chosen comune twice: mobile across Italy (bucket groups) and not mobile (the `altri` bucket). */
const people: Person[] = chosen.flatMap((place, k) => [
  {
    ...place,
    name: `Mobile${k}`,
    mobilita: 'italia',
    modified: `2000-01-${String(k + 10).padStart(2, '0')}`,
  },
  { ...place, name: `Fermo${k}`, mobilita: 'none', modified: `2000-02-${String(k + 10).padStart(2, '0')}` },
]);
// Inside the circle in the walked and in a listed province, and hidden from the searcher by the blacklist.
people.push(
  {
    ...aroundRadius(walkedPlaces)[0],
    name: 'NascostaBG',
    mobilita: 'italia',
    hides: true,
    modified: '2000-03-01',
  },
  {
    ...aroundRadius(listedPlaces)[0],
    name: 'NascostaAltrove',
    mobilita: 'italia',
    hides: true,
    modified: '2000-03-02',
  },
  // A foreign citizen's province is free text: "lc" as typed still names the comune, so she is inside the circle,
  // counted under her province as stored (places.ts `storedProvinces`).
  {
    ...aroundRadius(listedPlaces)[0],
    sigla: aroundRadius(listedPlaces)[0].sigla.toLowerCase(),
    name: 'Straniera',
    mobilita: 'italia',
    cittadinanza: 'FR',
    modified: '2000-03-03',
  },
);

let searcher: string;
/** The searching company's province (its operating address): the bucket groups' province. */
let home: string;
let piva: string;
const fillers: number[] = [];
const inList = (ids: number[]) => `(${ids.map(() => '?').join(', ')})`;

beforeAll(async () => {
  // The fixture must be what it claims: both sides of the radius and of a band border, in both kinds of province.
  expect(chosen.every(Boolean), 'a comune for every case').toBe(true);
  const company = await accounts.company();
  searcher = await jwtFor(company.email);
  home = company.provincia;
  piva = company.piva;
  for (const person of people) {
    const { id } = await accounts.candidate({
      nome: person.name,
      cognome: 'Griglia',
      provincia: person.sigla,
      citta: person.citta,
      ...BASE_PROFILE,
      ...(person.cittadinanza ? { cittadinanza: person.cittadinanza } : {}),
      mobilita: person.mobilita,
      blacklisted_pivas: person.hides ? [{ piva: company.piva }] : [],
    });
    person.id = id;
    await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', [person.modified, id]);
  }

  // Fillers at Bergamo, not mobile (the altri bucket): BG then holds more candidates inside the circle than a list
  // takes, and is walked. Rows written around Strapi, with the places rows derived.ts computes for them (placesTable.rowsOf).
  const template = people[0].id!;
  const [row] = await sql<Record<string, unknown>>('SELECT * FROM hr_users WHERE id = ?', [template]);
  const columns = Object.keys(row).filter((column) => column !== 'id');
  const count = DISTANCE_LIST_PER_PROVINCE + 1;
  const bindable = (value: unknown) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  const filler = (n: number): Record<string, unknown> => ({
    ...row,
    document_id: `${RUN}f${n}`.slice(-24),
    email: `${RUN}-f${n}@esempio.it`,
    provincia: ORIGIN.sigla,
    citta: ORIGIN.comune,
    mobilita: 'none',
    blacklisted_pivas: [],
    aggiornamento_token: null,
    ultima_modifica: null,
  });
  for (let n = 0; n < count; n += 100) {
    const batch = Array.from({ length: Math.min(100, count - n) }, (_, k) => filler(n + k));
    await sql(
      `INSERT INTO hr_users (${columns.join(', ')}) VALUES ${batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}`,
      batch.flatMap((f) => columns.map((column) => bindable(f[column]))),
    );
  }
  const inserted = await sql<{ id: number }>('SELECT id FROM hr_users WHERE email LIKE ?', [`${RUN}-f%`]);
  fillers.push(...inserted.map((r) => Number(r.id)));
  expect(fillers).toHaveLength(count);
  const rows = fillers.flatMap((id) => placesTable.rowsOf(id, filler(0)));
  const keys = Object.keys(rows[0]);
  for (let n = 0; n < rows.length; n += 100) {
    const batch = rows.slice(n, n + 100);
    await sql(
      `INSERT INTO ${PLACES_TABLE} (${keys.join(', ')}) VALUES ${batch.map(() => `(${keys.map(() => '?').join(', ')})`).join(', ')}`,
      batch.flatMap((r) => keys.map((key) => r[key])),
    );
  }
}, 180_000);

afterAll(async () => {
  if (fillers.length > 0) {
    for (const table of [PLACES_TABLE, SYNC_TABLE])
      await sql(`DELETE FROM ${table} WHERE hr_user_id IN ${inList(fillers)}`, fillers);
    await sql(`DELETE FROM hr_users WHERE id IN ${inList(fillers)}`, fillers);
  }
  await accounts.removeAll();
}, 180_000);

type Row = {
  id: number | string;
  citta: string | null;
  provincia: string | null;
  mobilita: string | null;
  ultima_modifica: string | Date | null;
  contatti_da_verificare: boolean | number | null;
};

/** Every page of a search as the fixture's company: the ids, in order. */
const search = async (query: string): Promise<number[]> => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await strapi(`/api/human-resources?${query}&page=${page}`, { jwt: searcher });
    expect(status).toBe(200);
    const answer = body as unknown as {
      data: Array<{ id: number }>;
      meta: { pagination: { hasNext: boolean } };
    };
    ids.push(...answer.data.map((card) => card.id));
    if (!answer.meta.pagination.hasNext) return ids;
  }
};

/**
 * decisions.md's bucket groups for the company's province: 1 lives there (any mobility), 2 elsewhere in its region
 * and mobile (regione, italia, estero), 3 mobile across Italy (italia, estero) outside the region; null: `altri`.
 */
const groupOf = (row: Row): number | null => {
  if (row.provincia === home) return 1;
  const region = row.provincia !== null && regioneOfProvincia(row.provincia) === regioneOfProvincia(home);
  if (region && ['regione', 'italia', 'estero'].includes(row.mobilita ?? '')) return 2;
  if (!region && ['italia', 'estero'].includes(row.mobilita ?? '')) return 3;
  return null;
};

const time = (value: Row['ultima_modifica']) =>
  value === null ? null : value instanceof Date ? value.getTime() : Date.parse(value);

/** The expected ids, from the whole table: inside the circle, not hidden, of the bucket, in the normal order. */
const expected = async (bucket: 'disponibilita' | 'altri'): Promise<number[]> => {
  const rows = await sql<Row>(
    'SELECT id, citta, provincia, mobilita, ultima_modifica, contatti_da_verificare FROM hr_users',
  );
  const hidden = new Set(
    (await sql<{ id: number }>(`SELECT hr_user_id AS id FROM ${BLACKLIST_TABLE} WHERE piva = ?`, [piva])).map(
      (row) => Number(row.id),
    ),
  );
  return rows
    .filter((row) => {
      const point = comunePoint(row.citta, row.provincia);
      return (
        point !== null &&
        greatCircleKm(origin, point) <= KM &&
        !hidden.has(Number(row.id)) &&
        !row.contatti_da_verificare &&
        (groupOf(row) === null) === (bucket === 'altri')
      );
    })
    .sort((a, b) => {
      const [ta, tb] = [time(a.ultima_modifica), time(b.ultima_modifica)];
      return (
        (groupOf(a) ?? 0) - (groupOf(b) ?? 0) ||
        (ta === tb ? 0 : ta === null ? 1 : tb === null ? -1 : tb - ta) ||
        Number(b.id) - Number(a.id)
      );
    })
    .map((row) => Number(row.id));
};

const query = `distanza=${KM}&distanzaProvincia=${ORIGIN.sigla}&distanzaComune=${ORIGIN.comune}`;

describe('distance filter: the grid and the per-province plans find exactly the candidates inside', () => {
  it('the fixture covers a walked and a listed province', async () => {
    const [walked] = await sql<{ n: number | string }>(
      `SELECT count(*) AS n FROM ${PLACES_TABLE} WHERE provincia = ? AND banda BETWEEN ? AND ?`,
      [WALKED, bandOf(origin.lat) - 3, bandOf(origin.lat) + 3],
    );
    expect(Number(walked.n)).toBeGreaterThan(DISTANCE_LIST_PER_PROVINCE);
    expect(people.some((p) => p.sigla !== WALKED && p.km <= KM)).toBe(true);
    expect(people.some((p) => p.sigla === WALKED && p.km > KM)).toBe(true);
  });

  it('bucket groups: inside the circle, in the normal order, blacklist applied', async () => {
    const found = await search(query);
    expect(found).toEqual(await expected('disponibilita'));
    // The fixture's own: the comuni near the radius and the band border found on their side, nobody hidden.
    for (const p of people)
      expect(found.includes(p.id!), p.name).toBe(
        p.km <= KM && !p.hides && (p.mobilita === 'italia' || p.sigla === home),
      );
  });

  it('the altri bucket: inside the circle, newest first', async () => {
    const found = await search(`${query}&bucket=altri`);
    expect(found).toEqual(await expected('altri'));
    for (const p of people)
      expect(found.includes(p.id!), p.name).toBe(
        p.km <= KM && !p.hides && p.mobilita === 'none' && p.sigla !== home,
      );
    for (const id of fillers) expect(found).toContain(id);
  });
});
