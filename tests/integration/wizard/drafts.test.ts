// Server-side wizard drafts in Strapi: by unguessable key, merged step by step, bounded, never listed.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';

const newKey = () => randomBytes(32).toString('base64url');

describe('wizard drafts', () => {
  it('merge steps and survive until deleted', async () => {
    const key = newKey();
    expect((await strapi(`/api/wizard-drafts/${key}`)).status).toBe(404);
    const first = await strapi(`/api/wizard-drafts/${key}`, {
      method: 'PUT',
      json: { data: { kind: 'candidate', data: { anagrafica: { nome: 'Mario' } } } },
    });
    expect(first.status).toBe(200);
    await strapi(`/api/wizard-drafts/${key}`, {
      method: 'PUT',
      json: { data: { kind: 'candidate', data: { stato: { occupazione: 'Occupato' } } } },
    });
    const read = await strapi(`/api/wizard-drafts/${key}`);
    expect(read.body.data).toMatchObject({
      kind: 'candidate',
      data: { anagrafica: { nome: 'Mario' }, stato: { occupazione: 'Occupato' } },
    });
    expect(read.body.data).not.toHaveProperty('key');
    expect((await strapi(`/api/wizard-drafts/${key}`, { method: 'DELETE' })).status).toBe(204);
    expect((await strapi(`/api/wizard-drafts/${key}`)).status).toBe(404);
  });

  it('refuse bad keys, kinds, shapes and oversized drafts with 400', async () => {
    const put = (key: string, data: unknown) =>
      strapi(`/api/wizard-drafts/${key}`, { method: 'PUT', json: { data } });
    expect((await strapi('/api/wizard-drafts/corta')).status).toBe(400);
    expect((await put(newKey(), { kind: 'admin', data: {} })).status).toBe(400);
    expect((await put(newKey(), { kind: 'company', data: [1, 2] })).status).toBe(400);
    expect((await put(newKey(), { kind: 'company', data: { x: 'y'.repeat(300_000) } })).status).toBe(400);
    const key = newKey();
    await put(key, { kind: 'company', data: { a: 1 } });
    expect((await put(key, { kind: 'candidate', data: { a: 2 } })).status).toBe(400);
  });

  it('cannot be listed', async () => {
    expect([403, 404, 405]).toContain((await strapi('/api/wizard-drafts')).status);
  });
});

describe('email check', () => {
  it('tells taken and free addresses apart, case-insensitively', async () => {
    const check = (email: unknown) => strapi('/api/email-check', { method: 'POST', json: { email } });
    expect((await check('Candidato@Demo.it')).body).toEqual({ available: false });
    expect((await check(`libero-${Date.now()}@example.com`)).body).toEqual({ available: true });
  });

  it('refuses malformed input with 400', async () => {
    const check = (email: unknown) => strapi('/api/email-check', { method: 'POST', json: { email } });
    for (const email of [undefined, 42, 'non-una-mail', `${'a'.repeat(300)}@x.it`]) {
      expect((await check(email)).status).toBe(400);
    }
  });
});
