// Job posts are for companies that are not agencies: an agency gets 403 on every job-post endpoint and is sent home
// from the pages, with no job-post or Brand Card banner; candidates are not let in at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCompany } from '../../support/company';
import { REMIX, cookieHeader, remixSignIn } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { create, jobPostAccounts, postWorld, update, valid, type PostWorld } from './job-post-world';

const accounts = jobPostAccounts();
let { a, fan, postId } = {} as PostWorld;
let agency: string;

beforeAll(async () => {
  ({ a, fan, postId } = await postWorld(accounts));
  agency = await accounts.own(createTestCompany('jp-agency', { agency: true }));
}, 120_000);

describe('job posts: the company side', () => {
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
