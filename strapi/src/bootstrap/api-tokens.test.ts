// A users-permissions JWT is not looked up as a Strapi API token (docs/performance.md "Pages per core"). The
// service below stands for Strapi's own `admin::api-token-content-api` (its hash and lookup), not for our code.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { skipApiTokenLookupForJwts } from './api-tokens';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MywiaWF0IjoxNzY0MTUwMDAwfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1oZXJl';
const API_TOKEN = 'a3f9'.repeat(64);

function strapiWithTokens() {
  const looked: string[] = [];
  const stored = new Map([[createHmac('sha512', 'salt').update(API_TOKEN).digest('hex'), { id: 1 }]]);
  const tokens = {
    hash: (key: string) => createHmac('sha512', 'salt').update(key).digest('hex'),
    getByAccessKey: async (hash: string) => {
      looked.push(hash);
      return stored.get(hash) ?? null;
    },
  };
  const strapi = { service: () => tokens, log: { warn: () => {} } } as unknown as Parameters<
    typeof skipApiTokenLookupForJwts
  >[0];
  skipApiTokenLookupForJwts(strapi);
  return { tokens, looked };
}

describe('skipApiTokenLookupForJwts', () => {
  it('answers "no API token" for a JWT without asking the database', async () => {
    const { tokens, looked } = strapiWithTokens();
    expect(await tokens.getByAccessKey(tokens.hash(JWT))).toBeNull();
    expect(looked).toEqual([]);
  });

  it('still hashes and looks up anything else: a real API token is found, an unknown one is not', async () => {
    const { tokens, looked } = strapiWithTokens();
    expect(await tokens.getByAccessKey(tokens.hash(API_TOKEN))).toEqual({ id: 1 });
    expect(await tokens.getByAccessKey(tokens.hash('deadbeef'))).toBeNull();
    expect(looked).toHaveLength(2);
    expect(looked[0]).toMatch(/^[0-9a-f]{128}$/);
  });
});
