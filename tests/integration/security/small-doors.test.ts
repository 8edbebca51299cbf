// The smaller doors of issue 24 item 8: a redirect whose final URL left the site, a NUL character hidden past the
// first 10,000 values of a body, and personal pages a shared cache could keep.
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { REMIX, cookieHeader, postForm, remixSignIn } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('porte');
afterAll(() => accounts.removeAll());

describe('open redirect', () => {
  it('a purchase without credits goes back to the dialog on this site, whatever redirectTo says', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const jwt = await jwtFor(email);
    const listing = await strapi('/api/human-resources?bucket=altri', { jwt });
    const candidate = (
      listing.body.data as Array<{ id: number; unlocked: boolean; esclusiva?: unknown }>
    ).find((card) => !card.unlocked && !card.esclusiva)!;
    const path = `/resource-profile/${candidate.id}`;
    // '/.//evil.example' is a local path; the URL built from it used to be '//evil.example?acquista=…'.
    const answer = await postForm(jar, path, [
      ['intent', 'unlock'],
      ['id', String(candidate.id)],
      ['redirectTo', '/.//evil.example'],
    ]);
    expect(answer.status).toBe(302);
    const location = answer.location ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'http://portale.example').host).toBe('portale.example');
    expect(location).toContain(`acquista=${candidate.id}`);
  });
});

describe('NUL characters', () => {
  it('a NUL after 10,000 other values is refused too', async () => {
    const candidate = await accounts.candidate();
    const jwt = await jwtFor(candidate.email);
    const pad = Array.from({ length: 10_001 }, (_, i) => `v${i}`);
    const answer = await strapi('/api/create-profile/update-profile', {
      method: 'PUT',
      jwt,
      json: { pad, data: { nome: 'Ma\u0000rio' } },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.error as { details?: { code?: string } }).details?.code).toBe('nul');
  });
});

describe('personal pages', () => {
  it('are sent with Cache-Control: private, no-store', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    for (const path of ['/company-home', '/company-info']) {
      const response = await fetch(`${REMIX}${path}`, {
        headers: { Cookie: cookieHeader(jar) },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      expect([path, response.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
  });
});
