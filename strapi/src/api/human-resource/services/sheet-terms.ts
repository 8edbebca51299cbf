/**
 * The terms of each candidate's technical sheet (ticked options and extra texts, see catalog/scheda-tecnica/
 * terms.ts), one row per (term, candidate): the `scheda_tecnica` search filter reads them through the (term,
 * hr_user_id) index as a prefix range instead of scanning every sheet's JSON. Kept in sync by derived.ts.
 *
 * Each row also carries copies of the candidate's columns that a rare word's set needs (`SHEET_TERM_COPIES`: the
 * bucket groups', the order's and the contact check), stored in the index on PostgreSQL: the word's candidates are
 * then one index range, with no seek of hr_users per candidate (search.ts `driven`, docs/performance.md "The
 * walked columns carried in the term rows"). A database trigger keeps the copies through every write of hr_users
 * (derived.ts `copies`).
 */
import { MAX_TERM_LENGTH, schedaTecnicaTerms } from '../../../catalog';
import type { DerivedTable } from '../../../utils/derived-table';
import { parseJsonColumn } from '../../../utils/json-column';

/**
 * The table's name carries its layout (derived.ts creates a table once and never alters it): v2 added the copies.
 * The tables of earlier layouts are dropped after the catch-up.
 */
export const SHEET_TERMS_TABLE = 'hr_user_sheet_terms_v2';

/** The hr_users columns copied into every term row of the candidate, under the same names. */
export const SHEET_TERM_COPIES = [
  'provincia',
  'mobilita',
  'ultima_modifica',
  'contatti_da_verificare',
] as const;

export const sheetTermsTable: DerivedTable = {
  name: SHEET_TERMS_TABLE,
  columns: ['scheda_tecnica', ...SHEET_TERM_COPIES],
  copies: SHEET_TERM_COPIES,
  retired: ['hr_user_sheet_terms'],
  version: 1,
  create: (table, { isPg }) => {
    // Byte order on PostgreSQL too, so that the prefix range below means "begins with" whatever the locale.
    if (isPg) table.specificType('term', `varchar(${MAX_TERM_LENGTH}) COLLATE "C"`).notNullable();
    else table.string('term', MAX_TERM_LENGTH).notNullable();
    table.integer('hr_user_id').notNullable();
    // The copies, typed as in hr_users (the search compares and sorts them as it does hr_users' own).
    table.string('provincia');
    table.string('mobilita');
    table.date('ultima_modifica');
    table.boolean('contatti_da_verificare');
    // "Does this candidate have a term beginning with w": one index seek per candidate.
    table.index(['hr_user_id', 'term'], `${SHEET_TERMS_TABLE}_user_ix`);
  },
  indexes: [
    // The key (`indexes`, since knex cannot declare the INCLUDE), carrying the copies on PostgreSQL: a word's range is
    // read from the index alone.
    {
      name: `${SHEET_TERMS_TABLE}_term_ix`,
      columns: ['term', 'hr_user_id'],
      unique: true,
      include: SHEET_TERM_COPIES,
    },
  ],
  rowsOf: (hrUserId, source) => {
    const copies = Object.fromEntries(SHEET_TERM_COPIES.map((column) => [column, source[column] ?? null]));
    return schedaTecnicaTerms(parseJsonColumn(source.scheda_tecnica)).map((term) => ({
      term,
      hr_user_id: hrUserId,
      ...copies,
    }));
  },
  // A word's prefix range is estimated from the most common terms' counts: with the default 100 of them, a word in
  // 10,019 of 16 million rows was estimated at 1 row, and PostgreSQL drove every query with it from its candidates
  // (three times, once per bucket group) instead of walking the newest first (docs/performance.md "One million").
  statistics: { column: 'term', target: 1000 },
};

/**
 * The first string after every string that begins with `prefix`, in code point order (SQLite's BINARY collation,
 * the "C" collation of the PostgreSQL column): terms in [prefix, prefixEnd(prefix)) are those beginning with it.
 */
export const prefixEnd = (prefix: string): string => {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return chars.join('') + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
};

const sheetTermsService = () => ({ table: sheetTermsTable });

export type SheetTermsService = ReturnType<typeof sheetTermsService>;

export default sheetTermsService;
