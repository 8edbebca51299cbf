// The callers of the authorization matrix and the fuzzer: two candidates, two companies and an agency of the
// test's own (registered through the real endpoints, then confirmed, by the file's `ownAccounts`, which removes them
// at the end), each signed in to Strapi (JWT) and to the Remix server (cookie jar); plus the contact data a caller
// must never see.
import { addMember } from './team';
import { randomUUID } from 'node:crypto';
import type { Accounts } from './accounts';
import { validPayload } from './candidate-payload';
import { deleteOwnRecord, sql } from './db';
import { remixSignIn, type Jar } from './remix';
import { jwtFor, strapi } from './strapi';
import { publishJobPost } from './job-post';

/**
 * `member`: an active member of company A's team (issue 27); `removed`: a member of company A whom the titolare
 * removed after it signed in (its JWT and session cookie are the ones it had).
 */
export const PRINCIPALS = [
  'anon',
  'candA',
  'candB',
  'compA',
  'compB',
  'agency',
  'member',
  'removed',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

type Candidate = { id: number; documentId: string; email: string; telefono: string };
type Company = { id: number; documentId: string; email: string };

export type World = {
  jwt: Partial<Record<Principal, string>>;
  jar: Partial<Record<Principal, Jar>>;
  candA: Candidate;
  candB: Candidate;
  compA: Company;
  compB: Company;
  lookupId: number;
  annuncioId: string;
  /** Contact data of seeded candidates, locked for every test company. */
  seeded: Array<{ email: string; telefono: string }>;
};

/** A candidate registered through POST /api/create-profile (`overrides` on validPayload), confirmed, with the demo password. */
export async function createTestCandidate(
  prefix: string,
  overrides: Record<string, unknown> = {},
): Promise<Candidate> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@esempio.it`;
  const telefono = `33${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const created = await strapi('/api/create-profile', {
    method: 'POST',
    json: { data: { ...validPayload(), ...overrides, email, telefono } },
  });
  if (created.status !== 200 && created.status !== 201)
    throw new Error(`create-profile answered ${created.status}: ${JSON.stringify(created.body)}`);
  await sql(
    `UPDATE up_users SET confirmed = ?,
       password = (SELECT password FROM up_users WHERE email = 'azienda@demo.it') WHERE email = ?`,
    [true, email],
  );
  const [hr] = await sql<{ id: number; document_id: string }>(
    'SELECT id, document_id FROM hr_users WHERE email = ?',
    [email],
  );
  return { email, telefono, id: hr.id, documentId: hr.document_id };
}

/**
 * Removes a candidate of a test's own through Strapi's delete (deleteOwnRecord): its rows in the search's derived
 * tables go at once (derived.ts). What companies did with it (unlocks, favourites) stays theirs.
 */
export async function removeTestCandidate(email: string): Promise<void> {
  await deleteOwnRecord('candidate', email);
}

/** A live job post of a company of the test's own that is none of the principals (issue 10: Promuovi ricerca). */
async function postOfAnotherCompany(accounts: Accounts): Promise<string> {
  const jwt = await jwtFor((await accounts.company()).email);
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  if (activated.status !== 200) throw new Error(`activating Promuovi ricerca answered ${activated.status}`);
  const post = await publishJobPost(jwt);
  if (post.status !== 201)
    throw new Error(`the job post answered ${post.status}: ${JSON.stringify(post.body)}`);
  return (post.body.data as { documentId: string }).documentId;
}

export async function createPrincipals(accounts: Accounts): Promise<World> {
  const candA = await accounts.candidate();
  const candB = await accounts.candidate();
  const compA = await accounts.company();
  const compB = await accounts.company();
  const { email: agency } = await accounts.company({ agency: true });
  const emails: Partial<Record<Exclude<Principal, 'anon'>, string>> = {
    candA: candA.email,
    candB: candB.email,
    compA: compA.email,
    compB: compB.email,
    agency,
  };
  const member = await addMember(compA.email, 'principal');
  const removed = await addMember(compA.email, 'principal');
  emails.member = member.email;
  emails.removed = removed.email;
  const jwt: World['jwt'] = {};
  const jar: World['jar'] = {};
  for (const [principal, email] of Object.entries(emails) as Array<[Principal, string]>) {
    jwt[principal] = await jwtFor(email);
    jar[principal] = await remixSignIn(email);
  }
  const removal = await strapi(`/api/team/members/${removed.documentId}`, {
    method: 'DELETE',
    jwt: jwt.compA,
  });
  if (removal.status !== 200) throw new Error(`removing the member answered ${removal.status}`);
  const [lookup] = await sql<{ id: number }>('SELECT id FROM mansionis ORDER BY id LIMIT 1');
  const annuncioId = await postOfAnotherCompany(accounts);
  // Every candidate but the demo one and the two of the test's own (up to 300: the seed's).
  const seeded = await sql<{ email: string; telefono: string }>(
    `SELECT email, telefono FROM hr_users WHERE email NOT LIKE '%@demo.it' AND id NOT IN (?, ?) ORDER BY id LIMIT 300`,
    [candA.id, candB.id],
  );
  return {
    jwt,
    jar,
    candA,
    candB,
    compA: { id: compA.id, documentId: compA.documentId, email: compA.email },
    compB: { id: compB.id, documentId: compB.documentId, email: compB.email },
    lookupId: lookup.id,
    annuncioId,
    seeded,
  };
}

/** Contact data `principal` may not see: every seeded candidate's for companies, candidate A's for all but A. */
export function forbiddenContacts(world: World, principal: Principal): string[] {
  if (principal === 'candA') return [];
  const candA = [world.candA.email, world.candA.telefono];
  if (['compA', 'compB', 'agency', 'member', 'removed'].includes(principal))
    return [...candA, ...world.seeded.flatMap((c) => [c.email, c.telefono])];
  return candA;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stack trace or an internal path (this checkout's, node_modules, file URLs) in a response body. */
export const INTERNALS = new RegExp(
  `\\n\\s+at .+\\(.+:\\d+:\\d+\\)|node_modules/|file://|${escapeRegExp(process.cwd())}`,
);
