/**
 * Retention (issue 41 item 2): once a day, what the privacy policy promises to delete is deleted, with the periods
 * of catalog/privacy.ts (RETENTION) and the tables of the registry (personal-data.ts: every entry whose retention
 * is `days`). The run of a day is claimed in job_runs (utils/job-run.ts), so of N instances one does it; each kind
 * of record goes in batches of ids (BATCH rows read, then deleted), never all rows in memory. A crash halfway, or a
 * shutdown (which lets the batch in hand finish and reads no other, as every batched job: utils/batches.ts), leaves
 * the rest for the next day's run (each step only deletes what is past its limit, so running twice deletes nothing
 * more).
 *
 * - the tables with a `days` rule (visits, wizard drafts, rate-limit rows, job claims): rows past their limit;
 * - accounts never confirmed after RETENTION.unconfirmedAccountDays: erased like a self-service erasure
 *   (erasure.ts `eraseAccount`), without the e-mail (the address was never proved);
 * - inactive candidates: the last e-mail, then the erasure a notice period later (`inactiveCandidates`).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { RETENTION } from '../../../catalog/privacy';
import { isoDateInRome } from '../../../utils/dates';
import { runKey } from '../../job-run/services/job-run';
import { inactivityMail, mailContext, sendMail } from '../../../mail';
import { linkTable, type LinkMeta } from '../../../utils/link-table';
import { PERSONAL_DATA } from './personal-data';
import { inBatches } from '../../../utils/batches';
import { isDraining } from '../../../observability/shutdown';

const USER = 'plugin::users-permissions.user';
const HR_USER = 'api::hr-user.hr-user';
const DAY_MS = 86_400_000;
export const RETENTION_BATCH = 1000;

type Meta = { tableName: string; attributes: Record<string, { type?: string; columnName?: string }> };

export type RetentionReport = { claimed: boolean; deleted: Record<string, number>; notified?: number };

type InactiveTables = { users: string; link: LinkMeta; hrUsers: string; isPg: boolean };

/** A keyset walk: the rows of `query()` in `order` (columns never NULL in them), a batch at a time. */
export type Walk = { query: () => Knex.QueryBuilder; order: string[] };

/**
 * The inactivity rule's walks over the candidates' accounts (no sign-in and no profile update since `cutoff`):
 * `notice`, those not told yet, by id: every account is looked at, since the rule needs both the last sign-in (on the
 * account) and the last update (on the profile), and walking an index of the sign-in read far more (the accounts
 * signed in long ago whose profile is kept fresh, each joined to its profile; docs/performance.md "Retention at a
 * million"); `erasure`, those told before `noticeBefore` and inactive still, walked by the index
 * (avviso_inattivita_il, id) (bootstrap/indexes.ts): only the accounts due, not the table. The profile's condition is
 * written so that no index of `ultima_modifica` drives the query (SQLite took it and sorted a fifth of the table).
 * Exported for `npm run bench:retention`.
 */
export const inactiveWalks = (
  knex: Knex,
  { users, link, hrUsers, isPg }: InactiveTables,
  cutoff: Date,
  noticeBefore: Date,
): { notice: Walk[]; erasure: Walk[] } => {
  const cutoffDay = isoDateInRome(cutoff);
  const base = () =>
    knex(`${users} as u`)
      .join(`${link.name} as l`, `l.${link.inverseJoinColumn.name}`, 'u.id')
      .join(`${hrUsers} as h`, 'h.id', `l.${link.joinColumn.name}`)
      .where((q) =>
        q
          .where('u.ultimo_accesso', '<', cutoff)
          .orWhere((never) => never.whereNull('u.ultimo_accesso').andWhere('u.created_at', '<', cutoff)),
      )
      .andWhere((q) =>
        isPg
          ? q.whereNull('h.ultima_modifica').orWhere('h.ultima_modifica', '<', cutoffDay)
          : q.whereRaw("coalesce(h.ultima_modifica, '') < ?", [cutoffDay]),
      );
  return {
    notice: [{ query: () => base().whereNull('u.avviso_inattivita_il'), order: ['u.id'] }],
    erasure: [
      {
        query: () => base().where('u.avviso_inattivita_il', '<', noticeBefore),
        order: ['u.avviso_inattivita_il', 'u.id'],
      },
    ],
  };
};

/**
 * Reads `walk` a batch of RETENTION_BATCH rows at a time, each batch after the last row of the one before: a keyset
 * of several columns, where inBatches walks one id.
 */
export async function* batches<R>(
  walk: Walk,
  select: string[],
  stopping: () => boolean = isDraining,
): AsyncGenerator<R[]> {
  let last: unknown[] | null = null;
  const keys = walk.order.map((_, i) => `k${i}`);
  for (;;) {
    // As inBatches (utils/batches.ts): at shutdown the batch in hand is finished, the next one not read.
    if (stopping()) return;
    const query = walk.query();
    if (last)
      query.whereRaw(
        `(${walk.order.map(() => '??').join(', ')}) > (${walk.order.map(() => '?').join(', ')})`,
        [...walk.order, ...last],
      );
    const rows = (await query
      .orderBy(walk.order)
      .limit(RETENTION_BATCH)
      .select([...select, ...walk.order.map((column, i) => `${column} as ${keys[i]}`)])) as Array<
      R & Record<string, unknown>
    >;
    if (rows.length === 0) return;
    yield rows;
    const end = rows[rows.length - 1];
    last = keys.map((key) => end[key]);
  }
}

const retentionService = ({ strapi }: { strapi: Core.Strapi }) => {
  const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;

  /** The limit of a `days` rule as the column stores it: a YYYY-MM-DD string (visits' `giorno`) or a moment. */
  const limitOf = (meta: Meta, attribute: string, days: number, now: Date) => {
    const before = new Date(now.getTime() - days * DAY_MS);
    return meta.attributes[attribute]?.type === 'string' ? isoDateInRome(before) : before;
  };

  /** The ids of `table` after `afterId` that `where` keeps, a batch in ascending id, for inBatches. */
  const idBatch =
    (table: string, where: (query: Knex.QueryBuilder) => Knex.QueryBuilder) => async (afterId: number) => ({
      rows: (
        (await where(strapi.db.connection(table))
          .andWhere('id', '>', afterId)
          .orderBy('id')
          .limit(RETENTION_BATCH)
          .select('id')) as Array<{ id: number | string }>
      ).map((row) => ({ id: Number(row.id) })),
      limit: RETENTION_BATCH,
    });

  /** Deletes the rows of `uid` whose `attribute` is before the limit, a batch of ids at a time. */
  const purgeTable = async (uid: string, attribute: string, days: number, now: Date) => {
    const meta = metaOf(uid);
    const column = meta.attributes[attribute]?.columnName ?? attribute;
    const limit = limitOf(meta, attribute, days, now);
    let deleted = 0;
    await inBatches(
      idBatch(meta.tableName, (query) => query.where(column, '<', limit)),
      async (rows) => {
        const ids = rows.map((row) => row.id);
        deleted += Number(await strapi.db.connection(meta.tableName).whereIn('id', ids).delete());
      },
    );
    return deleted;
  };

  /** Accounts still unconfirmed past the limit, erased one account (one transaction) at a time. */
  const purgeUnconfirmed = async (now: Date) => {
    const meta = metaOf(USER);
    const before = new Date(now.getTime() - RETENTION.unconfirmedAccountDays * DAY_MS);
    const erasure = strapi.service('api::privacy.erasure');
    let erased = 0;
    await inBatches(
      idBatch(meta.tableName, (query) =>
        query
          .where('confirmed', false)
          .andWhere(meta.attributes.createdAt?.columnName ?? 'created_at', '<', before),
      ),
      async (rows) => {
        for (const { id } of rows) if (await erasure.eraseAccount(id, now, { mail: false })) erased += 1;
      },
    );
    return erased;
  };

  const linkOf = (uid: string, attribute: string) => linkTable(strapi, uid, attribute);

  /**
   * Inactive candidates (no sign-in and no profile update for RETENTION.inactiveCandidateMonths): the last e-mail
   * once (`avviso_inattivita_il`, set by a conditional UPDATE, so one instance sends it), then, when
   * RETENTION.inactiveCandidateNoticeDays later they have neither signed in (a sign-in clears the notice) nor
   * updated or confirmed their profile, the erasure of erasure.ts.
   */
  const inactiveCandidates = async (now: Date) => {
    const users = metaOf(USER).tableName;
    const link = linkOf(HR_USER, 'user');
    const cutoff = new Date(now);
    cutoff.setMonth(cutoff.getMonth() - RETENTION.inactiveCandidateMonths);
    const noticeBefore = new Date(now.getTime() - RETENTION.inactiveCandidateNoticeDays * DAY_MS);
    const walks = inactiveWalks(
      strapi.db.connection,
      {
        users,
        link,
        hrUsers: metaOf(HR_USER).tableName,
        isPg: strapi.db.dialect.client === 'postgres',
      },
      cutoff,
      noticeBefore,
    );
    const ctx = mailContext();
    let notified = 0;
    let erased = 0;
    type Row = { id: number | string; email: string; nome: string | null };
    for (const walk of walks.notice)
      for await (const rows of batches<Row>(walk, ['u.id', 'u.email', 'h.nome']))
        for (const row of rows) {
          const claimed = await strapi.db
            .connection(users)
            .where({ id: Number(row.id) })
            .whereNull('avviso_inattivita_il')
            .update({ avviso_inattivita_il: now });
          if (Number(claimed) !== 1) continue;
          try {
            await sendMail(
              strapi,
              row.email,
              await inactivityMail({ nome: row.nome ?? '', link: `${ctx.baseUrl}/` }, ctx),
              'inactivity',
            );
            notified += 1;
          } catch (error) {
            // Not told, not erased: the notice is given back and the next day's run sends it again.
            await strapi.db
              .connection(users)
              .where({ id: Number(row.id) })
              .update({ avviso_inattivita_il: null });
            strapi.log.error(`[privacy] inactivity e-mail not sent: ${(error as Error).message}`);
          }
        }
    const erasure = strapi.service('api::privacy.erasure');
    for (const walk of walks.erasure)
      for await (const rows of batches<{ id: number | string }>(walk, ['u.id']))
        for (const row of rows) if (await erasure.eraseAccount(Number(row.id), now)) erased += 1;
    return { notified, erased };
  };

  return {
    /** The day's run; `claimed: false` when another run (this instance or another) has it already. */
    async runDaily(now: Date = new Date()): Promise<RetentionReport> {
      if (
        !(await strapi
          .service('api::job-run.job-run')
          .claimRun(runKey('privacy-retention', isoDateInRome(now)), now))
      )
        return { claimed: false, deleted: {} };
      const deleted: Record<string, number> = {};
      for (const entry of PERSONAL_DATA) {
        if (entry.retention.kind !== 'days') continue;
        deleted[entry.uid] = await purgeTable(entry.uid, entry.retention.column, entry.retention.days, now);
      }
      deleted[USER] = await purgeUnconfirmed(now);
      const inactive = await inactiveCandidates(now);
      deleted[HR_USER] = inactive.erased;
      return { claimed: true, deleted, notified: inactive.notified };
    },
  };
};

export type RetentionService = ReturnType<typeof retentionService>;

export default retentionService;
