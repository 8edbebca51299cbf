// The keyset walk of the retention job over a real (in-memory SQLite) table: every row once, in order, a batch at a
// time; at shutdown the batch in hand is the last one read.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_BATCH, batches, type Walk } from './retention';

let db: Knex;
const TOTAL = RETENTION_BATCH * 2 + 7;

beforeAll(async () => {
  db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await db.schema.createTable('rows', (table) => {
    table.increments('id');
    table.integer('day');
  });
  // Days repeat, so the walk's second column decides the order among equal days.
  const rows = Array.from({ length: TOTAL }, (_, i) => ({ day: i % 5 }));
  for (let i = 0; i < rows.length; i += 500) await db('rows').insert(rows.slice(i, i + 500));
});
afterAll(() => db.destroy());

const walk: Walk = { query: () => db('rows'), order: ['day', 'id'] };

describe('the retention walk', () => {
  it('reads every row once, in (day, id) order, RETENTION_BATCH at a time', async () => {
    const seen: Array<{ id: number; day: number }> = [];
    const sizes: number[] = [];
    for await (const rows of batches<{ id: number; day: number }>(walk, ['id', 'day'], () => false)) {
      sizes.push(rows.length);
      seen.push(...rows);
    }
    expect(sizes).toEqual([RETENTION_BATCH, RETENTION_BATCH, 7]);
    expect(new Set(seen.map((row) => row.id)).size).toBe(TOTAL);
    const keys = seen.map((row) => row.day * 1e6 + row.id);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('reads no batch after shutdown began: the one in hand is the last', async () => {
    let draining = false;
    const sizes: number[] = [];
    for await (const rows of batches<{ id: number }>(walk, ['id'], () => draining)) {
      sizes.push(rows.length);
      draining = true;
    }
    expect(sizes).toEqual([RETENTION_BATCH]);
  });
});
