// The candidates' job board pages 20 posts at a time, newest first, with the company's name and province, straight
// from Strapi and on the Remix page; a malformed page number is a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCompany } from '../../support/company';
import { REMIX, cookieHeader, remixSignIn } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { letterTag } from '../../support/tag';
import { FAN, activate, create, jobPostAccounts, valid, type JobPostCandidate } from './job-post-world';

const accounts = jobPostAccounts();
let fan: JobPostCandidate;
const own = accounts.own;

beforeAll(async () => {
  fan = await accounts.candidate('jp-fan', FAN);
}, 120_000);

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
