// The accounts and calls the job-post tests share (issue 10): companies with 'Promuovi ricerca' active, candidates
// signed in to Strapi, a post of A's, and the company's endpoints straight to Strapi and through Remix. Everything a
// file registers is removed after it (scripts/lib/leftovers.mjs fails a stage that leaves accounts).
import { afterAll, expect } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { createTestCompany } from '../../support/company';
import { sql } from '../../support/db';
import { jobPostData } from '../../support/job-post';
import { createTestCandidate } from '../../support/principals';
import { REMIX, cookieHeader, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

export type Post = {
  documentId: string;
  posizione: string;
  visibile: boolean;
  archiviato: boolean;
  interessati: number;
};

export const valid = jobPostData({ benefits: 'Mensa aziendale e buoni pasto' });

export type JobPostCompany = { email: string; jwt: string; id: number; piva: string };
export type JobPostCandidate = Awaited<ReturnType<typeof createTestCandidate>> & { jwt: string };
export const FAN = { nome: 'Fabiola', cognome: 'Favorita' };
export const HATER = { nome: 'Ottavio', cognome: 'Ostile' };

const companyId = async (email: string) =>
  (await sql<{ id: number; piva: string }>('SELECT id, piva FROM hr_companies WHERE email = ?', [email]))[0];

export const activate = async (jwt: string) => {
  const { status } = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  expect(status).toBe(200);
};

export const create = (jwt: string, data: Record<string, unknown>) =>
  strapi('/api/annuncis', { method: 'POST', jwt, json: { data } });
export const update = (jwt: string, id: string, data: Record<string, unknown>) =>
  strapi(`/api/annuncis/${id}`, { method: 'PUT', jwt, json: { data } });
export const board = async (jwt: string) =>
  (
    (await strapi('/api/user/annuncis', { method: 'POST', jwt, json: {} })).body.data as Array<{
      documentId: string;
    }>
  ).map((post) => post.documentId);

export const remixPost = (
  session: { jar: Jar; csrf: string },
  path: string,
  fields: Record<string, string>,
) =>
  fetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(session.jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
  });

/** `who` says 'Mi interessa' to the post. */
export async function markInterest(postId: string, who: { jwt: string }) {
  const marked = await strapi(`/api/user/annuncis/${postId}/interesse`, { method: 'POST', jwt: who.jwt });
  expect(marked.status).toBe(200);
}

/** The hater puts the company of `piva` on their blacklist, through the profile save. */
export async function blacklist(hater: JobPostCandidate, piva: string) {
  const saved = await strapi('/api/create-profile/update-profile', {
    method: 'PUT',
    jwt: hater.jwt,
    json: {
      data: {
        ...validPayload(),
        ...HATER,
        email: hater.email,
        telefono: hater.telefono,
        blacklisted_pivas: [{ piva }],
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

export type JobPostAccounts = ReturnType<typeof jobPostAccounts>;

/** The file's own accounts, removed after its last test. */
export function jobPostAccounts() {
  const accounts = ownAccounts('jp');
  afterAll(() => accounts.removeAll());
  async function own<T extends string | { email: string }>(created: Promise<T>): Promise<T> {
    const account = await created;
    accounts.adopt(typeof account === 'string' ? account : account.email);
    return account;
  }
  return {
    own,
    /** A company with 'Promuovi ricerca' active, signed in to Strapi. */
    async company(name: string): Promise<JobPostCompany> {
      const email = await own(createTestCompany(name));
      const row = await companyId(email);
      const company = { email, jwt: await jwtFor(email), id: row.id, piva: row.piva };
      await activate(company.jwt);
      return company;
    },
    /** A candidate named `names` (not validPayload's 'Mario Verdi'), signed in to Strapi. */
    async candidate(name: string, names: { nome: string; cognome: string }): Promise<JobPostCandidate> {
      const candidate = await own(createTestCandidate(name, names));
      return { ...candidate, jwt: await jwtFor(candidate.email) };
    },
  };
}

/** A valid post of `company`'s (position 'Operatore CNC', visible, nobody interested): its documentId. */
export async function postOf(company: { jwt: string }): Promise<string> {
  const created = await create(company.jwt, valid);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data as Post).documentId;
}

export type PostWorld = {
  a: JobPostCompany;
  fan: JobPostCandidate;
  hater: JobPostCandidate;
  postId: string;
};

/**
 * What most job-post files start from: company A ('Promuovi ricerca' active) with a valid post nobody is interested
 * in yet, and two candidates with names of their own (not validPayload's 'Mario Verdi' for both), so that a card or
 * a notice can be seen to name one, not the other.
 */
export async function postWorld(accounts: JobPostAccounts): Promise<PostWorld> {
  const a = await accounts.company('jp-a');
  const fan = await accounts.candidate('jp-fan', FAN);
  const hater = await accounts.candidate('jp-hater', HATER);
  return { a, fan, hater, postId: await postOf(a) };
}
