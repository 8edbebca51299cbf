// The definition of one table derived from hr_users (blacklist, sheet terms, places): the shape derived.ts keeps
// fresh. Its own file so that the table definitions and derived.ts, which lists them, do not import each other.
import type { Knex } from 'knex';

export type DerivedTable = {
  name: string;
  /** hr_users columns the rows are computed from. */
  columns: readonly string[];
  /**
   * hr_users columns copied as they are into every row of the candidate, under the same names (also in `columns`,
   * written by `rowsOf`). Besides the hooks, a database trigger on hr_users refreshes them in the writer's own
   * statement, so that writes around the hooks (a query-engine `updateMany`, raw SQL) cannot leave them stale.
   */
  copies?: readonly string[];
  /** Names of the table's earlier layouts: dropped once the catch-up has derived every candidate in this one. */
  retired?: readonly string[];
  /** Bump when the rows computed from the same data change (e.g. a new tokenizer): every candidate is redone. */
  version: number;
  create: (table: Knex.CreateTableBuilder, dialect: { isPg: boolean }) => void;
  /**
   * Indexes created at every start when missing (`IF NOT EXISTS`): those knex cannot declare in `create` (`include`:
   * columns stored in the index besides its keys, PostgreSQL only) and those added after the table's first layout,
   * which an existing table then gets without its rows being derived again (a new layout of the rows takes a new
   * table name).
   */
  indexes?: ReadonlyArray<{
    name: string;
    columns: readonly string[];
    unique?: boolean;
    include?: readonly string[];
  }>;
  rowsOf: (hrUserId: number, source: Record<string, unknown>) => Array<Record<string, unknown>>;
  /**
   * PostgreSQL: a column whose planner statistics need a bigger sample than the default (100 most common values), set
   * at every start and the table analyzed once after the catch-up when it changed.
   */
  statistics?: { column: string; target: number };
};
