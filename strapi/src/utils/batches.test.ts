import { describe, expect, it } from 'vitest';
import { inBatches } from './batches';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('a job over its rows in batches', () => {
  it('reads after the last id of each batch until a short batch', async () => {
    const reads: number[] = [];
    const handled: number[] = [];
    const outcome = await inBatches(
      async (afterId) => {
        reads.push(afterId);
        return { rows: afterId < 4 ? rows(afterId + 1, 2) : rows(afterId + 1, 1), limit: 2 };
      },
      async (batch) => void handled.push(...batch.map((row) => row.id)),
      () => false,
    );
    expect(outcome).toBe('done');
    expect(reads).toEqual([0, 2, 4]);
    expect(handled).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops when read answers null', async () => {
    expect(
      await inBatches(
        async () => null,
        async () => {},
        () => false,
      ),
    ).toBe('done');
  });

  it('finishes the batch in hand at shutdown and reads no other', async () => {
    let draining = false;
    const handled: number[] = [];
    const outcome = await inBatches(
      async (afterId) => ({ rows: rows(afterId + 1, 3), limit: 3 }),
      async (batch) => {
        // SIGTERM arrives while the first batch is being worked on.
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        handled.push(...batch.map((row) => row.id));
      },
      () => draining,
    );
    expect(outcome).toBe('stopped');
    expect(handled).toEqual([1, 2, 3]);
  });
});
