// The CV's refusals (issue 42 item 5): a malformed or unknown id is a 404 with its Italian message, never a 500; the
// wrong kind of user is sent home (Remix) or refused (Strapi), an anonymous one sent to the login.
import { beforeAll, describe, expect, it } from 'vitest';
import { cvAccounts, download, get, remixWorld, strapiWorld } from './cv-world';
import type { RemixWorld, StrapiWorld } from './cv-world';

const accounts = cvAccounts('cv-refusals');

describe('the CV routes of the Remix server', () => {
  let { candidate, jars } = {} as RemixWorld;
  beforeAll(async () => ({ candidate, jars } = await remixWorld(accounts)), 120_000);

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

describe('the CV (PDF)', () => {
  let { candidate, buyer } = {} as StrapiWorld;
  beforeAll(async () => ({ candidate, buyer } = await strapiWorld(accounts)), 120_000);

  it('refuses the wrong callers and ids clearly', async () => {
    expect((await download(`/api/human-resources/${candidate.id}/cv`)).status).toBe(403);
    expect((await download(`/api/human-resources/${candidate.id}/cv`, candidate.jwt)).status).toBe(403);
    expect((await download('/api/hr-users/me/cv')).status).toBe(403);
    expect((await download('/api/hr-users/me/cv', buyer.jwt)).status).toBe(403);
    for (const id of ['999999999', 'x'.repeat(41), '%27%3B--'])
      expect((await download(`/api/human-resources/${id}/cv`, buyer.jwt)).status).toBe(404);
  });
});
