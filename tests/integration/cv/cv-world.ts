// The accounts and requests the CV tests share (issue 42 item 5), for the two programs that serve the PDF: the Remix
// routes (/profilo/cv, /resource-profile/:id/cv) seen through signed-in cookie jars, and Strapi's endpoints seen
// with JWTs. Each describe block makes a world of its own, so that one block's unlock cannot change what another sees.
import { afterAll, expect } from 'vitest';
import { pdfText } from '../../support/pdf-text';
import { ownAccounts, type Accounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { sql } from '../../support/db';
import { REMIX, cookieHeader, remixSignIn, type Jar } from '../../support/remix';
import { jwtFor, STRAPI_URL } from '../../support/strapi';
import { addMember } from '../../support/team';

/** A test file's own accounts (`<prefix>-…`), removed after its last test. */
export function cvAccounts(prefix: string): Accounts {
  const accounts = ownAccounts(prefix);
  afterAll(() => accounts.removeAll());
  return accounts;
}

/** The Remix routes' answer to a company that may not have the CV. */
export const NOT_FOUND = 'CV non disponibile: il profilo non esiste o non è tra quelli che hai sbloccato.';

/** A GET of a Remix path with `jar`'s cookies (null: anonymous), redirects not followed. */
export const get = async (jar: Jar | null, path: string) => {
  const response = await fetch(`${REMIX}${path}`, {
    headers: jar ? { Cookie: cookieHeader(jar) } : {},
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    location: response.headers.get('location'),
    bytes,
    text: bytes.toString('utf8'),
  };
};

export type RemixWorld = {
  candidate: TestCandidate;
  buyer: TestCompany;
  jars: { candidate: Jar; buyer: Jar; other: Jar; otherMember: Jar };
};

/** A candidate, a company that may buy them, another company and its member, each signed in to Remix. */
export async function remixWorld(accounts: Accounts): Promise<RemixWorld> {
  const candidate = await accounts.candidate();
  const buyer = await accounts.company();
  const other = await accounts.company();
  const otherMember = await addMember(other.email, 'cv-remix-membro');
  const jars = {
    candidate: await remixSignIn(candidate.email),
    buyer: await remixSignIn(buyer.email),
    other: await remixSignIn(other.email),
    otherMember: await remixSignIn(otherMember.email),
  };
  return { candidate, buyer, jars };
}

/** Today in Italy (YYYY-MM-DD), as the CV's file name carries it. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** A GET of a Strapi path with `jwt` (none: anonymous): status, headers and the body's bytes. */
export const download = async (path: string, jwt?: string) => {
  const response = await fetch(`${STRAPI_URL}${path}`, {
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
    raw: Buffer.from(bytes).toString('latin1'),
  };
};

export type StrapiWorld = {
  candidate: TestCandidate & { jwt: string; nome: string; cognome: string };
  buyer: TestCompany & { jwt: string };
  other: TestCompany & { jwt: string };
  buyerMember: { jwt: string };
  otherMember: { jwt: string };
};

/** A candidate in Bergamo, a company that may buy them and another company, each with a member, all with JWTs. */
export async function strapiWorld(accounts: Accounts): Promise<StrapiWorld> {
  const own = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  const [row] = await sql<{ nome: string; cognome: string }>(
    'SELECT nome, cognome FROM hr_users WHERE id = ?',
    [own.id],
  );
  const candidate = { ...own, jwt: await jwtFor(own.email), nome: row.nome, cognome: row.cognome };
  const a = await accounts.company();
  const buyer = { ...a, jwt: await jwtFor(a.email) };
  const b = await accounts.company();
  const other = { ...b, jwt: await jwtFor(b.email) };
  const buyerMember = await addMember(buyer.email, 'cv-membro');
  const otherMember = await addMember(other.email, 'cv-membro');
  return { candidate, buyer, other, buyerMember, otherMember };
}

/** The CV's PDF shows the candidate's name and contacts (the full CV, never a blurred one) and `also`. */
export async function expectFullCv(
  bytes: Uint8Array,
  candidate: TestCandidate & { nome: string; cognome: string },
  ...also: string[]
) {
  const { text } = await pdfText(bytes);
  for (const expected of [candidate.nome, candidate.cognome, candidate.email, candidate.telefono, ...also])
    expect(text).toContain(expected);
}
