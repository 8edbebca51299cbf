// The retention job (issue 41 item 2) on rows dated around each limit of catalog/privacy.ts: it deletes exactly the
// rows past it, a second run deletes nothing more, two runs at once do the work once; never-confirmed accounts go
// after RETENTION.unconfirmedAccountDays, inactive candidates get the last e-mail and are erased a notice period
// later unless they sign in. Read back from the database. SQLite and PostgreSQL alike.
// The job runs as of days in the past (its claim is per day, and the stack's own cron may claim today's; a past
// day also keeps every row the other tests made today out of its reach), each test on days of its own, with every
// row dated relative to them.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION } from '../../../strapi/src/catalog/privacy';
import { sql } from '../../support/db';
import { waitForMail } from '../../support/mail';
import { createTestCandidate, removeTestCandidate } from '../../support/principals';
import { jwtFor, strapi } from '../../support/strapi';

const DAY = 86_400_000;
const leftovers: string[] = [];
afterEach(async () => {
  for (const email of leftovers.splice(0)) {
    const [row] = await sql<{ id: number }>('SELECT id FROM hr_users WHERE email = ?', [email]);
    if (row) await removeTestCandidate(email);
  }
});

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);

const run = async (now: Date) => {
  const { status, body } = await strapi('/api/test-hooks/retention', {
    method: 'POST',
    json: { now: now.toISOString() },
  });
  expect(status).toBe(200);
  return body.data as { claimed: boolean; deleted: Record<string, number>; notified?: number };
};

const count = async (text: string, params: unknown[]) =>
  Number((await sql<{ n: number | string }>(`SELECT count(*) AS n FROM ${text}`, params))[0].n);

describe('the retention job', () => {
  it('deletes exactly the technical rows past their limit, once, and nothing more the day after', async () => {
    const now = daysAgo(10);
    const tag = randomUUID().slice(0, 8);
    const visitor = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const tech = RETENTION.technicalRecordDays;
    // Visits: one a day past the limit, one two days within it.
    for (const [days, visitato] of [
      [tech + 1, 1],
      [tech - 2, 2],
    ])
      await sql('INSERT INTO visite (tipo, visitatore, visitato, giorno) VALUES (?, ?, ?, ?)', [
        'profilo',
        visitor,
        visitato,
        isoDay(ago(days)),
      ]);
    // Rate-limit rows and job claims.
    for (const [days, name] of [
      [tech + 1, 'old'],
      [tech - 2, 'new'],
    ] as const) {
      await sql(
        'INSERT INTO rate_limits (chiave, count, reset_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [`privacy-${tag}-${name}`, 1, now.getTime() + DAY, ago(days), ago(days)],
      );
      await sql('INSERT INTO job_runs (chiave, claimed_at) VALUES (?, ?)', [
        `privacy-test:${tag}:${name}`,
        ago(days),
      ]);
    }
    // Wizard drafts (their own expiry far ahead: only the 30 days since the last save count here).
    for (const [days, name] of [
      [RETENTION.wizardDraftDays + 1, 'old'],
      [RETENTION.wizardDraftDays - 2, 'new'],
    ] as const)
      await sql(
        'INSERT INTO wizard_drafts (key, kind, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [`privacy-${tag}-${name}`, 'candidate', new Date(now.getTime() + 365 * DAY), ago(days), ago(days)],
      );
    // Alert matches.
    for (const [days, azienda] of [
      [RETENTION.alertMatchDays + 1, 1],
      [RETENTION.alertMatchDays - 2, 2],
    ])
      await sql('INSERT INTO alert_matches (candidato, azienda, tipo, inviata_il) VALUES (?, ?, ?, ?)', [
        visitor,
        azienda,
        'database',
        ago(days),
      ]);

    // Two instances at once: one claims the day.
    const runs = await Promise.all([run(now), run(now)]);
    expect(runs.map((r) => r.claimed).sort()).toEqual([false, true]);

    const left = async () => ({
      visits: (
        await sql<{ visitato: number }>('SELECT visitato FROM visite WHERE visitatore = ?', [visitor])
      ).map((r) => Number(r.visitato)),
      limits: (
        await sql<{ chiave: string }>('SELECT chiave FROM rate_limits WHERE chiave LIKE ?', [
          `privacy-${tag}-%`,
        ])
      ).map((r) => r.chiave),
      runs: (
        await sql<{ chiave: string }>('SELECT chiave FROM job_runs WHERE chiave LIKE ?', [
          `privacy-test:${tag}:%`,
        ])
      ).map((r) => r.chiave),
      drafts: (
        await sql<{ key: string }>('SELECT key FROM wizard_drafts WHERE key LIKE ?', [`privacy-${tag}-%`])
      ).map((r) => r.key),
      matches: (
        await sql<{ azienda: number }>('SELECT azienda FROM alert_matches WHERE candidato = ?', [visitor])
      ).map((r) => Number(r.azienda)),
    });
    const expected = {
      visits: [2],
      limits: [`privacy-${tag}-new`],
      runs: [`privacy-test:${tag}:new`],
      drafts: [`privacy-${tag}-new`],
      matches: [2],
    };
    expect(await left()).toEqual(expected);

    // The next day's run: the kept rows are still within their limits, nothing more goes.
    expect((await run(new Date(now.getTime() + DAY))).claimed).toBe(true);
    expect(await left()).toEqual(expected);

    await sql('DELETE FROM visite WHERE visitatore = ?', [visitor]);
    await sql('DELETE FROM rate_limits WHERE chiave LIKE ?', [`privacy-${tag}-%`]);
    await sql('DELETE FROM job_runs WHERE chiave LIKE ?', [`privacy-test:${tag}:%`]);
    await sql('DELETE FROM wizard_drafts WHERE key LIKE ?', [`privacy-${tag}-%`]);
    await sql('DELETE FROM alert_matches WHERE candidato = ?', [visitor]);
  });

  it('erases accounts never confirmed after the limit, and only those', async () => {
    const now = daysAgo(20);
    const old = await createTestCandidate('privacy-nonconfermato');
    const recent = await createTestCandidate('privacy-nonconfermato');
    leftovers.push(old.email, recent.email);
    for (const [candidate, days] of [
      [old, RETENTION.unconfirmedAccountDays + 1],
      [recent, RETENTION.unconfirmedAccountDays - 1],
    ] as const)
      await sql('UPDATE up_users SET confirmed = ?, created_at = ? WHERE email = ?', [
        false,
        new Date(now.getTime() - days * DAY),
        candidate.email,
      ]);
    expect((await run(now)).claimed).toBe(true);
    expect(await count('up_users WHERE email = ?', [old.email])).toBe(0);
    expect(await count('hr_users WHERE id = ?', [old.id])).toBe(0);
    expect(await count('up_users WHERE email = ?', [recent.email])).toBe(1);
    expect(await count('hr_users WHERE id = ?', [recent.id])).toBe(1);
  });

  it('mails an inactive candidate once, erases them a notice period later unless they signed in', async () => {
    const now = daysAgo(100);
    const idle = await createTestCandidate('privacy-inattivo');
    const back = await createTestCandidate('privacy-inattivo');
    leftovers.push(idle.email, back.email);
    const longAgo = new Date(now);
    longAgo.setMonth(longAgo.getMonth() - RETENTION.inactiveCandidateMonths - 1);
    for (const candidate of [idle, back]) {
      await sql('UPDATE up_users SET created_at = ?, ultimo_accesso = NULL WHERE email = ?', [
        longAgo,
        candidate.email,
      ]);
      await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', [isoDay(longAgo), candidate.id]);
    }
    const since = Date.now();
    const first = await run(now);
    expect(first.claimed).toBe(true);
    for (const candidate of [idle, back]) {
      const mail = await waitForMail(candidate.email, { since, subject: /sarà eliminato tra/ });
      expect(mail.subject).toContain(`${RETENTION.inactiveCandidateNoticeDays} giorni`);
    }
    // The next day: no second e-mail, nobody erased yet.
    const second = await run(new Date(now.getTime() + DAY));
    expect(second.deleted['api::hr-user.hr-user']).toBe(0);
    expect(await count('hr_users WHERE id IN (?, ?)', [idle.id, back.id])).toBe(2);

    // One of them signs in (a real sign-in, which clears the notice).
    await jwtFor(back.email);
    const later = await run(new Date(now.getTime() + (RETENTION.inactiveCandidateNoticeDays + 1) * DAY));
    expect(later.claimed).toBe(true);
    expect(await count('hr_users WHERE id = ?', [idle.id])).toBe(0);
    expect(await count('up_users WHERE email = ?', [idle.email])).toBe(0);
    expect(await count('hr_users WHERE id = ?', [back.id])).toBe(1);
  });
});
