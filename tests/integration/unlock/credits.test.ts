// Unlocking a candidate in Strapi (issue 6): atomic credits under concurrency (n credits buy n profiles, subscription
// credits first, one profile bought ten times at once costs one), contact data only after unlocking, an Alert New
// Profile unlock racing another company, 402 without credits. `npm test` runs this file on SQLite and in the
// PostgreSQL stage (row locks of its own there); so nothing here may depend on one seed's particular rows.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { buyable, type Card, search } from '../../support/search-api';
import {
  addCreditSubscription,
  candidateContact,
  companyCredits,
  movementCount,
  setCredits,
  subscriptionCredits,
  unlockCount,
} from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

/** Companies of each test's own, removed after it: no test starts from another's unlocks or credits. */
const accounts = ownAccounts('unlock-credits');
afterEach(() => accounts.removeAll());

describe('unlocking', () => {
  it('20 simultaneous unlocks of different profiles with 3 credits unlock exactly 3', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 3);
    const before = await unlockCount(company.id);
    const movementsBefore = await movementCount(company.id);
    const jwt = await jwtFor(company.email);
    const ids = await buyable(jwt, 20);
    expect(ids).toHaveLength(20);
    const results = await Promise.all(
      ids.map((id) =>
        strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt, json: { unlocked: true } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(17);
    expect(await companyCredits(company.id)).toEqual({ crediti: 0, crediti_abbonamento: 0 });
    expect((await unlockCount(company.id)) - before).toBe(3);
    expect((await movementCount(company.id)) - movementsBefore).toBe(3);

    // The purchased list: the 3 new ones first, then the older ones, newest data_sblocco first.
    const won = ids.filter((_, i) => results[i].status === 200);
    const list = (await search(jwt, '?unlocked=true')).data;
    expect(list).toHaveLength(Math.min(20, before + 3));
    expect(list.every((card) => card.unlocked && card.data_sblocco)).toBe(true);
    expect(
      list
        .slice(0, 3)
        .map((card) => card.id)
        .sort(),
    ).toEqual(won.sort());
    const dates = list.map((card) => String(card.data_sblocco));
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('subscription credits go first: 10 simultaneous unlocks with 2 subscription + 1 plain unlock 3', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 1);
    const subscription = await addCreditSubscription(company.id, 2);
    const before = await Promise.all([
      movementCount(company.id, 'crediti_abbonamento'),
      movementCount(company.id, 'crediti'),
    ]);
    const jwt = await jwtFor(company.email);
    const ids = await buyable(jwt, 10);
    expect(ids).toHaveLength(10);
    const results = await Promise.all(
      ids.map((id) => strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, ...Array<number>(7).fill(402)]);
    expect(await companyCredits(company.id)).toEqual({ crediti: 0, crediti_abbonamento: 0 });
    expect(await subscriptionCredits(subscription)).toBe(0);
    const after = await Promise.all([
      movementCount(company.id, 'crediti_abbonamento'),
      movementCount(company.id, 'crediti'),
    ]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([2, 1]);
  });

  it('10 simultaneous unlocks of the same profile cost exactly 1, and contact data appears', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 5);
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const locked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(locked.status).toBe(200);
    const real = await candidateContact(id);
    const raw = JSON.stringify(locked.body);
    for (const value of [real.email, real.telefono, real.indirizzo]) expect(raw).not.toContain(value);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => strapi(`/api/human-resources/${id}/unlock?unlocked=true`, { jwt })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => (r.body.data as { cost: number }).cost === 1)).toHaveLength(1);
    expect((await companyCredits(company.id)).crediti).toBe(4);

    const unlocked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(unlocked.body.data).toMatchObject({ unlocked: true, email: real.email, telefono: real.telefono });
    const list = await search(jwt, '?unlocked=true');
    expect(list.data[0].id).toBe(id);
  });

  it('an Alert New Profile unlock racing another company: the other never buys after it', async () => {
    // Spec decisions.md: for 15 days after a subscriber unlocks a candidate no other company can unlock it.
    const subscriber = await accounts.company();
    const other = await accounts.company();
    await setCredits(subscriber.id, 10, true);
    await setCredits(other.id, 10);
    const [jwtA, jwtB] = await Promise.all([jwtFor(subscriber.email), jwtFor(other.email)]);
    const ids: number[] = [];
    for (const id of await buyable(jwtA, 20)) {
      const { status, body } = await strapi(`/api/human-resources/${id}`, { jwt: jwtB });
      const card = body.data as Card;
      if (status === 200 && !card.unlocked && !card.esclusiva && ids.length < 10) ids.push(id);
    }
    expect(ids).toHaveLength(10);
    const unlock = (id: number, jwt: string) =>
      strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt });
    const results = await Promise.all(ids.map((id) => Promise.all([unlock(id, jwtA), unlock(id, jwtB)])));
    const when = (r: (typeof results)[number][number]) =>
      (r.body.data as { data_sblocco: string }).data_sblocco;
    // The subscriber always buys (the other company has no exclusivity to give); the other company buys only
    // before it, never during its exclusivity.
    expect(results.map(([a]) => a.status)).toEqual(ids.map(() => 200));
    expect(results.filter(([, b]) => ![200, 409].includes(b.status))).toEqual([]);
    // The race must have been lost at least once, or it tested nothing: the subscriber's request leaves first, so
    // over 10 candidates it wins some.
    const refused = ids.filter((_, i) => results[i][1].status === 409);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const late = results.filter(([a, b]) => b.status === 200 && when(b) > when(a));
    expect(late.map(([a, b]) => `subscriber ${when(a)}, other ${when(b)}`)).toEqual([]);
    // Where the other company was refused, the candidate was bought exactly once, by the subscriber, for one credit.
    for (const [a, b] of results.filter(([, b]) => b.status === 409)) {
      expect([a.status, (a.body.data as { cost: number }).cost, b.status]).toEqual([200, 1, 409]);
    }
    expect(await unlockCount(other.id)).toBe(ids.length - refused.length);
    expect(await unlockCount(subscriber.id)).toBe(ids.length);
    expect((await companyCredits(other.id)).crediti).toBe(10 - (ids.length - refused.length));
    // Refused: the exclusivity date in the answer and on the profile the other company sees.
    for (const id of refused) {
      const profile = (await strapi(`/api/human-resources/${id}`, { jwt: jwtB })).body.data as Card;
      expect(profile).toMatchObject({
        unlocked: false,
        esclusiva: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  it('a company without credits gets 402 and nothing changes', async () => {
    const jwt = await jwtFor('azienda0@demo.it');
    const [id] = await buyable(jwt, 1);
    const result = await strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt });
    expect(result.status).toBe(402);
    expect((await strapi(`/api/human-resources/${id}`, { jwt })).body.data).toMatchObject({
      unlocked: false,
    });
  });
});
