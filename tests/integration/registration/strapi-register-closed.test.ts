// Accounts are made only by the app's own registration: Strapi's public /api/auth/local/register is closed.
import { describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';

describe('who may read or change what', () => {
  it('public registration through Strapi is closed', async () => {
    const { status } = await strapi('/api/auth/local/register', {
      method: 'POST',
      json: { username: 'intruso', email: 'intruso@example.com', password: 'Intruso1234!' },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
