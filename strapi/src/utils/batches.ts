/**
 * The loop of a scheduled job over its rows: a batch at a time in ascending id (never every row in memory), until a
 * batch comes back short, `read` answers null (nothing more allowed today), or the instance is shutting down
 * (issue 40 item 5): the batch in hand is finished, the next one is not read. What is left is per-row work still
 * due (each row is claimed or marked when done), which another instance running the same task or the next run does.
 */
import { isDraining } from '../observability/shutdown';

export type BatchRead<T> = (afterId: number) => Promise<{ rows: T[]; limit: number } | null>;

export async function inBatches<T extends { id: number }>(
  read: BatchRead<T>,
  handle: (rows: T[]) => Promise<void>,
  stopping: () => boolean = isDraining,
): Promise<'done' | 'stopped'> {
  let afterId = 0;
  for (;;) {
    if (stopping()) return 'stopped';
    const batch = await read(afterId);
    if (!batch || batch.rows.length === 0) return 'done';
    afterId = batch.rows[batch.rows.length - 1].id;
    await handle(batch.rows);
    if (batch.rows.length < batch.limit) return 'done';
  }
}
