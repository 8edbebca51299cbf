/**
 * Candidates hide themselves from companies by VAT number (hr_users.blacklisted_pivas, JSON [{piva}]).
 * JSON cannot be indexed the same way on SQLite and PostgreSQL, so the pairs are denormalised into
 * `hr_user_blacklist (hr_user_id, piva)`, indexed by piva, which the search excludes with NOT EXISTS.
 *
 * Kept in sync by lifecycle hooks on every hr-user create/update/delete made through Strapi, and
 * rebuilt from the JSON column on every start (seed scripts and bulk inserts bypass the hooks).
 */
import type { Core } from '@strapi/strapi';

export const BLACKLIST_TABLE = 'hr_user_blacklist';
const HR_USER = 'api::hr-user.hr-user';
const PIVA = /^\d{11}$/;

/** The distinct, well-formed VAT numbers of a blacklisted_pivas value (JSON or its text). */
export const pivasOf = (value: unknown): string[] => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  const pivas = parsed
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { piva?: unknown }).piva : entry))
    .filter((piva): piva is string => typeof piva === 'string' && PIVA.test(piva.trim()))
    .map((piva) => piva.trim());
  return [...new Set(pivas)];
};

// Hooks run inside the caller's transaction when there is one (the seed writes in one): a nested
// strapi.db.transaction reuses it, where the bare connection would wait for SQLite's only connection.
const replaceFor = (strapi: Core.Strapi, hrUserId: number, value: unknown) =>
  strapi.db.transaction(async ({ trx }) => {
    await trx(BLACKLIST_TABLE).where({ hr_user_id: hrUserId }).delete();
    const rows = pivasOf(value).map((piva) => ({ hr_user_id: hrUserId, piva }));
    if (rows.length > 0) await trx(BLACKLIST_TABLE).insert(rows);
  });

export const setupBlacklist = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(BLACKLIST_TABLE))) {
    await knex.schema.createTable(BLACKLIST_TABLE, (table) => {
      table.integer('hr_user_id').notNullable();
      table.string('piva', 11).notNullable();
      table.primary(['piva', 'hr_user_id']);
      table.index(['hr_user_id'], `${BLACKLIST_TABLE}_user_ix`);
    });
  }

  // Rebuild: read only the column, in pages, so that 100k profiles do not sit in memory at once.
  await knex(BLACKLIST_TABLE).delete();
  const PAGE = 5000;
  for (let lastId = 0; ;) {
    const rows = (await knex('hr_users')
      .select('id', 'blacklisted_pivas')
      .where('id', '>', lastId)
      .whereNotNull('blacklisted_pivas')
      .orderBy('id')
      .limit(PAGE)) as Array<{ id: number; blacklisted_pivas: unknown }>;
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1].id;
    const pairs = rows.flatMap((row) =>
      pivasOf(row.blacklisted_pivas).map((piva) => ({ hr_user_id: row.id, piva })),
    );
    for (let i = 0; i < pairs.length; i += 400) await knex(BLACKLIST_TABLE).insert(pairs.slice(i, i + 400));
  }

  // Planner statistics, so that SQLite prefers walking ultima_modifica over low-selectivity indexes
  // (booleans, mobilita) for the search; PostgreSQL keeps its own statistics (autovacuum).
  if (strapi.db.dialect.client !== 'postgres') await knex.raw('ANALYZE');

  strapi.db.lifecycles.subscribe({
    models: [HR_USER],
    async afterCreate(event) {
      const result = event.result as { id?: number; blacklisted_pivas?: unknown } | undefined;
      if (result?.id) await replaceFor(strapi, result.id, result.blacklisted_pivas);
    },
    async afterUpdate(event) {
      const result = event.result as { id?: number; blacklisted_pivas?: unknown } | undefined;
      if (result?.id && 'blacklisted_pivas' in result) {
        await replaceFor(strapi, result.id, result.blacklisted_pivas);
      }
    },
    async afterDelete(event) {
      const result = event.result as { id?: number } | undefined;
      if (result?.id) await replaceFor(strapi, result.id, null);
    },
  });
};
