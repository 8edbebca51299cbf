// Strapi's reset-password e-mail points at the Remix app's /reset-password page, in Italian.
import { describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../support/mail';
import { strapi } from '../../support/strapi';

describe('e-mails point at the Remix app, in Italian', () => {
  it('the reset-password mail links to /reset-password?code=', async () => {
    const since = Date.now();
    const { status } = await strapi('/api/auth/forgot-password', {
      method: 'POST',
      json: { email: 'azienda0@demo.it' },
    });
    expect(status).toBe(200);
    const mail = await waitForMail('azienda0@demo.it', { since, link: '/reset-password' });
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100');
    expect(link.searchParams.get('code')).toMatch(/\w{10,}/);
    expect(`${mail.subject} ${mail.text ?? mail.html}`).toMatch(/password/i);
    expect(mail.subject).toMatch(/[àèéìòù]|password|Recupero|Reimposta/i);
  });
});
