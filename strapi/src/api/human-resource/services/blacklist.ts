/**
 * Candidates hide themselves from companies by VAT number (hr_users.blacklisted_pivas, JSON [{piva}]).
 * JSON cannot be indexed the same way on SQLite and PostgreSQL, so the pairs are denormalised into
 * `hr_user_blacklist (hr_user_id, piva)`, indexed by piva, which the search excludes with NOT EXISTS.
 * Kept in sync by derived.ts.
 */
import type { Core } from '@strapi/strapi';
import { pivasOf } from '../../../catalog/profile-rules';
import { parseJsonColumn } from '../../../utils/json-column';
import type { DerivedTable } from '../../../utils/derived-table';

export const BLACKLIST_TABLE = 'hr_user_blacklist';

/** The pairs (candidate, VAT number), indexed by VAT number for the search's NOT EXISTS. */
export const blacklistTable: DerivedTable = {
  name: BLACKLIST_TABLE,
  columns: ['blacklisted_pivas'],
  version: 1,
  create: (table) => {
    table.integer('hr_user_id').notNullable();
    table.string('piva', 11).notNullable();
    table.primary(['piva', 'hr_user_id']);
    table.index(['hr_user_id'], `${BLACKLIST_TABLE}_user_ix`);
  },
  rowsOf: (hrUserId, source) =>
    pivasOf(parseJsonColumn(source.blacklisted_pivas)).map((piva) => ({ hr_user_id: hrUserId, piva })),
};

/** Whether the candidate hid themselves from companies with this VAT number. */
const isBlacklisted = async (strapi: Core.Strapi, hrUserId: number, piva: string | null) => {
  if (!piva) return false;
  const row = await strapi.db
    .connection(BLACKLIST_TABLE)
    .where({ hr_user_id: hrUserId, piva })
    .first('hr_user_id');
  return Boolean(row);
};

const blacklistService = ({ strapi }: { strapi: Core.Strapi }) => ({
  table: blacklistTable,
  isBlacklisted: (hrUserId: number, piva: string | null) => isBlacklisted(strapi, hrUserId, piva),
});

export type BlacklistService = ReturnType<typeof blacklistService>;

export default blacklistService;
