/**
 * The terms of each candidate's technical sheet (ticked options and extra texts, see catalog/scheda-tecnica/
 * terms.ts), one row per (term, candidate): the `scheda_tecnica` search filter reads them through the primary
 * key as a prefix range instead of scanning every sheet's JSON. Kept in sync by derived.ts.
 */
import { MAX_TERM_LENGTH, schedaTecnicaTerms } from '../../../catalog';
import type { DerivedTable } from '../../../utils/derived-table';

export const SHEET_TERMS_TABLE = 'hr_user_sheet_terms';

const parse = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

export const sheetTermsTable: DerivedTable = {
  name: SHEET_TERMS_TABLE,
  columns: ['scheda_tecnica'],
  version: 1,
  create: (table, { isPg }) => {
    // Byte order on PostgreSQL too, so that the prefix range below means "begins with" whatever the locale.
    if (isPg) table.specificType('term', `varchar(${MAX_TERM_LENGTH}) COLLATE "C"`).notNullable();
    else table.string('term', MAX_TERM_LENGTH).notNullable();
    table.integer('hr_user_id').notNullable();
    table.primary(['term', 'hr_user_id']);
    // "Does this candidate have a term beginning with w": one index seek per candidate.
    table.index(['hr_user_id', 'term'], `${SHEET_TERMS_TABLE}_user_ix`);
  },
  rowsOf: (hrUserId, source) =>
    schedaTecnicaTerms(parse(source.scheda_tecnica)).map((term) => ({ term, hr_user_id: hrUserId })),
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
