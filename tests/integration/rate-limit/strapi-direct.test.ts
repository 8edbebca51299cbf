// Strapi safe even if exposed (issue 39 item 13): the browser only ever talks to the Remix server, but a proxy set up
// wrong may open Strapi to the world. Called directly (no internal secret), Strapi applies the portal's limits itself,
// in the same counters as the portal (a request through the portal and one straight to Strapi use up the same
// allowance), keyed on the socket's address (an IPv6 visitor by its /64). Before: 25 recovery requests from one
// address sent 25 mails to as many addresses, one address got every mail asked for, and TRACE answered 501.
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import type { Mail } from '../../support/mail';
import { settledMails, sentSince, sentTo } from '../../support/mail-wait';
import { fetchFrom, freshLoopback } from '../../support/remix-server';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';
import { STRAPI_URL } from '../../support/strapi';

const accounts = ownAccounts('strapi-diretto');
afterAll(() => accounts.removeAll());

/** The portal's production limits (app/server/env.server.ts), which Strapi keeps for direct callers. */
const PER_EMAIL = 5;
const PER_IP = 50;
const DRAFTS_PER_IP = 30;

/** A recovery mail (its reset link): the account's own confirmation mail, sent within the same second, is not. */
const isRecovery = (mail: Mail) => `${mail.text ?? ''}${mail.html ?? ''}`.includes('/reset-password');

const forgot = (fetch: typeof globalThis.fetch, email: string) =>
  fetch(`${STRAPI_URL}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('Strapi called directly', () => {
  it('recovery for one account from many addresses: answered alike, at most the per-e-mail limit sent', async () => {
    const { email } = await accounts.company();
    const since = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL + 3; i += 1)
      statuses.push((await forgot(fetchFrom(freshLoopback()), email)).status);
    expect(statuses).toEqual(Array(PER_EMAIL + 3).fill(200));
    const mails = await settledMails(
      (mail) => isRecovery(mail) && sentTo(email)(mail) && sentSince(since)(mail),
      PER_EMAIL + 3,
      {
        timeoutMs: 8_000,
      },
    );
    console.info(`[strapi-direct] ${PER_EMAIL + 3} recovery requests for one account: ${mails.length} mails`);
    expect(mails).toHaveLength(PER_EMAIL);
  }, 60_000);

  it('recovery for many addresses from one address: 429 past the per-address limit', async () => {
    const fetch = fetchFrom(freshLoopback());
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP + 3; i += 1)
      statuses.push((await forgot(fetch, `diretto-${i}-${randomUUID()}@esempio.it`)).status);
    const tally = statuses.filter((status) => status === 200).length;
    console.info(`[strapi-direct] ${PER_IP + 3} recovery requests from one address: ${tally} answered 200`);
    expect(statuses).toEqual([...Array(PER_IP).fill(200), 429, 429, 429]);
    const refused = await forgot(fetch, `diretto-${randomUUID()}@esempio.it`);
    expect(await refused.json()).toMatchObject({
      error: { message: 'Troppi tentativi, riprova tra qualche minuto.' },
    });
  }, 60_000);

  it("new anonymous drafts from one address: 429 past the portal's limit; a started draft still saves", async () => {
    const fetch = fetchFrom(freshLoopback());
    const put = (key: string) =>
      fetch(`${STRAPI_URL}/api/wizard-drafts/${key}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { kind: 'candidate', data: { nome: 'Prova' } } }),
      });
    const keys = Array.from({ length: DRAFTS_PER_IP + 3 }, () => randomBytes(32).toString('base64url'));
    const statuses: number[] = [];
    for (const key of keys) statuses.push((await put(key)).status);
    console.info(
      `[strapi-direct] ${keys.length} new drafts from one address: ${statuses.filter((s) => s === 200).length} saved`,
    );
    expect(statuses).toEqual([...Array(DRAFTS_PER_IP).fill(200), 429, 429, 429]);
    const refused = await put(randomBytes(32).toString('base64url'));
    expect(await refused.json()).toMatchObject({
      error: { message: 'Troppi tentativi, riprova tra qualche minuto.' },
    });
    // Saving a step of a draft the visitor already has is not a new draft.
    expect((await put(keys[0])).status).toBe(200);
  }, 60_000);

  it("the portal's own new drafts are not counted again by Strapi: more visitors than the limit all keep theirs", async () => {
    // Each visitor's new draft is counted by the Remix server under the visitor's address; Strapi sees every one
    // of them coming from the Remix server's address. Counted there too (before cec1446), the portal's wizard
    // stopped for every visitor after DRAFTS_PER_IP new drafts site-wide.
    const kept: boolean[] = [];
    for (let i = 0; i < DRAFTS_PER_IP + 3; i += 1) {
      const fetch = fetchFrom(freshLoopback());
      const jar: Jar = new Map();
      const page = await fetch(`${REMIX}/onboarding-u`);
      store(jar, page);
      const nome = `Portale ${i} ${randomUUID().slice(0, 6)}`;
      const saved = await fetch(`${REMIX}/onboarding-u`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...inputValues(await page.text()), nome, intent: 'back' }),
      });
      store(jar, saved);
      await saved.text();
      const again = await fetch(`${REMIX}/onboarding-u`, { headers: { Cookie: cookieHeader(jar) } });
      kept.push(inputValues(await again.text()).nome === nome);
    }
    console.info(
      `[strapi-direct] ${kept.length} visitors' new drafts through the portal: ${kept.filter(Boolean).length} kept`,
    );
    expect(kept).toEqual(Array(DRAFTS_PER_IP + 3).fill(true));
  }, 120_000);

  it('TRACE answers 405 with Allow (it answered 501)', async () => {
    const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) =>
      request(`${STRAPI_URL}/api/email-check`, { method: 'TRACE' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, allow: response.headers.allow });
      })
        .on('error', reject)
        .end(),
    );
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain('GET');
  });
});
