// A candidate's blacklist hides the posts of the blacklisted company from the job board (a post the board shows,
// whose company the candidate then blacklists), also by direct id and for 'Mi interessa'; cleared, the post is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { sql } from '../../support/db';
import { jwtFor, strapi } from '../../support/strapi';

// The candidate of this file's own, removed at the end.
const accounts = ownAccounts('blacklist-by-id');
let aliceAccount: TestCandidate;
beforeAll(async () => {
  aliceAccount = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

describe('candidate area: ownership', () => {
  it('hides the posts of blacklisted companies, also by direct id', async () => {
    const { email } = aliceAccount;
    const alice = await jwtFor(email);
    type Post = { id: number; documentId: string };
    const board = async () =>
      ((await strapi('/api/user/annuncis', { method: 'POST', jwt: alice })).body as { data: Post[] }).data;
    const post = (await board())[0];
    const [{ piva }] = await sql<{ piva: string }>(
      `SELECT c.piva AS piva FROM hr_companies c
       JOIN annuncis_hr_company_lnk l ON l.hr_company_id = c.id WHERE l.annunci_id = ?`,
      [post.id],
    );
    await sql('UPDATE hr_users SET blacklisted_pivas = ? WHERE lower(email) = lower(?)', [
      JSON.stringify([{ piva }]),
      email,
    ]);
    try {
      expect((await board()).map((p) => p.documentId)).not.toContain(post.documentId);
      expect((await strapi(`/api/user/annuncis/${post.documentId}`, { jwt: alice })).status).toBe(404);
      expect(
        (await strapi(`/api/user/annuncis/${post.documentId}/interesse`, { method: 'POST', jwt: alice }))
          .status,
      ).toBe(404);
    } finally {
      await sql("UPDATE hr_users SET blacklisted_pivas = '[]' WHERE lower(email) = lower(?)", [email]);
    }
    expect((await board()).map((p) => p.documentId)).toContain(post.documentId);
  });
});
