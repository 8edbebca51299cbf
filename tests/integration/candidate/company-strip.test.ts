// The strip of company logos a candidate sees returns only each company's name, logo and website.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { jwtFor, strapi } from '../../support/strapi';

// The candidate of this file's own, removed at the end.
const accounts = ownAccounts('candidate-strip');
let bobAccount: TestCandidate;
beforeAll(async () => {
  bobAccount = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

describe('candidate area: ownership', () => {
  it('the company strip returns only name, logo and website', async () => {
    const bob = await jwtFor(bobAccount.email);
    const strip = (await strapi('/api/user/hr-companies', { jwt: bob })).body as {
      data: Array<Record<string, unknown>>;
    };
    expect(strip.data.length).toBeGreaterThan(0);
    for (const company of strip.data) {
      expect(Object.keys(company).sort()).toEqual(['documentId', 'id', 'logo', 'nome', 'sito_web_link']);
    }
  });
});
