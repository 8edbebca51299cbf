// What the company's money did (issue 43 item 6): GET /api/company-stats counts the events the test makes: a Card
// Crediti bought through the shop (moved back three months), unlocks (one moved back past the twelve months), the
// stages the team set, the logo clicks of candidates while a Brand Card is active (one moved back a week, one older
// than the twelve weeks). Another company's events never count. Runs on SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyStatsResponse } from '#contracts/pipeline.ts';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { remixSignIn } from '../../support/remix';
import { addSubscription, setCredits } from '../../support/search-db';
import { buy, pay } from '../../support/shop';
import { jwtFor, strapi } from '../../support/strapi';
import { addMember } from '../../support/team';

const accounts = ownAccounts('statistiche');
afterEach(() => accounts.removeAll());

type Stats = CompanyStatsResponse['data'];

const stats = async (jwt: string): Promise<Stats> => {
  const { status, body } = await strapi('/api/company-stats', { jwt });
  expect(status).toBe(200);
  return body.data as Stats;
};

/** The calendar day in Italy `days` from now, YYYY-MM-DD. */
const romeDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The 15th, at noon, of the month `back` months before the current one in Italy (safe from every edge). */
const monthsBack = (back: number) => {
  const [year, month] = romeDay().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
};
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

const unlock = async (jwt: string, candidateId: number) =>
  expect((await strapi(`/api/human-resources/${candidateId}/unlock`, { method: 'POST', jwt })).status).toBe(
    200,
  );

const movements = (companyId: number, reason: string) =>
  sql<{ id: number }>(
    `SELECT m.id FROM credit_movements m JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
      WHERE l.hr_company_id = ? AND m.reason = ? ORDER BY m.id`,
    [companyId, reason],
  );

describe('the company statistics', () => {
  it('credits bought and spent per month, from the ledger, over twelve months', async () => {
    const company = await accounts.company();
    const other = await accounts.company();
    await setCredits(company.id, 3);
    await setCredits(other.id, 3);
    const jwt = await jwtFor(company.email);
    const [first, second, third] = [
      await accounts.candidate(),
      await accounts.candidate(),
      await accounts.candidate(),
    ];
    for (const candidate of [first, second, third]) await unlock(jwt, candidate.id);
    // Another company's unlock is its own.
    await unlock(await jwtFor(other.email), first.id);

    // A Card Crediti (5 credits) bought through the shop, as a browser and Stripe do.
    const checkout = await buy(await remixSignIn(company.email), 'card_crediti');
    expect(checkout.status).toBe(303);
    await pay(checkout.location);
    await expect
      .poll(async () => (await movements(company.id, 'purchase')).length, { timeout: 20_000 })
      .toBe(1);

    const now = await stats(jwt);
    expect(now.crediti).toHaveLength(12);
    expect(now.crediti.at(-1)).toEqual({ mese: monthOf(monthsBack(0)), acquistati: 5, spesi: 3 });
    expect(now.crediti.slice(0, -1).every((m) => m.acquistati === 0 && m.spesi === 0)).toBe(true);

    // The purchase three months ago, one unlock thirteen months ago (out of the chart).
    const [purchase] = await movements(company.id, 'purchase');
    const [oldUnlock] = await movements(company.id, 'unlock');
    await sql('UPDATE credit_movements SET date = ? WHERE id = ?', [monthsBack(3), purchase.id]);
    await sql('UPDATE credit_movements SET date = ? WHERE id = ?', [monthsBack(13), oldUnlock.id]);
    const moved = await stats(jwt);
    expect(moved.crediti[0].mese).toBe(monthOf(monthsBack(11)));
    expect(moved.crediti.find((m) => m.mese === monthOf(monthsBack(3)))).toMatchObject({
      acquistati: 5,
      spesi: 0,
    });
    expect(moved.crediti.at(-1)).toMatchObject({ acquistati: 0, spesi: 2 });
    expect(moved.crediti.reduce((sum, m) => sum + m.acquistati + m.spesi, 0)).toBe(7);

    // The other company: its one unlock only.
    const theirs = await stats(await jwtFor(other.email));
    expect(theirs.crediti.reduce((sum, m) => sum + m.spesi, 0)).toBe(1);
    expect(theirs.crediti.reduce((sum, m) => sum + m.acquistati, 0)).toBe(0);
  });

  it('unlocked candidates per stage, as the team set them; the same numbers for a member', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 4);
    const jwt = await jwtFor(company.email);
    const member = await addMember(company.email, 'statistiche', { nome: 'Giulia', cognome: 'Bianchi' });
    const candidates = [];
    for (let i = 0; i < 4; i += 1) {
      const candidate = await accounts.candidate();
      await unlock(jwt, candidate.id);
      candidates.push(candidate);
    }
    const setFase = async (id: number, fase: string) =>
      expect(
        (
          await strapi(`/api/pipeline/candidates/${id}/fase`, {
            method: 'PUT',
            jwt: member.jwt,
            json: { fase },
          })
        ).status,
      ).toBe(200);
    await setFase(candidates[0].id, 'assunto');
    await setFase(candidates[1].id, 'assunto');
    await setFase(candidates[2].id, 'colloquio');

    const expected = {
      da_contattare: 1,
      contattato: 0,
      colloquio: 1,
      proposta: 0,
      assunto: 2,
      non_idoneo: 0,
      non_raggiungibile: 0,
    };
    for (const who of [jwt, member.jwt]) {
      const { fasi } = await stats(who);
      expect(Object.fromEntries(fasi.map((f) => [f.fase, f.sblocchi]))).toEqual(expected);
    }
    // A company that unlocked nothing: every stage 0.
    const empty = await accounts.company();
    const { fasi } = await stats(await jwtFor(empty.email));
    expect(fasi.every((f) => f.sblocchi === 0)).toBe(true);
  });

  it('the logo’s visits per week while a Brand Card is active, once per candidate and day', async () => {
    const company = await accounts.company();
    const jwt = await jwtFor(company.email);
    const visit = async (candidateJwt: string) =>
      expect(
        (
          await strapi(`/api/user/hr-companies/${company.documentId}/visit`, {
            method: 'POST',
            jwt: candidateJwt,
          })
        ).status,
      ).toBe(200);
    const fans = [await accounts.candidate(), await accounts.candidate(), await accounts.candidate()];
    const fanJwts = await Promise.all(fans.map((fan) => jwtFor(fan.email)));

    // No Brand Card: no chart.
    expect((await stats(jwt)).visite_brand).toBeNull();

    // A Brand Card: the flag and its live subscription, as the shop's fulfilment writes them.
    await sql('UPDATE hr_companies SET abbonamento_brand = ? WHERE id = ?', [true, company.id]);
    await addSubscription(company.id, 'brand_card', 5, 30);
    for (const fanJwt of fanJwts) await visit(fanJwt);
    // A second click of the same candidate on the same day counts once; a click on another company's logo is theirs.
    await visit(fanJwts[0]);
    const other = await accounts.company();
    expect(
      (await strapi(`/api/user/hr-companies/${other.documentId}/visit`, { method: 'POST', jwt: fanJwts[1] }))
        .status,
    ).toBe(200);
    const weeks = (await stats(jwt)).visite_brand!;
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.visite).toBe(3);
    expect(weeks.slice(0, -1).every((w) => w.visite === 0)).toBe(true);

    // One visit a week back, one fifteen weeks back (older than the chart).
    const [one, two] = fans;
    const rowOf = async (hrUserId: number) =>
      (
        await sql<{ id: number }>(
          `SELECT id FROM visite WHERE tipo = 'azienda' AND visitatore = ? AND visitato = ?`,
          [hrUserId, company.id],
        )
      )[0].id;
    await sql('UPDATE visite SET giorno = ? WHERE id = ?', [romeDay(-7), await rowOf(one.id)]);
    await sql('UPDATE visite SET giorno = ? WHERE id = ?', [romeDay(-105), await rowOf(two.id)]);
    const moved = (await stats(jwt)).visite_brand!;
    expect(moved.at(-1)!.visite).toBe(1);
    expect(moved.at(-2)!.visite).toBe(1);
    expect(moved.reduce((sum, w) => sum + w.visite, 0)).toBe(2);
    // Monday first, a week apart.
    expect(new Date(`${moved.at(-1)!.settimana}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});
