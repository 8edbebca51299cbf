// The profile-freshness e-mail (issue 6) against the real test Strapi, Remix and SMTP catcher: a stale profile is
// mailed once, the mail's link confirms the profile today and leads to /profilo, a made-up token is refused.
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { expectMails, linkIn, mailsSoFar, sentTo, type Mail } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';

const REMIX_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

// A candidate of this file's own, removed at the end.
const accounts = ownAccounts('freshness');
afterAll(() => accounts.removeAll());

/** The freshness mail's subject (freshness service). */
const FRESHNESS = /^Il tuo profilo è ancora aggiornato\?$/;

describe('profile freshness', () => {
  it('mails a stale profile once, and its link confirms the profile today', async () => {
    const { email } = await accounts.candidate();
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    await sql(
      'UPDATE hr_users SET ultima_modifica = ?, aggiornamento_inviato_il = NULL, aggiornamento_token = NULL WHERE lower(email) = lower(?)',
      [sevenMonthsAgo.toISOString().slice(0, 10), email],
    );
    // The address is this file's own: every freshness mail to it is this test's (its registration mail is not one).
    const freshnessTo = (m: Mail) => sentTo(email)(m) && FRESHNESS.test(m.subject);
    const sentBy = (run: { body: Record<string, unknown> }) => (run.body.data as { sent: number }).sent;
    const first = await mailsSoFar();
    const run = await strapi('/api/test-hooks/freshness', { method: 'POST' });
    expect(run.status).toBe(200);
    const [mail] = await expectMails(first, freshnessTo, 1);
    // What the run answers it sent is what went out, to anyone (other stale profiles too: the first run of a stack
    // mails the seed's stale profiles, so the catcher gets more time).
    await expectMails(first, (m) => FRESHNESS.test(m.subject), sentBy(run), { timeoutMs: 60_000 });
    const link = linkIn(
      mail,
      mail.html?.match(/\/aggiornamento\/[A-Za-z0-9_-]{43}/)?.[0] ?? '/aggiornamento/',
    );

    // A second run within 30 days sends nothing more to this candidate.
    const since = await mailsSoFar();
    const again = await strapi('/api/test-hooks/freshness', { method: 'POST' });
    await expectMails(since, freshnessTo, 0);
    await expectMails(since, (m) => FRESHNESS.test(m.subject), sentBy(again));

    // The link, opened on the Remix app, confirms the profile and leads to /profilo.
    const response = await fetch(`${REMIX_URL}${link.pathname}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/profilo/);
    const jwt = await jwtFor(email);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(
      ((await strapi('/api/me', { jwt })).body as { hr_user: { ultima_modifica: string } }).hr_user
        .ultima_modifica,
    ).toBe(today);

    // A made-up token is refused, in Strapi and on the page.
    const fake = 'A'.repeat(43);
    expect((await strapi(`/api/alreadyUpdated/${fake}`, { method: 'PATCH' })).status).toBe(404);
    const page = await fetch(`${REMIX_URL}/aggiornamento/${fake}`, { redirect: 'manual' });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('non è valido o è scaduto');
  }, 180_000);
});
