// Issue 23 item 1: the candidates' job board of a candidate who blacklisted some P. IVA. The board's filter once
// combined the blacklist condition with the visibility/archive one so that one cancelled the other: such a
// candidate saw hidden and archived posts, and 'Mi interessa' on them was accepted. Strapi must refuse both
// whatever the board shows. The candidate blacklists a company of the test's own by its own P. IVA (issue 39 item
// 17: with another company's VAT the test could not see a board that ignored the blacklist): that company's posts
// are neither listed nor open to 'Mi interessa', while the other company's visible post is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../support/accounts';
import { sql } from '../support/db';
import { jwtFor, strapi } from '../support/strapi';
import { publishJobPost } from '../support/job-post';

const accounts = ownAccounts('board-blacklist');
let company: { jwt: string };
let candidate: { jwt: string; email: string };
const posts: Record<'visible' | 'hidden' | 'archived', string> = { visible: '', hidden: '', archived: '' };
/** The visible post of the company the candidate blacklisted. */
let blacklistedPost = '';

const board = async (jwt: string) =>
  (
    (await strapi('/api/user/annuncis', { method: 'POST', jwt, json: {} })).body.data as Array<{
      documentId: string;
    }>
  ).map((one) => one.documentId);

const activate = async (jwt: string) => {
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  expect(activated.status).toBe(200);
};

beforeAll(async () => {
  const own = await accounts.company();
  company = { jwt: await jwtFor(own.email) };
  await activate(company.jwt);
  const avoided = await accounts.company();
  const avoidedJwt = await jwtFor(avoided.email);
  await activate(avoidedJwt);
  const avoidedPost = await publishJobPost(avoidedJwt, { posizione: 'Saldatore della lista nera' });
  expect(avoidedPost.status).toBe(201);
  blacklistedPost = (avoidedPost.body.data as { documentId: string }).documentId;
  for (const kind of ['visible', 'hidden', 'archived'] as const) {
    const created = await publishJobPost(company.jwt, {
      posizione: `Saldatore ${kind === 'visible' ? 'visibile' : kind === 'hidden' ? 'nascosto' : 'archiviato'}`,
    });
    expect(created.status).toBe(201);
    posts[kind] = (created.body.data as { documentId: string }).documentId;
  }
  const hide = (data: Record<string, unknown>, id: string) =>
    strapi(`/api/annuncis/${id}`, { method: 'PUT', jwt: company.jwt, json: { data } });
  expect((await hide({ visibile: false }, posts.hidden)).status).toBe(200);
  expect((await hide({ archiviato: true }, posts.archived)).status).toBe(200);

  const own2 = await accounts.candidate();
  candidate = { email: own2.email, jwt: await jwtFor(own2.email) };
  // The avoided company's own P. IVA (and one of nobody's): the first company's posts stay allowed.
  await sql('UPDATE hr_users SET blacklisted_pivas = ? WHERE lower(email) = lower(?)', [
    JSON.stringify([{ piva: avoided.piva }, { piva: '01234567897' }]),
    candidate.email,
  ]);
}, 60_000);

afterAll(() => accounts.removeAll());

describe('job board of a candidate with a blacklist', () => {
  it('lists the visible post and neither the hidden nor the archived one', async () => {
    const listed = await board(candidate.jwt);
    expect(listed).toContain(posts.visible);
    expect(listed).not.toContain(posts.hidden);
    expect(listed).not.toContain(posts.archived);
    expect(listed).not.toContain(blacklistedPost);
  });

  it("refuses the blacklisted company's visible post and 'Mi interessa' on it", async () => {
    expect((await strapi(`/api/user/annuncis/${blacklistedPost}`, { jwt: candidate.jwt })).status).toBe(404);
    const interest = await strapi(`/api/user/annuncis/${blacklistedPost}/interesse`, {
      method: 'POST',
      jwt: candidate.jwt,
    });
    expect(interest.status).toBe(404);
  });

  it("refuses 'Mi interessa' and the post itself on a hidden or archived post", async () => {
    for (const id of [posts.hidden, posts.archived]) {
      expect((await strapi(`/api/user/annuncis/${id}`, { jwt: candidate.jwt })).status).toBe(404);
      const interest = await strapi(`/api/user/annuncis/${id}/interesse`, {
        method: 'POST',
        jwt: candidate.jwt,
      });
      expect(interest.status).toBe(404);
    }
    const [linked] = await sql<{ n: number }>(
      `SELECT COUNT(*) AS n FROM annuncis_hr_users_lnk l JOIN annuncis a ON a.id = l.annunci_id
       WHERE a.document_id IN (?, ?)`,
      [posts.hidden, posts.archived],
    );
    expect(Number(linked.n)).toBe(0);
    const ok = await strapi(`/api/user/annuncis/${posts.visible}/interesse`, {
      method: 'POST',
      jwt: candidate.jwt,
    });
    expect(ok.status).toBe(200);
  });
});
