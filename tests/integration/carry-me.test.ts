// The caller's /api/me carried on another answer (issue 29 item 5, strapi/src/middlewares/carry-me.ts): asked with
// the header, a successful answer for a signed-in user carries exactly what GET /api/me answers, computed after the
// call's own work (an unlock's answer carries the credit it left); nothing is carried unasked, to an anonymous
// caller, or on a refusal. Runs on SQLite and PostgreSQL alike.
import { CARRIED_ME_KEY, CARRY_ME_HEADER } from '#catalog/carry-me.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../support/accounts';
import { setCredits } from '../support/search-db';
import { STRAPI_URL, jwtFor, strapi } from '../support/strapi';

const accounts = ownAccounts('carry-me');
afterEach(() => accounts.removeAll());

/** A call with the header asked; its answer's header and body. */
async function carried(path: string, jwt: string | null, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${STRAPI_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      [CARRY_ME_HEADER]: '1',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, header: response.headers.get(CARRY_ME_HEADER), body };
}

type Me = { email: string; hr_company: { crediti: number } | null; hr_user: unknown };

describe('a carried /api/me', () => {
  it('is the answer of GET /api/me, beside the search answer itself', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    const asked = await carried('/api/human-resources?page=1', jwt);
    expect(asked.status).toBe(200);
    expect(asked.header).toBe('1');
    expect(Array.isArray(asked.body.data)).toBe(true);
    const me = await strapi('/api/me', { jwt });
    expect(asked.body[CARRIED_ME_KEY]).toEqual(me.body);

    const plain = await strapi('/api/human-resources?page=1', { jwt });
    expect(plain.body).not.toHaveProperty(CARRIED_ME_KEY);
    expect(Object.keys(plain.body).sort()).toEqual(
      Object.keys(asked.body)
        .filter((key) => key !== CARRIED_ME_KEY)
        .sort(),
    );
  });

  it('is computed after a change: an unlock carries the credit it left', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 3);
    const candidate = await accounts.candidate();
    const jwt = await jwtFor(company.email);
    const unlocked = await carried(`/api/human-resources/${candidate.id}/unlock`, jwt, {
      method: 'POST',
      json: { unlocked: true },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.header).toBe('1');
    const me = unlocked.body[CARRIED_ME_KEY] as Me;
    expect(me.email).toBe(company.email);
    expect(me.hr_company?.crediti).toBe(2);
  });

  it('is not carried to an anonymous caller, on a refusal, or to a caller of another kind', async () => {
    const anonymous = await carried('/api/human-resources?page=1', null);
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.header).toBeNull();
    expect(anonymous.body).not.toHaveProperty(CARRIED_ME_KEY);

    const jwt = await jwtFor('azienda@demo.it');
    const missing = await carried('/api/human-resources/999999999', jwt);
    expect(missing.status).toBe(404);
    expect(missing.header).toBeNull();
    expect(missing.body).not.toHaveProperty(CARRIED_ME_KEY);

    // A token whose session ended: refused before anything is computed for it.
    const company = await accounts.company();
    const ended = await jwtFor(company.email);
    expect((await strapi('/api/me/logout', { method: 'POST', jwt: ended })).status).toBe(200);
    const revoked = await carried('/api/human-resources?page=1', ended);
    expect(revoked.status).toBe(401);
    expect(revoked.header).toBeNull();
    expect(revoked.body).not.toHaveProperty(CARRIED_ME_KEY);

    // A candidate may not search: refused, nothing carried.
    const candidate = await carried('/api/human-resources?page=1', await jwtFor('candidato@demo.it'));
    expect(candidate.status).toBe(403);
    expect(candidate.body).not.toHaveProperty(CARRIED_ME_KEY);
  });
});
