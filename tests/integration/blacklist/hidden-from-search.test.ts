// A candidate who blacklisted a company's VAT number (issue 6) is absent from that company's search, lists and
// direct URL, and cannot be bought or made a favourite by it; other companies still see them.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { search } from '../../support/search-api';
import { addFavouriteRow, blacklistedPair } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

/** Companies of each test's own, removed after it: no test starts from another's unlocks or credits. */
const accounts = ownAccounts('blacklist-search');
afterEach(() => accounts.removeAll());

describe('blacklist', () => {
  it('a candidate who blacklisted the company VAT is absent from search, lists and direct URL', async () => {
    const { company, candidateId, citta } = await blacklistedPair(accounts);
    const jwt = await jwtFor(company.email);
    const residenza = `&residenza=${encodeURIComponent(citta)}`;
    for (const bucket of ['disponibilita', 'altri']) {
      const page = await search(jwt, `?bucket=${bucket}${residenza}`);
      expect(page.data.map((c) => c.id)).not.toContain(candidateId);
    }
    await addFavouriteRow(company.id, candidateId);
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).not.toContain(candidateId);
    expect((await strapi(`/api/human-resources/${candidateId}`, { jwt })).status).toBe(404);
    expect((await strapi(`/api/human-resources/${candidateId}/unlock`, { method: 'POST', jwt })).status).toBe(
      404,
    );
    expect(
      (await strapi(`/api/human-resources/${candidateId}/favourites?favourite=true`, { jwt })).status,
    ).toBe(404);
    // Another company still sees the candidate.
    const other = await jwtFor('azienda0@demo.it');
    expect((await strapi(`/api/human-resources/${candidateId}`, { jwt: other })).status).toBe(200);
  });
});
