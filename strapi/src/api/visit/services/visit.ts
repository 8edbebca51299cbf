// Visit counters (docs/decisions.md "Visit counters"): a company's logo clicks (`visite_azienda`), a candidate's
// card shown in a company's search (`visite_profilo`) and profile opened by a company (`visite_profilo_esteso`).
// Each counts at most once per visitor, visited and day in Italy: one row per (tipo, visitatore, visitato, giorno)
// in `visite`, unique (bootstrap/indexes.ts). One set-based INSERT ... ON CONFLICT DO NOTHING RETURNING tells which
// rows are new, and only those add 1 to the counter, in the same transaction: SQLite and PostgreSQL alike, any
// number of instances. A read first skips the write when every id was already counted today (it decides nothing:
// the INSERT does).
import { boundTo } from '../../../utils/bound';
import type { Core } from '@strapi/strapi';
import { isoDateInRome } from '../../../utils/dates';

export type VisitKind = 'azienda' | 'profilo' | 'profilo_esteso';

/**
 * The rows that are also the candidate's weekly activity (issue 42, api/avviso-candidato/services/activity.ts): a
 * company opening the profile (`profilo_esteso`) and the candidate's own 'Mi interessa' (`interesse`, visitatore =
 * the hr_user, visitato = the post). Every visit row is kept RETENTION.technicalRecordDays (90, catalog/privacy.ts,
 * removed by the retention job), longer than the 8 whole weeks and this one that the activity panel reads.
 */
export const ACTIVITY_KINDS = ['profilo_esteso', 'interesse'] as const;

/** Where each kind of visit is counted: the visited row's content type and counter attribute. */
const COUNTERS: Record<VisitKind, { uid: string; attribute: string }> = {
  azienda: { uid: 'api::hr-company.hr-company', attribute: 'visite_azienda' },
  profilo: { uid: 'api::hr-user.hr-user', attribute: 'visite_profilo' },
  profilo_esteso: { uid: 'api::hr-user.hr-user', attribute: 'visite_profilo_esteso' },
};

const VISITS = 'api::visit.visit';

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };

const metaOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
const column = (meta: Meta, attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  Array.isArray(result) ? result : ((result as { rows?: Array<Record<string, unknown>> }).rows ?? []);

/**
 * Counts one visit of `visitor` to each of `visited` (row ids) for today in Italy; answers the ids that were
 * counted now (those not yet visited today by this visitor). Duplicate ids count once.
 */
async function countVisits(
  strapi: Core.Strapi,
  kind: VisitKind,
  visitor: number,
  visited: number[],
  now: Date = new Date(),
): Promise<number[]> {
  const ids = [...new Set(visited.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (ids.length === 0 || !Number.isSafeInteger(visitor) || visitor <= 0) return [];
  const giorno = isoDateInRome(now);
  const visits = metaOf(strapi, VISITS);
  const target = metaOf(strapi, COUNTERS[kind].uid);
  const counter = column(target, COUNTERS[kind].attribute);
  const [tipo, visitatore, visitato, day] = ['tipo', 'visitatore', 'visitato', 'giorno'].map((name) =>
    column(visits, name),
  );
  const knex = strapi.db.connection;
  // Read first: a company paging and refining its search within a day is shown mostly cards it has already seen
  // today, and finding that out needs no write transaction (a commit, an fsync on SQLite: 3-4 ms of every search,
  // docs/performance.md). Only the ids not seen yet go to the INSERT, which still decides alone under races.
  const seen = new Set(
    (
      await knex(visits.tableName)
        .where({ [tipo]: kind, [visitatore]: visitor, [day]: giorno })
        .whereIn(visitato, ids)
        .select(visitato)
    ).map((row: Record<string, unknown>) => Number(row[visitato])),
  );
  const unseen = ids.filter((id) => !seen.has(id));
  if (unseen.length === 0) return [];
  return knex.transaction(async (trx) => {
    const inserted = await trx.raw(
      `INSERT INTO ?? (??, ??, ??, ??) VALUES ${unseen.map(() => '(?, ?, ?, ?)').join(', ')}
       ON CONFLICT (??, ??, ??, ??) DO NOTHING RETURNING ?? AS visitato`,
      [
        visits.tableName,
        tipo,
        visitatore,
        visitato,
        day,
        ...unseen.flatMap((id) => [kind, visitor, id, giorno]),
        tipo,
        visitatore,
        visitato,
        day,
        visitato,
      ],
    );
    const fresh = rowsOf(inserted).map((row) => Number(row.visitato));
    if (fresh.length > 0) {
      await trx(target.tableName)
        .whereIn('id', fresh)
        .update({ [counter]: trx.raw('COALESCE(??, 0) + 1', [counter]) });
    }
    return fresh;
  });
}

/** The candidate `hrUserId` answered 'Mi interessa' to the post `postId` today (once a day, any instance). */
async function recordInterest(
  strapi: Core.Strapi,
  hrUserId: number,
  postId: number,
  now: Date = new Date(),
): Promise<void> {
  const visits = metaOf(strapi, VISITS);
  const [tipo, visitatore, visitato, giorno] = ['tipo', 'visitatore', 'visitato', 'giorno'].map((name) =>
    column(visits, name),
  );
  await strapi.db
    .connection(visits.tableName)
    .insert({ [tipo]: 'interesse', [visitatore]: hrUserId, [visitato]: postId, [giorno]: isoDateInRome(now) })
    .onConflict([tipo, visitatore, visitato, giorno])
    .ignore();
}

/** Reached as `strapi.service('api::visit.visit')`. */
const visitService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { countVisits, recordInterest });

export type VisitService = ReturnType<typeof visitService>;

// No core CRUD service: no route of the content API reaches these records.
export default visitService;
