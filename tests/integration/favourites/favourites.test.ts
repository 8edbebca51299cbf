// A company's favourite candidates (issue 6): toggled on and off idempotently, listed, one row however many
// simultaneous clicks. Runs on SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { buyable, search } from '../../support/search-api';
import { favouriteCount } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

/** Companies of each test's own, removed after it: no test starts from another's unlocks or credits. */
const accounts = ownAccounts('favourites');
afterEach(() => accounts.removeAll());

describe('favourites', () => {
  it('toggle on and off, idempotently, and are listed', async () => {
    const company = await accounts.company();
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const set = (value: string) =>
      strapi(`/api/human-resources/${id}/favourites?favourite=${value}`, { jwt });
    expect((await set('true')).body.data).toMatchObject({ isFavourite: true });
    expect((await set('true')).status).toBe(200);
    const favourites = (await search(jwt, '?favourites=true')).data;
    expect(favourites.map((c) => c.id)).toContain(id);
    expect(favourites.every((c) => c.isFavourite)).toBe(true);
    expect((await set('false')).body.data).toMatchObject({ isFavourite: false });
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).not.toContain(id);
    expect((await set('forse')).status).toBe(400);

    // Simultaneous "on": one row (the unique chiave), every answer a success.
    const results = await Promise.all(Array.from({ length: 8 }, () => set('true')));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await favouriteCount(company.id, id)).toBe(1);
  });
});
