// The freshness job's daily cap (docs/decisions.md "The freshness job at a million"), against the real test Strapi
// and SMTP catcher: a day sends at most the cap, counted from the day's sends in the database (so a second run of
// the same Italian day sends only what is left), in id order, and the next Italian day starts again. The runs are
// made as of a day in 2031, when every profile of the stack is stale, and the profiles they mailed are put back.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '../../support/db';
import { expectMails, mailsSoFar } from '../../support/mail';
import { strapi } from '../../support/strapi';

const FRESHNESS = 'Il tuo profilo è ancora aggiornato?';

/** 2031-03-03 in Italy (CET, UTC+1) runs from 2031-03-02T23:00Z to 2031-03-03T23:00Z. */
const MORNING = '2031-03-03T09:00:00Z';
const JUST_AFTER_MIDNIGHT = '2031-03-02T23:30:00Z';
const DAY_BEFORE_LATE = '2031-03-02T22:30:00Z';

const run = async (now: string, cap: number) => {
  const answer = await strapi('/api/test-hooks/freshness', { method: 'POST', json: { now, cap } });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { sent: number } }).data.sent;
};

/** The addresses each run should mail: every profile with an address and a date is due in 2031, lowest id first. */
const dueInOrder = async (n: number) =>
  (
    await sql<{ id: number; email: string }>(
      'SELECT id, email FROM hr_users WHERE email IS NOT NULL AND ultima_modifica IS NOT NULL ORDER BY id LIMIT ?',
      [n],
    )
  ).map((row) => ({ id: Number(row.id), email: row.email.toLowerCase() }));

let mailed: number[] = [];
afterAll(async () => {
  // Mailed "in 2031", these profiles would not be due again in this stack: give them back their state.
  for (const id of mailed)
    await sql(
      'UPDATE hr_users SET aggiornamento_inviato_il = NULL, aggiornamento_token = NULL WHERE id = ?',
      [id],
    );
});

const addressesOf = (mails: Array<{ to: { address: string }[] }>) =>
  mails.map((m) => m.to[0]?.address.toLowerCase() ?? '').sort();
const emailsOf = (candidates: Array<{ email: string }>) => candidates.map((d) => d.email).sort();

describe('the freshness job caps a day', () => {
  it('sends at most the cap per Italian day, in id order, and resumes the next day', async () => {
    const due = await dueInOrder(6);
    expect(due).toHaveLength(6);
    mailed = due.map((d) => d.id);
    const isFreshness = (m: { subject: string }) => m.subject === FRESHNESS;

    // The first run of the day stops at the cap: the three lowest ids.
    let since = await mailsSoFar();
    expect(await run(MORNING, 3)).toBe(3);
    expect(addressesOf(await expectMails(since, isFreshness, 3))).toEqual(emailsOf(due.slice(0, 3)));

    // Again the same day with the same cap: the day's three sends are counted from the database, nothing goes.
    since = await mailsSoFar();
    expect(await run(MORNING, 3)).toBe(0);
    // Just after midnight in Italy is the same day (22:30 UTC the day before is not: see below).
    expect(await run(JUST_AFTER_MIDNIGHT, 5)).toBe(2);
    expect(addressesOf(await expectMails(since, isFreshness, 2))).toEqual(emailsOf(due.slice(3, 5)));
    expect(await run(MORNING, 5)).toBe(0);

    // The evening before in Italy is another day with its own cap; the candidates mailed on the 3rd are not due.
    since = await mailsSoFar();
    expect(await run(DAY_BEFORE_LATE, 1)).toBe(1);
    expect(addressesOf(await expectMails(since, isFreshness, 1))).toEqual([due[5].email]);
  }, 120_000);
});
