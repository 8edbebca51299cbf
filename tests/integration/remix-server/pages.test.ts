// The pages of the Remix server: Italian HTML with its security headers, an Italian 404, no path tricks on /media.
import { describe, expect, it } from 'vitest';
import { REMIX } from '../../support/remix';

describe('pages', () => {
  it('serve Italian HTML with security headers', async () => {
    const response = await fetch(`${REMIX}/forgot-password`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="it"');
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it('unknown pages are 404 in Italian', async () => {
    const response = await fetch(`${REMIX}/pagina-che-non-esiste`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  it('the media route refuses path tricks', async () => {
    expect((await fetch(`${REMIX}/media/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${REMIX}/media/non-esiste.png`)).status).toBe(404);
  });
});
