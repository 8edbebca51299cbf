// The candidate's own area against the real test Strapi: each candidate reads and changes only their own profile,
// picture, export and interest; companies and anonymous callers reach none of the candidate endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { solidPng as squarePng } from '../../support/png';
import { sql } from '../../support/db';
import { jwtFor, strapi } from '../../support/strapi';

// Candidates of this file's own, removed at the end.
const accounts = ownAccounts('candidate-area');
let aliceAccount: TestCandidate;
let bobAccount: TestCandidate;

beforeAll(async () => {
  aliceAccount = await accounts.candidate();
  bobAccount = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

const PNG = squarePng(64, [200, 30, 30]);

const me = async (jwt: string) =>
  (await strapi('/api/me', { jwt })).body as {
    hr_user: Record<string, unknown> & { id: number; documentId: string };
  };

const interestedIds = async (postId: number): Promise<number[]> =>
  (
    await sql<{ id: number }>(
      'SELECT l.hr_user_id AS id FROM annuncis_hr_users_lnk l JOIN annuncis a ON a.id = l.annunci_id WHERE a.id = ?',
      [postId],
    )
  ).map((row) => Number(row.id));

describe('candidate area: ownership', () => {
  it('a candidate reads and changes only their own profile, picture and interest', async () => {
    const alice = await jwtFor(aliceAccount.email);
    const bob = await jwtFor(bobAccount.email);
    const aliceProfile = (await me(alice)).hr_user;
    const bobProfile = (await me(bob)).hr_user;

    // Another candidate's record by id: refused.
    expect((await strapi(`/api/hr-users/${aliceProfile.documentId}`, { jwt: bob })).status).toBe(403);
    expect((await strapi(`/api/hr-users/${bobProfile.documentId}`, { jwt: bob })).status).toBe(200);
    // No list or write routes over hr-users.
    expect([403, 404, 405]).toContain((await strapi('/api/hr-users', { jwt: bob })).status);
    expect([403, 404, 405]).toContain(
      (
        await strapi(`/api/hr-users/${aliceProfile.documentId}`, {
          method: 'PUT',
          jwt: bob,
          json: { data: {} },
        })
      ).status,
    );

    // The picture endpoint writes the caller's picture only, whatever the body says.
    const form = new FormData();
    form.set('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png');
    form.set('refId', String(aliceProfile.id));
    form.set('ref', 'api::hr-user.hr-user');
    form.set('field', 'picture');
    const before = (await me(alice)).hr_user.picture as { id: number } | null;
    expect((await strapi('/api/hr-users/me/picture', { method: 'POST', jwt: bob, body: form })).status).toBe(
      200,
    );
    expect(((await me(alice)).hr_user.picture as { id: number } | null)?.id ?? null).toBe(before?.id ?? null);
    expect((await me(bob)).hr_user.picture).toBeTruthy();
    // The generic upload plugin route is not open to candidates.
    expect([403, 404, 405]).toContain(
      (await strapi('/api/upload', { method: 'POST', jwt: bob, body: form })).status,
    );

    // Export: only the caller's data.
    const exported = (await strapi('/api/hr-users/me/export', { jwt: bob })).body as {
      data: { profilo: { documentId: string; aggiornamento_token?: unknown }; account: { email: string } };
    };
    expect(exported.data.profilo.documentId).toBe(bobProfile.documentId);
    expect(exported.data.account.email).toBe(bobAccount.email);
    expect(exported.data.profilo).not.toHaveProperty('aggiornamento_token');

    // Interest: the caller is added, nobody else; no list shows other candidates.
    const board = (
      await strapi('/api/user/annuncis', { method: 'POST', jwt: bob, json: { userId: aliceProfile.id } })
    ).body as { data: Array<Record<string, unknown> & { id: number; documentId: string }> };
    expect(board.data.length).toBeGreaterThan(0);
    for (const post of board.data) expect(post).not.toHaveProperty('hr_users');
    const post = board.data[0];
    const result = await strapi(`/api/user/annuncis/${post.documentId}/interesse`, {
      method: 'POST',
      jwt: bob,
      json: { data: { hr_users: [aliceProfile.id] } },
    });
    expect(result.status).toBe(200);
    const ids = await interestedIds(post.id);
    expect(ids).toContain(bobProfile.id);
    expect(ids).not.toContain(aliceProfile.id);
    const one = (await strapi(`/api/user/annuncis/${post.documentId}`, { jwt: alice })).body as {
      data: Record<string, unknown>;
    };
    expect(one.data.interessato).toBe(false);
    expect(one.data).not.toHaveProperty('hr_users');
  });

  it('companies and anonymous callers reach none of the candidate endpoints', async () => {
    const company = await jwtFor('azienda@demo.it');
    for (const [method, path] of [
      ['GET', '/api/user/hr-companies'],
      ['POST', '/api/user/annuncis'],
      ['GET', '/api/hr-users/me/export'],
      ['POST', '/api/hr-users/me/picture'],
    ] as const) {
      expect((await strapi(path, { method, jwt: company })).status).toBe(403);
      expect((await strapi(path, { method })).status).toBe(403);
    }
  });
});
