// Run-once claims of the scheduled jobs (strapi/src/utils/job-run.ts): of many simultaneous claims of one key
// exactly one wins, on SQLite and (in the PostgreSQL stage) on PostgreSQL; a released claim can be taken again.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';

const claim = (key: string, release = false) =>
  strapi('/api/test-hooks/job-run', { method: 'POST', json: { key, release } });

describe('job-run claims', () => {
  it('20 simultaneous claims of one key: exactly one succeeds', async () => {
    const key = `test-job:2026-11-23:${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(key)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const won = answers.filter((a) => (a.body.data as { claimed: boolean }).claimed);
    expect(won).toHaveLength(1);
  });

  it('a released claim is taken again by the next run, once', async () => {
    const key = `test-job:2026-11-23:${randomUUID()}`;
    expect((await claim(key)).body.data).toEqual({ claimed: true });
    expect((await claim(key)).body.data).toEqual({ claimed: false });
    await claim(key, true);
    const again = await Promise.all([claim(key), claim(key), claim(key)]);
    expect(again.filter((a) => (a.body.data as { claimed: boolean }).claimed)).toHaveLength(1);
  });

  it('keys claimed in different periods do not collide', async () => {
    const subject = randomUUID();
    expect((await claim(`test-job:2026-11-23:${subject}`)).body.data).toEqual({ claimed: true });
    expect((await claim(`test-job:2026-11-24:${subject}`)).body.data).toEqual({ claimed: true });
  });
});
