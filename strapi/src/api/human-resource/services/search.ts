/**
 * The candidate search as ONE SQL query (knex, SQLite and PostgreSQL): every filter of the search
 * filter set, the blacklist exclusion, the bucket ordering of decisions.md and the page (21 rows: the
 * 21st only tells that a next page exists). Only ids come back; the 20 cards are hydrated afterwards.
 * Technical-sheet words first cost one bounded count each, which picks the plan (see `SHEET_DRIVING_LIMIT`).
 */
import { observeSearch } from '../../../observability/metrics';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  PROVINCE,
  TITOLO_STUDIO_LADDER,
  etaSogliaNascita,
  isSet,
  placeNamesWithin,
  regioneOfProvincia,
  sheetWords,
  type DistanzaKm,
  type SearchFilters,
} from '../../../catalog';
import { isoDateInRome } from '../../../utils/dates';
import { BLACKLIST_TABLE } from './blacklist';
import { linkTable } from '../../../utils/link-table';
import { SHEET_TERMS_TABLE, SHEET_TERM_COPIES, prefixEnd } from './sheet-terms';
import {
  DISTANCE_LIST_LIMIT,
  DISTANCE_LIST_PER_PROVINCE,
  distanceOrigin,
  countsWithin,
  idsWithin,
  livesWithin,
  provincesNear,
  type DistanceOrigin,
} from './places';

export const PAGE_SIZE = 20;

export type SearchScope =
  | { kind: 'search' }
  | { kind: 'favourites' }
  // Sorted by the last change of the recruiter's pipeline (issue 43; the unlock itself at first). `ids`: only these
  // candidates (the pipeline's filters: stage, job post, who unlocked, PipelineService.matchingIds).
  | { kind: 'unlocked'; ids?: number[] }
  // The alerts (issue 11): every bucket, newest first. Recommended profiles take no bounds; the Alert Database
  // digest takes profiles whose ultima_modifica (an Italian date) falls in [modifiedFrom, modifiedTo], the Alert
  // New Profile notice those created after `createdAfter` and, when given, no later than `createdTo`.
  | { kind: 'alert'; modifiedFrom?: string; modifiedTo?: string; createdAfter?: Date; createdTo?: Date };

/** `provincia` and `citta`: the company's work place (its operating address when that is missing). */
export type SearchCompany = {
  id: number;
  piva: string | null;
  provincia: string | null;
  citta?: string | null;
};

type Meta = { tableName: string };

const provincesOfRegion = (sigla: string): string[] => {
  const regione = regioneOfProvincia(sigla);
  return regione ? PROVINCE.filter((p) => regioneOfProvincia(p.sigla) === regione).map((p) => p.sigla) : [];
};

const MOBILE_REGION = ['regione', 'italia', 'estero'];
const MOBILE_ITALY = ['italia', 'estero'];

// "Mobility italia or estero". On SQLite `|| ''` keeps the planner off the mobilita index: 40% of the rows
// match, and walking the ultima_modifica index until a page is full is far cheaper than fetching them all and
// sorting. PostgreSQL needs the bare column: it cannot estimate the expression, guessed 15 rows instead of
// 17,000 and sorted a sequential scan (30 ms) instead of walking an index (0.2 ms, docs/performance.md).
const italyWide = (isPg: boolean) =>
  isPg ? `u.mobilita IN ('italia', 'estero')` : `(u.mobilita || '') IN ('italia', 'estero')`;

/** "Mobility covers province P": lives there, or moves within its region, or anywhere in Italy. */
const covers = (qb: Knex.QueryBuilder, sigla: string, isPg: boolean) =>
  qb.where((w) => {
    w.where('u.provincia', sigla)
      .orWhere((r) => r.whereIn('u.provincia', provincesOfRegion(sigla)).whereIn('u.mobilita', MOBILE_REGION))
      .orWhereRaw(italyWide(isPg));
  });

type Where = (qb: Knex.QueryBuilder) => void;

/**
 * A set of candidates the page is drawn from: its condition, and whether a candidate living in province `sigla`
 * (hr_users.provincia as stored) can be in it, which spares the distance filter's parts of other provinces.
 */
type Group = { where: Where; mayHold: (sigla: string) => boolean };

const anyProvince = () => true;

/**
 * The bucket groups of decisions.md for the company's province P, disjoint: 1 lives in P (any mobility),
 * 2 lives elsewhere in P's region with mobility regione/italia/estero, 3 mobility italia/estero outside the
 * region. Without a province only group 3 exists.
 */
const bucketGroups = (sigla: string | null, isPg: boolean): Group[] => {
  if (!sigla) return [{ where: (qb) => qb.whereRaw(italyWide(isPg)), mayHold: anyProvince }];
  const region = provincesOfRegion(sigla).filter((p) => p !== sigla);
  const home = [sigla, ...region];
  return [
    { where: (qb) => qb.where('u.provincia', sigla), mayHold: (p) => p === sigla },
    {
      where: (qb) => qb.whereIn('u.provincia', region).whereIn('u.mobilita', MOBILE_REGION),
      mayHold: (p) => region.includes(p),
    },
    {
      where: (qb) =>
        qb
          .whereRaw(italyWide(isPg))
          .where((w) => w.whereNull('u.provincia').orWhereNotIn('u.provincia', home)),
      mayHold: (p) => !home.includes(p),
    },
  ];
};

/** The `altri` bucket: every candidate in none of the groups above (NULLs count as "no"). */
const othersOf = (sigla: string | null): Where => {
  const notItaly = (qb: Knex.QueryBuilder) =>
    qb.where((w) => w.whereNull('u.mobilita').orWhereNotIn('u.mobilita', MOBILE_ITALY));
  if (!sigla) return notItaly;
  const region = provincesOfRegion(sigla).filter((p) => p !== sigla);
  return (qb) =>
    notItaly(qb)
      .where((w) => w.whereNull('u.provincia').orWhereNot('u.provincia', sigla))
      .whereNot((w) =>
        w
          .whereNotNull('u.provincia')
          .whereNotNull('u.mobilita')
          .whereIn('u.provincia', region)
          .where('u.mobilita', 'regione'),
      );
};

const siNo = (qb: Knex.QueryBuilder, column: string, value: 'si' | 'no' | 'all') => {
  if (value === 'si') qb.where(column, true);
  if (value === 'no') qb.where((w) => w.where(column, false).orWhereNull(column));
};

/**
 * A sheet word found in at most this many candidates' sheets drives the query: its candidates are listed from the
 * term index and only they are checked and sorted (a rare word like "fanuc" would otherwise mean walking
 * thousands of profiles before a page is full). A commoner word is checked per candidate during the newest-first
 * walk, which then stops early (listing and sorting tens of thousands would be slower). See docs/performance.md.
 */
export const SHEET_DRIVING_LIMIT = 5000;

/**
 * With a competence lookup or a commuting circle also set, a word drives up to this many sheets: those filters are
 * checked by an index seek per candidate and may leave few of the word's candidates, which a newest-first walk
 * would look for among tens of thousands of profiles (2 areas + "fanuc", in 10,019 of 1,000,000 sheets: 175 ms p50
 * walking, docs/performance.md "One million (issue 29)"). Driving costs one read per candidate of the word whatever
 * the other filters leave, so it stays bounded.
 */
const SHEET_DRIVING_LIMIT_FILTERED = 15_000;

/** Candidates having a sheet term that begins with `word` (a prefix range on the primary key). */
const withTerm = (knex: Knex, word: string) =>
  knex(`${SHEET_TERMS_TABLE} as st`).where('st.term', '>=', word).where('st.term', '<', prefixEnd(word));

/** How many sheets hold `word`, counted no further than `cap` + 1. */
const sheetCount = async (knex: Knex, word: string, cap: number): Promise<number> => {
  const capped = withTerm(knex, word)
    .select(knex.raw('1'))
    .limit(cap + 1)
    .as('c');
  const row = (await knex.count({ n: '*' }).from(capped).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
};

/**
 * The commuting-distance filter (issue 25, places.ts) as disjoint parts, for the candidates of the provinces a
 * group may hold: each part is read as its own newest-first page and the pages are merged (`searchIds`).
 */
type DistanceParts = (mayHold: (sigla: string) => boolean) => Where[];

const NO_DISTANCE: DistanceParts = () => [() => {}];

/**
 * Candidates living within the radius of the origin (the filter's comune, else the company's work place) and,
 * with "disponibile a trasferirsi", whoever's mobility covers the origin's province (the `luogoLavoro` rule). An
 * origin that does not resolve: no distance filter. Without the mobile ones, the candidates inside the circle are
 * first counted by province from the grid index (places.ts), which picks each province's plan: few, their ids read
 * as a list; many, a walk of that province alone. A province with none inside is never read. When a rare sheet word
 * drives the query, its candidates are checked by primary key instead.
 */
const distanceFilter = async (
  knex: Knex,
  company: SearchCompany,
  filters: SearchFilters,
  isPg: boolean,
  wordDrives: boolean,
  derivedOr: DerivedOr | null,
): Promise<DistanceParts> => {
  const km = filters.distanza;
  const origin = km
    ? distanceOrigin({ citta: company.citta ?? null, provincia: company.provincia }, filters)
    : null;
  if (!km || !origin) return NO_DISTANCE;
  const inCircle: Where = (qb) => qb.whereExists(livesWithin(knex, origin, km));
  // While some candidates are not derived, each candidate is checked: by its places row when fresh, by its source
  // columns otherwise (derivedOr), in one part.
  const checked: Where = derivedOr
    ? (qb) => derivedOr(qb, inCircle, (s) => livesWithinBySource(s, origin, km))
    : inCircle;
  if (filters.distanzaMobili) {
    return () => [
      (qb) => qb.where((w) => w.where((d) => checked(d)).orWhere((m) => covers(m, origin.sigla, isPg))),
    ];
  }
  // A rare sheet word already lists the few candidates to check: each is checked by primary key.
  if (wordDrives || derivedOr) return () => [checked];
  const inside = (await countsWithin(knex, origin, km, DISTANCE_LIST_PER_PROVINCE)).sort(
    (p, q) => p[1] - q[1],
  );
  const listed: string[] = [];
  const walked: string[] = [];
  let total = 0;
  for (const [sigla, count] of inside) {
    if (count <= DISTANCE_LIST_PER_PROVINCE && total + count <= DISTANCE_LIST_LIMIT) {
      listed.push(sigla);
      total += count;
    } else walked.push(sigla);
  }
  const ids = await idsWithin(knex, origin, km, isPg, listed);
  return (mayHold) => {
    // A literal list: both planners then know how few rows it is and fetch them by primary key, then sort.
    const list = listed.filter(mayHold).flatMap((sigla) => ids.get(sigla) ?? []);
    return [
      ...(list.length > 0 ? [(qb: Knex.QueryBuilder) => qb.whereIn('u.id', list)] : []),
      ...walked
        .filter(mayHold)
        .map(
          (sigla) => (qb: Knex.QueryBuilder) =>
            qb.where('u.provincia', sigla).whereExists(livesWithin(knex, origin, km)),
        ),
    ];
  };
};

/**
 * The fallbacks on the source columns, for candidates whose derived rows are not fresh while derived.ts catches
 * up (decisions.md "Derived tables caught up in the background"). Each errs on the safe side, never the other.
 */
/** Lives within `km` of `origin`: the pair (provincia, citta) names a comune of the circle (catalog). */
const livesWithinBySource = (qb: Knex.QueryBuilder, origin: DistanceOrigin, km: DistanzaKm) => {
  const pairs = placeNamesWithin(origin, km);
  if (pairs.length === 0) return qb.whereRaw('1 = 0');
  return qb.whereRaw(
    `(u.provincia, lower(trim(u.citta))) IN (VALUES ${pairs.map(() => '(?, ?)').join(', ')})`,
    pairs.flat(),
  );
};

/** Has not blacklisted `piva`: the VAT number nowhere in the JSON (pivasOf would trim or refuse some: excluded). */
const notBlacklistedBySource = (qb: Knex.QueryBuilder, piva: string) =>
  qb.whereRaw(`coalesce(CAST(u.blacklisted_pivas AS TEXT), '') NOT LIKE ?`, [`%${piva}%`]);

/**
 * The sheet's JSON holds `word` (folded, letters and digits only, so no LIKE wildcard) anywhere: any letter that
 * has accented forms matches any one character, so "qualita" finds "Qualità". A superset of the terms' rule (the
 * middle of a word, a JSON key also match): a not-yet-derived candidate may be shown for a word, never hidden.
 */
const ACCENTED = /[aeiouycnsz]/g;
const hasWordBySource = (qb: Knex.QueryBuilder, word: string) =>
  qb.whereRaw(`lower(coalesce(CAST(u.scheda_tecnica AS TEXT), '')) LIKE ?`, [
    `%${word.replace(ACCENTED, '_')}%`,
  ]);

/** "Candidate `idColumn` has a sheet term beginning with `word`": one seek of the (hr_user_id, term) index. */
const hasTerm = (knex: Knex, word: string, idColumn: string) =>
  withTerm(knex, word).select(knex.raw('1')).whereRaw(`st.hr_user_id = ${idColumn}`);

/** Applies `byDerived` to candidates with fresh derived rows and `bySource` to the others (derived.ts). */
type DerivedOr = (qb: Knex.QueryBuilder, byDerived: Where, bySource: Where) => void;

export const chiave = (companyId: number, hrUserId: number | string) => `${companyId}:${hrUserId}`;

/**
 * `sheetDrivingLimit`: test hooks only (search-plan), a lower driving limit, so that a word of the 50,000-clone table
 * counts as common. `countUpTo`: count the matches, no further than this + 1, instead of reading a page (the alert
 * wizard's "how many today", issue 39 item 7): the same conditions, each part read without order and bounded.
 */
export type SearchOptions = { sheetDrivingLimit?: number; countUpTo?: number };

/**
 * What drives a search's query (docs/performance.md "Search at a million"), the label of its duration metric:
 * a rare sheet word's candidates (`word`), the commuting circle's (`circle`), the lookups' seeks over the newest
 * (`lookups`), the newest-first scan alone (`newest`), the source columns while candidates are being derived
 * (`source`), or nothing to run (`none`: a value or word no candidate has).
 */
export type SearchPlan = 'word' | 'circle' | 'lookups' | 'newest' | 'source' | 'none';

const searchIds = async (
  strapi: Core.Strapi,
  company: SearchCompany,
  filters: SearchFilters,
  scope: SearchScope,
  { sheetDrivingLimit = SHEET_DRIVING_LIMIT, countUpTo }: SearchOptions = {},
): Promise<{ ids: number[]; hasNext: boolean; plan: SearchPlan; count?: number }> => {
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  // Until this instance has seen every candidate derived, the candidates without fresh derived rows are checked
  // on their source columns (the slower plan); afterwards the derived tables alone.
  const derived = strapi.service('api::human-resource.derived');
  const fresh = derived.allDerived() ? null : derived.freshSql();
  const derivedOr: DerivedOr = (qb, byDerived, bySource) => {
    if (!fresh) {
      byDerived(qb);
      return;
    }
    qb.where((w) =>
      w
        .where((d) => {
          d.whereRaw(fresh.sql, fresh.bindings);
          byDerived(d);
        })
        .orWhere((o) => {
          o.whereRaw(`NOT ${fresh.sql}`, fresh.bindings);
          bySource(o);
        }),
    );
  };
  const keyPrefix = `${company.id}:`;
  // chiave = '<company id>:<hr_user id>' is the unique key of unlocks and favourites (indexed).
  const keyOf = isPg ? `CAST(? AS VARCHAR) || CAST(u.id AS VARCHAR)` : `? || u.id`;

  // The lookup filters (competence areas, IT skills) as the ids of their values, read first from the small lookup
  // tables: the candidate's check is then one seek of its link table's (candidate, value) index, where a join to
  // the lookup table per link row cost as much again (2 areas + a word at 1,000,000: docs/performance.md).
  const lookups: Array<{ lnk: ReturnType<typeof linkTable>; ids: number[] }> = [];
  for (const [attribute, targetUid, values] of [
    ['aree_di_competenza', 'api::aree-di-competenza.aree-di-competenza', filters.aree_di_competenza],
    [
      'conoscenze_informatiche',
      'api::conoscenze-informatiche.conoscenze-informatiche',
      filters.conoscenze_informatiche,
    ],
  ] as const) {
    if (values.length === 0) continue;
    const target = (strapi.db.metadata.get(targetUid) as unknown as Meta).tableName;
    const rows = (await knex(target).select('id').whereIn('value', values)) as Array<{ id: number | string }>;
    // No known value: no candidate has it.
    if (rows.length === 0) return { ids: [], hasNext: false, plan: 'none' };
    lookups.push({
      lnk: linkTable(strapi, 'api::hr-user.hr-user', attribute),
      ids: rows.map((row) => Number(row.id)),
    });
  }

  // The commuting circle, when it is one (not with the mobile ones: their rule takes in whole regions).
  const circle =
    filters.distanza > 0 &&
    !filters.distanzaMobili &&
    distanceOrigin({ citta: company.citta ?? null, provincia: company.provincia }, filters) !== null;

  // The rarest sheet word drives the query when it is rare enough; a word in no sheet means no result. Not while
  // some candidates are not derived: their words are not in the term index yet.
  let drivingWord: string | null = null;
  const words = sheetWords(filters);
  const limit =
    lookups.length > 0 || circle
      ? Math.max(sheetDrivingLimit, SHEET_DRIVING_LIMIT_FILTERED)
      : sheetDrivingLimit;
  let fewest = limit + 1;
  for (const word of fresh ? [] : words) {
    const count = await sheetCount(knex, word, limit);
    if (count === 0) return { ids: [], hasNext: false, plan: 'none' };
    if (count < fewest) {
      fewest = count;
      drivingWord = word;
    }
  }

  const distance = await distanceFilter(
    knex,
    company,
    filters,
    isPg,
    drivingWord !== null,
    fresh ? derivedOr : null,
  );

  // The filters on hr_users' columns that the term rows do not carry (sheet-terms.ts `SHEET_TERM_COPIES`), each
  // listed only when set: without any, a driving word's set is read from the term rows alone (`driven`).
  const wideFilters: Where[] = [];
  if (filters.eta !== 'all') {
    const soglia = etaSogliaNascita(isoDateInRome());
    wideFilters.push((qb) =>
      filters.eta === 'under35' ? qb.where('u.nascita', '>', soglia) : qb.where('u.nascita', '<=', soglia),
    );
  }
  if (filters.titoloStudio > 0) {
    // "At least this level": any rung of the ladder from the top down to it.
    const rungs = TITOLO_STUDIO_LADDER.filter((rung) => rung.level >= filters.titoloStudio);
    wideFilters.push((qb) =>
      qb.where((w) => {
        for (const rung of rungs) w.orWhereIn(`u.${rung.field}`, rung.values);
      }),
    );
  }
  if (isSet(filters.esperienza)) wideFilters.push((qb) => qb.where('u.esperienza', filters.esperienza));
  const { residenza } = filters;
  if (residenza) wideFilters.push((qb) => qb.whereRaw('lower(u.citta) = ?', [residenza.toLowerCase()]));
  if (isSet(filters.occupazione)) wideFilters.push((qb) => qb.where('u.occupazione', filters.occupazione));
  if (isSet(filters.qualifica)) wideFilters.push((qb) => qb.where('u.qualifica', filters.qualifica));
  for (const [column, value] of [
    ['u.incentivi_assunzione', filters.incentivi],
    ['u.categorie_protette', filters.categoriaProtetta],
    ['u.automunito_bool', filters.automunito],
  ] as const)
    if (value !== 'all') wideFilters.push((qb) => siNo(qb, column, value));

  /**
   * Every filter on the candidate's own columns and the blacklist exclusion, on `u` (hr_users, or a driving word's
   * term rows when `wideFilters` is empty: then only the carried columns are named here).
   */
  const own = (qb: Knex.QueryBuilder) => {
    // A candidate whose contacts must be verified (credit guarantee, issue 26) is in no search or alert; the
    // company's own lists (favourites, unlocked) keep them.
    if (scope.kind === 'search' || scope.kind === 'alert')
      strapi
        .service('api::guarantee-report.guarantee-report')
        .withoutUnverifiedContacts(qb, 'u.contatti_da_verificare');

    const piva = company.piva;
    if (piva) {
      derivedOr(
        qb,
        (d) =>
          d.whereNotExists(
            knex(BLACKLIST_TABLE)
              .select(knex.raw('1'))
              .whereRaw(`${BLACKLIST_TABLE}.hr_user_id = u.id`)
              .andWhere(`${BLACKLIST_TABLE}.piva`, piva),
          ),
        (s) => notBlacklistedBySource(s, piva),
      );
    }

    // Filters.
    if (isSet(filters.luogoLavoro)) covers(qb, filters.luogoLavoro, isPg);
    if (filters.provincia) qb.where('u.provincia', filters.provincia);
    if (isSet(filters.mobilita)) qb.where('u.mobilita', filters.mobilita);
    for (const filter of wideFilters) filter(qb);
    return qb;
  };

  /**
   * A fresh query on hr_users with every filter and the blacklist exclusion applied; without `withProbes`, the
   * per-candidate index checks are left out (`probes`).
   */
  const base = (withProbes = true) => {
    const qb = own(knex('hr_users as u'));
    if (drivingWord !== null) qb.whereIn('u.id', withTerm(knex, drivingWord).select('st.hr_user_id'));
    if (withProbes) probes(qb);
    return qb;
  };

  /**
   * The conditions checked by an index seek per candidate (the lookups' link rows, the words' term rows): of a
   * driving word's set they are checked only while a group's newest-first read fills its page (see `driven` below).
   */
  const probes = (qb: Knex.QueryBuilder) => {
    for (const { lnk, ids } of lookups)
      qb.whereExists(
        knex(`${lnk.name} as l`)
          .select(knex.raw('1'))
          .whereRaw(`l.${lnk.joinColumn.name} = u.id`)
          .whereIn(`l.${lnk.inverseJoinColumn.name}`, ids),
      );

    // Each word must begin a term of the candidate's sheet (decisions.md, catalog/scheda-tecnica/terms.ts); the
    // driving one lists the candidates (`base`).
    for (const word of words) {
      if (word !== drivingWord)
        derivedOr(
          qb,
          (d) => d.whereExists(hasTerm(knex, word, 'u.id')),
          (s) => hasWordBySource(s, word),
        );
    }
  };

  // One row more than a page tells whether there is a next page, without counting every match: a count
  // would visit all of them, where the ordered scans below stop after a page (see docs/performance.md).
  const offset = (filters.page - 1) * PAGE_SIZE;
  // Newest first. SQLite already puts NULLs last in DESC order and needs the bare column to walk the
  // ultima_modifica index (knex's NULLS LAST emulation is an expression, which forces a sort of every match).
  const newestFirst = (qb: Knex.QueryBuilder, column: string) =>
    (isPg ? qb.orderBy(column, 'desc', 'last') : qb.orderBy(column, 'desc')).orderBy('u.id', 'desc');

  // The groups the page is drawn from, in order, and the column it is sorted on (newest first).
  let groups: Group[];
  let column = 'u.ultima_modifica';
  if (scope.kind === 'search' && filters.bucket === 'disponibilita') {
    groups = bucketGroups(company.provincia, isPg);
  } else if (scope.kind === 'search') {
    // othersOf keeps nobody of the company's province (a part of it would read the whole province for nothing).
    groups = [{ where: othersOf(company.provincia), mayHold: (p) => p !== company.provincia }];
  } else if (scope.kind === 'alert') {
    const { modifiedFrom, modifiedTo, createdAfter, createdTo } = scope;
    const where: Where = (qb) => {
      if (modifiedFrom) qb.where('u.ultima_modifica', '>=', modifiedFrom);
      if (modifiedTo) qb.where('u.ultima_modifica', '<=', modifiedTo);
      if (createdAfter) qb.where('u.created_at', '>', createdAfter);
      if (createdTo) qb.where('u.created_at', '<=', createdTo);
    };
    groups = [{ where, mayHold: anyProvince }];
  } else if (scope.kind === 'favourites') {
    const where: Where = (qb) =>
      qb.whereExists(
        knex('favourites as f').select(knex.raw('1')).whereRaw(`f.chiave = ${keyOf}`, [keyPrefix]),
      );
    groups = [{ where, mayHold: anyProvince }];
  } else {
    // Sorted by the pipeline's last change (issue 43), the unlock's moment until the first change.
    column = 'k.aggiornato_il';
    const ids = scope.ids;
    groups = [
      {
        where: (qb) => {
          qb.joinRaw(`JOIN unlocks k ON k.chiave = ${keyOf}`, [keyPrefix]);
          if (ids) qb.whereIn('u.id', ids.length ? ids : [0]);
        },
        mayHold: anyProvince,
      },
    ];
  }

  // A province filter leaves out the groups that cannot hold its candidates: an empty group is still a read, and
  // PostgreSQL planned it as a bitmap of the whole province and a sort (docs/performance.md "One million").
  const { provincia } = filters;
  if (provincia) groups = groups.filter((group) => group.mayHold(provincia));

  // A driving word's candidates are read once: every condition but the bucket group's and the per-candidate seeks
  // (`drivenGroup`) is applied to them in one materialized set (`driven`) that carries the groups' and the order's
  // columns, and each group reads that set.
  // Each group read them by primary key before, the wide hr_users rows three times over (docs/performance.md "One
  // million"). With a driving word the distance filter is one per-candidate check (`distanceFilter`). PostgreSQL
  // only: SQLite, at 100,000, was slower with the set (area + scheda tecnica + entro 50 km 13 -> 21 ms p50).
  const distanceOnce = isPg && drivingWord !== null && scope.kind === 'search' ? distance(anyProvince) : [];
  let driven: Knex.QueryBuilder | null = null;
  if (distanceOnce.length === 1 && drivingWord !== null) {
    // Read from the word's term rows alone when they carry every column the set is filtered on: one range of the
    // term index (its entries carry the copies) instead of a seek of hr_users per candidate of the word (10,019 for
    // "fanuc" at 1,000,000: about 45 ms, docs/performance.md "The walked columns carried in the term rows"). A
    // candidate may have several terms beginning with the word: each once (its copies are the same in every row).
    const source =
      wideFilters.length === 0
        ? own(
            knex.from(
              withTerm(knex, drivingWord)
                .distinct('st.hr_user_id as id', ...SHEET_TERM_COPIES.map((column) => `st.${column}`))
                .as('u'),
            ),
          )
        : base(false);
    driven = source.select('u.id', 'u.provincia', 'u.mobilita', 'u.ultima_modifica');
    // With the commuting circle, only the provinces that reach into its box: the groups then walk no candidate of a
    // province the circle cannot hold (the rest of Italy, 3,137 of "fanuc"'s candidates for 50 km round Milano, each
    // checked by two seeks for 9 inside).
    const origin = circle
      ? distanceOrigin({ citta: company.citta ?? null, provincia: company.provincia }, filters)
      : null;
    if (origin && filters.distanza)
      driven.whereIn('u.provincia', await provincesNear(knex, origin, filters.distanza));
  }
  const withDriven = (qb: Knex.QueryBuilder) => (driven ? qb.withMaterialized('driven', driven) : qb);

  /**
   * A bucket group of the driven set, newest first, with the per-candidate checks (`probes`, the circle) applied
   * only as the page fills: the sorted read is fenced (`OFFSET 0`, kept by PostgreSQL as a subquery), so they run
   * above the sort and stop at the page's last row, where in the set they ran for each of the word's candidates (2
   * areas + "fanuc" at 1,000,000: 10,019 seeks of the link table for a page, docs/performance.md). Without such
   * checks the group is read as it is, its top rows sorted.
   */
  const seeksPerCandidate =
    lookups.length > 0 || words.some((word) => word !== drivingWord) || distance !== NO_DISTANCE;
  const drivenGroup = (group: Group): Knex.QueryBuilder => {
    if (!seeksPerCandidate) {
      const qb = knex('driven as u');
      group.where(qb);
      return qb;
    }
    const sorted = knex('driven as u').select('u.*');
    group.where(sorted);
    // knex drops a numeric `offset(0)`; a raw one is written (its typings take numbers only).
    const fence = knex.raw('0') as unknown as number;
    const qb = knex.from(newestFirst(sorted, column).offset(fence).as('u'));
    probes(qb);
    distanceOnce[0](qb);
    return qb;
  };

  // Every (group, distance part) pair is one ordered, bounded scan; several are merged by UNION ALL (no sort of
  // every match).
  const parts = groups.flatMap((group, k) =>
    driven
      ? [{ grp: k + 1, qb: drivenGroup(group) }]
      : distance(group.mayHold).map((part) => {
          const qb = base();
          group.where(qb);
          part(qb);
          return { grp: k + 1, qb };
        }),
  );
  if (countUpTo !== undefined) {
    // The parts are disjoint (like the page's UNION ALL); each is bounded, then the whole.
    const bounded = parts.map(({ qb }, k) =>
      knex.select('*').from(
        qb
          .select('u.id')
          .limit(countUpTo + 1)
          .as(`p${k}`),
      ),
    );
    let count = 0;
    if (bounded.length > 0) {
      const [first, ...others] = bounded;
      if (others.length > 0) first.unionAll(others);
      const row = (await withDriven(knex.count({ n: '*' }))
        .from(
          knex
            .select('*')
            .from(first.as('t'))
            .limit(countUpTo + 1)
            .as('c'),
        )
        .first()) as { n: number | string } | undefined;
      count = Number(row?.n ?? 0);
    }
    return { ids: [], hasNext: false, plan: 'none', count };
  }

  let rows: Array<{ id: number }>;
  if (parts.length === 0) {
    rows = [];
  } else if (parts.length === 1) {
    rows = await withDriven(newestFirst(parts[0].qb.select('u.id'), column))
      .limit(PAGE_SIZE + 1)
      .offset(offset);
  } else {
    const [first, ...others] = parts.map(({ grp, qb }, k) =>
      knex.select('*').from(
        newestFirst(qb.select('u.id', `${column} as um`, knex.raw(`${grp} as grp`)), column)
          .limit(offset + PAGE_SIZE + 1)
          .as(`p${k}`),
      ),
    );
    first.unionAll(others);
    rows = await withDriven(knex.select('t.id'))
      .from(first.as('t'))
      .orderBy('t.grp', 'asc')
      // Not knex's nulls option on SQLite: its emulation there is `(um IS NULL) DESC` alone, which drops the
      // date (pages ordered by id, repeats across pages) and puts NULLs first. SQLite's DESC is already NULLS LAST.
      .orderBy('t.um', 'desc', ...(isPg ? (['last'] as const) : []))
      .orderBy('t.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset(offset);
  }

  const ids = rows.map((row) => Number(row.id));
  const plan: SearchPlan = fresh
    ? 'source'
    : drivingWord !== null
      ? 'word'
      : circle
        ? 'circle'
        : lookups.length > 0
          ? 'lookups'
          : 'newest';
  return { ids: ids.slice(0, PAGE_SIZE), hasNext: ids.length > PAGE_SIZE, plan };
};

const searchService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One page of candidate ids for this company, filter set and scope (the 21st row only sets hasNext). */
  async searchIds(
    company: SearchCompany,
    filters: SearchFilters,
    scope: SearchScope,
    options?: SearchOptions,
  ) {
    const started = performance.now();
    const result = await searchIds(strapi, company, filters, scope, options);
    observeSearch(scope.kind, result.plan, (performance.now() - started) / 1000);
    return result;
  },

  /** How many candidates the search finds for this company, filter set and scope, counted no further than cap + 1. */
  async countIds(company: SearchCompany, filters: SearchFilters, scope: SearchScope, cap: number) {
    const result = await searchIds(strapi, company, filters, scope, { countUpTo: cap });
    return Math.min(result.count ?? 0, cap + 1);
  },
});

export type SearchService = ReturnType<typeof searchService>;

export default searchService;
