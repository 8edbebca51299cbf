// A company gets a candidate's CV (issue 42 item 5) only once it unlocked them, and so do the members of its team:
// before, and for another company or its member ever, a 404 with no contact in the answer; straight from Strapi and
// through the Remix route /resource-profile/:id/cv.
import { beforeAll, describe, expect, it } from 'vitest';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { cvAccounts, download, expectFullCv, get, NOT_FOUND, remixWorld, strapiWorld } from './cv-world';
import type { RemixWorld, StrapiWorld } from './cv-world';

const accounts = cvAccounts('cv-unlock');

describe('the CV routes of the Remix server', () => {
  let { candidate, buyer, jars } = {} as RemixWorld;
  beforeAll(async () => ({ candidate, buyer, jars } = await remixWorld(accounts)), 120_000);

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
});

describe('the CV (PDF)', () => {
  let { candidate, buyer, other, buyerMember, otherMember } = {} as StrapiWorld;
  beforeAll(
    async () => ({ candidate, buyer, other, buyerMember, otherMember } = await strapiWorld(accounts)),
    120_000,
  );

  it('is a 404 for a company that did not unlock, its member, another company and its member', async () => {
    for (const jwt of [buyer.jwt, buyerMember.jwt, other.jwt, otherMember.jwt]) {
      const cv = await download(`/api/human-resources/${candidate.id}/cv`, jwt);
      expect(cv.status).toBe(404);
      expect(cv.type).toContain('application/json');
      expect(cv.raw).not.toContain(candidate.email);
      expect(cv.raw).not.toContain(candidate.telefono);
    }
  });

  it('is the unlocked profile with its contacts for the company that unlocked it and its members, never for another', async () => {
    await setCredits(buyer.id, 1);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: buyer.jwt,
    });
    expect(unlocked.status).toBe(200);
    for (const jwt of [buyer.jwt, buyerMember.jwt]) {
      for (const id of [String(candidate.id), candidate.documentId]) {
        const cv = await download(`/api/human-resources/${id}/cv`, jwt);
        expect(cv.status).toBe(200);
        expect(cv.type).toBe('application/pdf');
        await expectFullCv(cv.bytes, candidate, 'Saldatore TIG');
      }
    }
    for (const jwt of [other.jwt, otherMember.jwt])
      expect((await download(`/api/human-resources/${candidate.id}/cv`, jwt)).status).toBe(404);
  });
});
