// Issue 42 item 5, the Remix side: /profilo/cv and /resource-profile/:id/cv stream Strapi's PDF with its type and
// file name; a locked profile, another company's candidate and a malformed id get a 404 with an Italian message
// (never a 500, never a contact); the wrong kind of user is sent to their home, an anonymous one to the login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { addMember } from '../../support/team';
import { REMIX, cookieHeader, remixSignIn, type Jar } from '../../support/remix';

const accounts = ownAccounts('cv-routes');
afterAll(() => accounts.removeAll());

const NOT_FOUND = 'CV non disponibile: il profilo non esiste o non è tra quelli che hai sbloccato.';

let candidate: TestCandidate;
let buyer: TestCompany;
let jars: { candidate: Jar; buyer: Jar; other: Jar; otherMember: Jar };

const get = async (jar: Jar | null, path: string) => {
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

beforeAll(async () => {
  candidate = await accounts.candidate();
  buyer = await accounts.company();
  const other = await accounts.company();
  const otherMember = await addMember(other.email, 'cv-routes-membro');
  jars = {
    candidate: await remixSignIn(candidate.email),
    buyer: await remixSignIn(buyer.email),
    other: await remixSignIn(other.email),
    otherMember: await remixSignIn(otherMember.email),
  };
}, 120_000);

describe('the CV routes of the Remix server', () => {
  it("/profilo/cv streams the candidate's own PDF under Strapi's file name", async () => {
    const cv = await get(jars.candidate, '/profilo/cv');
    expect(cv.status).toBe(200);
    expect(cv.type).toBe('application/pdf');
    expect(cv.disposition).toMatch(/^attachment; filename="CV-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("a company gets 404 with an Italian message before the unlock, the PDF after; another company's never", async () => {
    const path = `/resource-profile/${candidate.id}/cv`;
    const before = await get(jars.buyer, path);
    expect(before.status).toBe(404);
    expect(before.text).toBe(NOT_FOUND);
    expect(before.text).not.toContain(candidate.email);

    await setCredits(buyer.id, 1);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: await jwtFor(buyer.email),
    });
    expect(unlocked.status).toBe(200);
    for (const id of [String(candidate.id), candidate.documentId]) {
      const cv = await get(jars.buyer, `/resource-profile/${id}/cv`);
      expect(cv.status).toBe(200);
      expect(cv.type).toBe('application/pdf');
      expect(cv.disposition).toMatch(/^attachment; filename="CV-.+\.pdf"$/);
      expect(cv.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // Someone else's candidate: the other company and its member never unlocked them.
    for (const jar of [jars.other, jars.otherMember]) {
      const cv = await get(jar, path);
      expect(cv.status).toBe(404);
      expect(cv.text).toBe(NOT_FOUND);
    }
  });

  it('answers a malformed or unknown id with the 404 and its message, never a 500', async () => {
    for (const id of ['999999999', 'x'.repeat(41), '%27%3B--', 'a%20b', '..%2F..%2Fhr-users%2Fme']) {
      const cv = await get(jars.buyer, `/resource-profile/${id}/cv`);
      expect(cv.status, id).toBe(404);
      expect(cv.text, id).toContain('CV non disponibile');
    }
  });

  it('sends the wrong kind of user home and an anonymous one to the login', async () => {
    const asCandidate = await get(jars.candidate, `/resource-profile/${candidate.id}/cv`);
    expect(asCandidate.status).toBe(302);
    expect(asCandidate.location).toBe('/profilo');
    const asCompany = await get(jars.buyer, '/profilo/cv');
    expect(asCompany.status).toBe(302);
    expect(asCompany.location).toBe('/company-home');
    const anonymous = await get(null, '/profilo/cv');
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/\?redirectTo=/);
  });
});
