// Issue 24 item 3: wizard drafts are bounded for signed-in users too. One live draft per user and kind whatever
// session cookie is replayed, junk fields dropped rather than stored, and a cap on the whole draft's size.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { formFields, postForm, remixSignIn, load, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('draft-bounds');
const owners: number[] = [];
afterEach(async () => {
  for (const owner of owners.splice(0)) {
    for (const pattern of ownerPatterns(owner)) {
      await sql('DELETE FROM wizard_drafts WHERE CAST(data AS TEXT) LIKE ?', [pattern]);
    }
  }
  await accounts.removeAll();
});

/** The candidate wizard's draft carries its owner (`{mode, owner, ...steps}`): SQLite and PostgreSQL spellings. */
const ownerPatterns = (owner: number) => [`%"owner":${owner},%`, `%"owner": ${owner},%`];

/** The stored candidate drafts of `owner`, as text. */
async function draftsOf(owner: number): Promise<string[]> {
  const [a, b] = ownerPatterns(owner);
  const rows = await sql<{ data: string }>(
    "SELECT CAST(data AS TEXT) AS data FROM wizard_drafts WHERE kind = 'candidate' AND (CAST(data AS TEXT) LIKE ? OR CAST(data AS TEXT) LIKE ?)",
    [a, b],
  );
  return rows.map((row) => row.data);
}

async function signedInCandidate(): Promise<{ jar: Jar; owner: number }> {
  const { email } = await accounts.candidate();
  const [{ id }] = await sql<{ id: number }>('SELECT id FROM up_users WHERE email = ?', [email]);
  owners.push(Number(id));
  return { jar: await remixSignIn(email), owner: Number(id) };
}

describe('a signed-in candidate replaying the session cookie from right after sign-in', () => {
  it('20 openings of the wizard keep one draft', async () => {
    const { jar, owner } = await signedInCandidate();
    for (let i = 0; i < 20; i++) {
      const page = await load(new Map(jar), '/onboarding-u');
      expect(page.status).toBe(200);
    }
    const drafts = await draftsOf(owner);
    console.info(`[drafts] 20 replayed openings of /onboarding-u: ${drafts.length} draft(s) stored, limit 1`);
    expect(drafts).toHaveLength(1);
  });

  it("10 posts of 200 kB junk with 'Indietro' keep one draft, without the junk", async () => {
    const { jar, owner } = await signedInCandidate();
    const junk = 'j'.repeat(200_000);
    for (let i = 0; i < 10; i++) {
      const replayed = new Map(jar);
      const hidden = await formFields(replayed, '/stato-occupazionale');
      const answer = await postForm(
        replayed,
        '/stato-occupazionale',
        [
          ['intent', 'back'],
          ['occupazione', 'Occupato'],
          [`junk${i}`, junk],
        ],
        hidden,
      );
      expect(answer.status).toBe(302);
    }
    const drafts = await draftsOf(owner);
    const bytes = drafts.reduce((sum, data) => sum + Buffer.byteLength(data), 0);
    console.info(`[drafts] 10 junk posts: ${drafts.length} draft(s), ${bytes} bytes stored`);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).not.toContain('junk');
    expect(drafts[0]).toContain('Occupato');
    expect(bytes).toBeLessThan(64 * 1024);
  });
});

describe('Strapi bounds every draft', () => {
  it('a whole anonymous draft over 64 kB is refused, however many steps it is posted in', async () => {
    const key = randomBytes(32).toString('base64url');
    const put = (data: Record<string, unknown>) =>
      strapi(`/api/wizard-drafts/${key}`, { method: 'PUT', json: { data: { kind: 'candidate', data } } });
    const step = 'x'.repeat(40_000);
    try {
      expect((await put({ anagrafica: { nome: step } })).status).toBe(200);
      const second = await put({ stato: { occupazione: step } });
      expect(second.status).toBe(400);
      expect((second.body.error as { details: { code: string } }).details.code).toBe('draft_too_big');
      // What was stored before stays.
      const read = await strapi(`/api/wizard-drafts/${key}`);
      expect(Object.keys((read.body.data as { data: object }).data)).toEqual(['anagrafica']);
    } finally {
      await strapi(`/api/wizard-drafts/${key}`, { method: 'DELETE' });
    }
  });

  it("a signed-in user's own draft is one per kind, even when ten first saves race", async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM up_users WHERE email = ?', [email]);
    try {
      const saves = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          strapi('/api/wizard-drafts/mine/annuncio', {
            method: 'PUT',
            jwt,
            json: { data: { data: { [`f${i}`]: i } } },
          }),
        ),
      );
      expect(saves.map((save) => save.status)).toEqual(Array(10).fill(200));
      const rows = await sql<{ n: number }>(
        "SELECT count(*) AS n FROM wizard_drafts WHERE owner = ? AND kind = 'annuncio'",
        [id],
      );
      expect(Number(rows[0].n)).toBe(1);
      // Another user's token reads its own (none), never this one.
      const other = await jwtFor((await accounts.company()).email);
      expect((await strapi('/api/wizard-drafts/mine/annuncio', { jwt: other })).status).toBe(404);
      expect((await strapi('/api/wizard-drafts/mine/annuncio')).status).toBe(403);
      expect((await strapi('/api/wizard-drafts/mine/admin', { jwt })).status).toBe(400);
    } finally {
      await strapi('/api/wizard-drafts/mine/annuncio', { method: 'DELETE', jwt });
    }
  });
});
