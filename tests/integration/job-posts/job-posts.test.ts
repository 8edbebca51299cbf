// Job posts of companies (issue 10) against the real test Strapi and Remix: each company reaches only its own posts
// (another's is a 404, straight to Strapi and through Remix), the company comes from the token, the shared rules
// judge the data, `archiviato` cannot be undone, a hidden or archived post leaves the board and 'Mi interessa' at
// once, a blacklisting candidate never shows among the interested, agencies get 403, the daily notice goes once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { createTestCompany } from '../../support/company';
import { sql } from '../../support/db';
import { expectMails, mailsSoFar, sentTo } from '../../support/mail';
import { createTestCandidate } from '../../support/principals';
import { REMIX, cookieHeader, inputValues, remixSignIn, store, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { jobPostData } from '../../support/job-post';
import { letterTag } from '../../support/tag';

type Post = {
  documentId: string;
  posizione: string;
  visibile: boolean;
  archiviato: boolean;
  interessati: number;
};

const valid = jobPostData({ benefits: 'Mensa aziendale e buoni pasto' });

let a: { email: string; jwt: string; id: number; piva: string };
let b: { email: string; jwt: string; id: number };
let agency: string;
let idle: string;
let fan: Awaited<ReturnType<typeof createTestCandidate>> & { jwt: string };
let hater: Awaited<ReturnType<typeof createTestCandidate>> & { jwt: string };
let postId: string;
const FAN = { nome: 'Fabiola', cognome: 'Favorita' };
const HATER = { nome: 'Ottavio', cognome: 'Ostile' };

const companyId = async (email: string) =>
  (await sql<{ id: number; piva: string }>('SELECT id, piva FROM hr_companies WHERE email = ?', [email]))[0];

const activate = async (jwt: string) => {
  const { status } = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  expect(status).toBe(200);
};

const create = (jwt: string, data: Record<string, unknown>) =>
  strapi('/api/annuncis', { method: 'POST', jwt, json: { data } });
const update = (jwt: string, id: string, data: Record<string, unknown>) =>
  strapi(`/api/annuncis/${id}`, { method: 'PUT', jwt, json: { data } });
const board = async (jwt: string) =>
  (
    (await strapi('/api/user/annuncis', { method: 'POST', jwt, json: {} })).body.data as Array<{
      documentId: string;
    }>
  ).map((post) => post.documentId);

/** A signed-in Remix session and the CSRF token of a page it opened. */
async function remixSession(email: string, path: string): Promise<{ jar: Jar; csrf: string }> {
  const jar = await remixSignIn(email);
  const page = await fetch(`${REMIX}${path}`, { headers: { Cookie: cookieHeader(jar) } });
  expect(page.status).toBe(200);
  store(jar, page);
  return { jar, csrf: inputValues(await page.text()).csrf };
}

const remixPost = (session: { jar: Jar; csrf: string }, path: string, fields: Record<string, string>) =>
  fetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(session.jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
  });

// Everything this file registers is removed after it (scripts/lib/leftovers.mjs fails a stage that leaves accounts).
const accounts = ownAccounts('jp');
afterAll(() => accounts.removeAll());
async function own<T extends string | { email: string }>(created: Promise<T>): Promise<T> {
  const account = await created;
  accounts.adopt(typeof account === 'string' ? account : account.email);
  return account;
}

beforeAll(async () => {
  const emailA = await own(createTestCompany('jp-a'));
  const emailB = await own(createTestCompany('jp-b'));
  agency = await own(createTestCompany('jp-agency', { agency: true }));
  idle = await own(createTestCompany('jp-idle'));
  const rowA = await companyId(emailA);
  a = { email: emailA, jwt: await jwtFor(emailA), id: rowA.id, piva: rowA.piva };
  b = { email: emailB, jwt: await jwtFor(emailB), id: (await companyId(emailB)).id };
  await activate(a.jwt);
  await activate(b.jwt);
  // Names of their own (not validPayload's 'Mario Verdi' for both), so the notice can be seen to name one, not the other.
  const c1 = await own(createTestCandidate('jp-fan', FAN));
  const c2 = await own(createTestCandidate('jp-hater', HATER));
  fan = { ...c1, jwt: await jwtFor(c1.email) };
  hater = { ...c2, jwt: await jwtFor(c2.email) };
}, 120_000);

describe('job posts: the company side', () => {
  it('creates a post for the caller’s own company, judged by the shared rules', async () => {
    // The body's hr_company is ignored: the post belongs to the caller.
    const created = await create(a.jwt, { ...valid, hr_company: b.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body.data as Post;
    postId = post.documentId;
    expect(post).toMatchObject({
      posizione: 'Operatore CNC',
      visibile: true,
      archiviato: false,
      interessati: 0,
    });
    const [row] = await sql<{ company: number }>(
      `SELECT l.hr_company_id AS company FROM annuncis p JOIN annuncis_hr_company_lnk l ON l.annunci_id = p.id
       WHERE p.document_id = ?`,
      [postId],
    );
    expect(Number(row.company)).toBe(a.id);

    const missing = await create(a.jwt, { ...valid, posizione: '  ' });
    expect(missing.status).toBe(400);
    expect((missing.body.error as { details: { errors: unknown } }).details.errors).toEqual({
      posizione: 'required',
    });
    const leaky = await create(a.jwt, { ...valid, benefits: 'scrivete a hr@azienda.it', residenza: 'ZZ' });
    expect((leaky.body.error as { details: { errors: unknown } }).details.errors).toEqual({
      benefits: 'noEmail',
      residenza: 'invalidOption',
    });
    expect((await create(a.jwt, { ...valid, posizione: 'x'.repeat(121) })).status).toBe(400);
    // Without 'Promuovi ricerca' nothing is published.
    expect((await create(await jwtFor(idle), valid)).status).toBe(403);
  });

  it('company B can neither read, edit, hide, archive nor list A’s post or its interested candidates', async () => {
    expect((await strapi(`/api/annuncis/${postId}`, { jwt: b.jwt })).status).toBe(404);
    expect((await strapi(`/api/annuncis/${postId}/interessati`, { jwt: b.jwt })).status).toBe(404);
    expect((await update(b.jwt, postId, { posizione: 'Rubato' })).status).toBe(404);
    expect((await update(b.jwt, postId, { visibile: false })).status).toBe(404);
    expect((await update(b.jwt, postId, { archiviato: true })).status).toBe(404);
    const listB = (await strapi('/api/annuncis', { jwt: b.jwt })).body.data as Post[];
    expect(listB.map((p) => p.documentId)).not.toContain(postId);
    // A filter in the query does not widen the list.
    const filtered = (await strapi(`/api/annuncis?filters[hr_company][id]=${a.id}`, { jwt: b.jwt })).body
      .data as Post[];
    expect(filtered.map((p) => p.documentId)).not.toContain(postId);
    expect(
      ((await strapi('/api/annuncis', { jwt: a.jwt })).body.data as Post[]).map((p) => p.documentId),
    ).toContain(postId);

    // Through Remix: the page is a 404, the posts change nothing.
    const sessionB = await remixSession(b.email, '/company-job-posts');
    const page = await fetch(`${REMIX}/company-job-posts/${postId}`, {
      headers: { Cookie: cookieHeader(sessionB.jar) },
    });
    expect(page.status).toBe(404);
    const attempts: Array<Record<string, string>> = [
      { intent: 'visibility', visibile: 'false' },
      { intent: 'archive' },
      { intent: 'edit', ...valid, posizione: 'Rubato' },
    ];
    for (const fields of attempts) {
      expect((await remixPost(sessionB, `/company-job-posts/${postId}`, fields)).status).toBe(404);
    }
    const [stored] = await sql<{ posizione: string; visibile: unknown; archiviato: unknown }>(
      'SELECT posizione, visibile, archiviato FROM annuncis WHERE document_id = ?',
      [postId],
    );
    expect(stored.posizione).toBe('Operatore CNC');
    expect(Boolean(stored.visibile)).toBe(true);
    expect(Boolean(stored.archiviato)).toBe(false);
  });

  it('a hidden post leaves the board and refuses interest at once; shown again it is back', async () => {
    expect(await board(fan.jwt)).toContain(postId);
    expect((await update(a.jwt, postId, { visibile: false })).status).toBe(200);
    expect(await board(fan.jwt)).not.toContain(postId);
    const refused = await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: fan.jwt });
    expect(refused.status).toBe(404);
    expect((await update(a.jwt, postId, { visibile: true })).status).toBe(200);
    expect(await board(fan.jwt)).toContain(postId);
  });

  it('lists the interested candidates as cards, never one who blacklisted the company', async () => {
    for (const who of [fan, hater]) {
      const marked = await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: who.jwt });
      expect(marked.status).toBe(200);
    }
    const saved = await strapi('/api/create-profile/update-profile', {
      method: 'PUT',
      jwt: hater.jwt,
      json: {
        data: {
          ...validPayload(),
          ...HATER,
          email: hater.email,
          telefono: hater.telefono,
          blacklisted_pivas: [{ piva: a.piva }],
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const cards = (await strapi(`/api/annuncis/${postId}/interessati`, { jwt: a.jwt })).body.data as Array<{
      id: number;
      email?: string;
      telefono?: string;
    }>;
    expect(cards.map((card) => card.id)).toEqual([fan.id]);
    // Cards never carry contact data.
    expect(JSON.stringify(cards)).not.toContain(fan.email);
    expect(JSON.stringify(cards)).not.toContain(fan.telefono);
    expect(((await strapi(`/api/annuncis/${postId}`, { jwt: a.jwt })).body.data as Post).interessati).toBe(1);
  });

  it('sends the daily notice once, even when two runs race, naming only the visible interested', async () => {
    const since = await mailsSoFar();
    const runs = await Promise.all([
      strapi('/api/test-hooks/job-post-notices', { method: 'POST' }),
      strapi('/api/test-hooks/job-post-notices', { method: 'POST' }),
    ]);
    for (const run of runs) expect(run.status).toBe(200);
    const again = await strapi('/api/test-hooks/job-post-notices', { method: 'POST' });
    const [mail] = await expectMails(since, sentTo(a.email), 1);
    // The runs answer as many notices as went out, to any company; the one after the race had nothing left to send.
    const sent = [...runs, again].map((run) => (run.body.data as { sent: number }).sent);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    expect(sent[2]).toBe(0);
    await expectMails(
      since,
      (one) => one.subject.startsWith('Nuovi candidati interessati'),
      sent[0] + sent[1],
    );
    const body = `${mail.text ?? ''}${mail.html ?? ''}`;
    expect(mail.subject).toContain('Operatore CNC');
    expect(body).toContain(`/company-job-posts/${postId}`);
    const [names] = await sql<{ fan: string; hater: string }>(
      `SELECT (SELECT cognome FROM hr_users WHERE id = ?) AS fan, (SELECT cognome FROM hr_users WHERE id = ?) AS hater`,
      [fan.id, hater.id],
    );
    expect(names).toEqual({ fan: FAN.cognome, hater: HATER.cognome });
    expect(body).toContain(`${FAN.nome} ${FAN.cognome}`);
    expect(body).not.toContain(HATER.nome);
    expect(body).not.toContain(HATER.cognome);
    expect(body).not.toContain(fan.email);
    expect(body).not.toContain(fan.telefono);
    expect(body).not.toContain(hater.email);
  });

  it('archives for good: no un-archiving, no toggle, gone from the board and from interest', async () => {
    expect((await update(a.jwt, postId, { archiviato: true })).status).toBe(200);
    const undo = await update(a.jwt, postId, { archiviato: false });
    expect(undo.status).toBe(400);
    expect((await update(a.jwt, postId, { visibile: true })).status).toBe(400);
    expect((await update(a.jwt, postId, { posizione: 'Di nuovo' })).status).toBe(400);
    expect((await update(a.jwt, postId, { archiviato: 'false' })).status).toBe(400);
    const post = (await strapi(`/api/annuncis/${postId}`, { jwt: a.jwt })).body.data as Post;
    expect(post.archiviato).toBe(true);
    expect(await board(fan.jwt)).not.toContain(postId);
    expect(
      (await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: fan.jwt })).status,
    ).toBe(404);
  });

  it('answers agencies 403 on every job-post endpoint, and sends them home from the pages', async () => {
    const jwt = await jwtFor(agency);
    expect((await strapi('/api/annuncis', { jwt })).status).toBe(403);
    expect((await create(jwt, valid)).status).toBe(403);
    expect((await strapi(`/api/annuncis/${postId}`, { jwt })).status).toBe(403);
    expect((await update(jwt, postId, { visibile: false })).status).toBe(403);
    expect((await strapi(`/api/annuncis/${postId}/interessati`, { jwt })).status).toBe(403);
    // Candidates are not let in at all.
    expect((await strapi('/api/annuncis', { jwt: fan.jwt })).status).toBe(403);

    const jar = await remixSignIn(agency);
    // Neither the job-post banner nor the Brand Card banner on the agency's search screen.
    const home = await (
      await fetch(`${REMIX}/company-home`, { headers: { Cookie: cookieHeader(jar) } })
    ).text();
    expect(home).not.toContain('Pubblica un annuncio');
    expect(home).not.toContain('Scopri la Brand Card');
    const homeA = await (
      await fetch(`${REMIX}/company-home`, { headers: { Cookie: cookieHeader(await remixSignIn(a.email)) } })
    ).text();
    expect(homeA).toContain('Pubblica un annuncio');
    expect(homeA).toContain('Scopri la Brand Card');
    for (const path of ['/company-job-posts', `/company-job-posts/${postId}`]) {
      const response = await fetch(`${REMIX}${path}`, {
        headers: { Cookie: cookieHeader(jar) },
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/company-home');
    }
  });
});

describe('job posts: the board', () => {
  it('pages the board 20 posts at a time, newest first, with company name and province', async () => {
    const jwt = await jwtFor(await own(createTestCompany('jp-many')));
    await activate(jwt);
    const tag = letterTag();
    for (let n = 1; n <= 21; n += 1) {
      expect((await create(jwt, { ...valid, posizione: `Tornitore ${tag} ${n}` })).status).toBe(201);
    }
    type Card = { posizione: string; residenza: string; hr_company: { nome: string } };
    const page = async (n: number) =>
      (await strapi(`/api/user/annuncis?page=${n}`, { method: 'POST', jwt: fan.jwt, json: {} })).body as {
        data: Card[];
        meta: { pagination: { page: number; pageSize: number; hasNext: boolean } };
      };
    // Other test files publish posts meanwhile (the board is every company's): ours are checked among them.
    const ours = (cards: Card[]) => cards.filter((card) => card.posizione.startsWith(`Tornitore ${tag} `));
    const first = await page(1);
    expect(first.data).toHaveLength(20);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 20, hasNext: true });
    const oursFirst = ours(first.data);
    expect(oursFirst.map((card) => card.posizione)).toEqual(
      oursFirst.map((_, i) => `Tornitore ${tag} ${21 - i}`),
    );
    expect(oursFirst[0]).toMatchObject({ posizione: `Tornitore ${tag} 21`, residenza: 'MI' });
    expect(oursFirst[0].hr_company.nome).toMatch(/^Test Company/);
    const second = await page(2);
    expect(second.data.map((card) => card.posizione)).toContain(`Tornitore ${tag} 1`);
    for (const bad of ['0', '-1', 'abc', '999999']) {
      expect(
        (await strapi(`/api/user/annuncis?page=${bad}`, { method: 'POST', jwt: fan.jwt, json: {} })).status,
      ).toBe(400);
    }
    // The Remix board: 'Successiva' leads to page 2, which has the oldest of the 21.
    const jar = await remixSignIn(fan.email);
    const html1 = await (
      await fetch(`${REMIX}/bacheca-annunci`, { headers: { Cookie: cookieHeader(jar) } })
    ).text();
    expect(html1).toContain('href="/bacheca-annunci?page=2"');
    expect(html1).toContain('Milano (MI)');
    const html2 = await (
      await fetch(`${REMIX}/bacheca-annunci?page=2`, { headers: { Cookie: cookieHeader(jar) } })
    ).text();
    expect(html2).toContain(`Tornitore ${tag} 1<`);
  });
});
