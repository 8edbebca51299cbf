// The payment branches that credit nothing, and a purchase of every product sold through checkout (issue 28 item 2),
// over the real path: the Remix webhook (app/routes/stripe.webhook.tsx) with events signed by the `stripe` package
// with the Stripe stand-in's webhook secret, Strapi's internal fulfilment, and the database read back with `sql()`.
// The webhook reads the session from Stripe's API, never from the event (issue 24), so each case makes Stripe (the
// stand-in) hold the session it is about: one created on Stripe's API with another amount or currency, one paid by
// bank transfer that settles or bounces later, with the stand-in's own delivery held back (`?webhook=later`) so the
// test delivers the event and reads the webhook's answer. Every company here is the test's own, removed after it.
// `npm test` runs this file on SQLite and again in the PostgreSQL stage.
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../support/accounts';
import { sql } from '../support/db';
import { remixSignIn, type Jar } from '../support/remix';
import { startRemixServer } from '../support/remix-server';
import {
  buy,
  deliver,
  pay,
  sessionIdOf,
  signedEvent,
  stripe,
  STRIPE_API_URL,
  WEBHOOK_SECRET,
} from '../support/shop';
import { strapi } from '../support/strapi';

const accounts = ownAccounts('pay');
afterEach(() => accounts.removeAll());

/** Balance and flags of a company, as stored. */
async function stateOf(companyId: number) {
  const [row] = await sql<Record<string, unknown>>(
    `SELECT crediti, crediti_abbonamento, abbonamento_np, abbonamento_jp, abbonamento_brand
     FROM hr_companies WHERE id = ?`,
    [companyId],
  );
  return {
    crediti: Number(row.crediti),
    crediti_abbonamento: Number(row.crediti_abbonamento),
    np: Boolean(Number(row.abbonamento_np)),
    jp: Boolean(Number(row.abbonamento_jp)),
    brand: Boolean(Number(row.abbonamento_brand)),
  };
}

const paymentsOf = async (companyId: number) =>
  (
    await sql<{ checkout_session_id: string; status: string; amount: unknown; product_codice: string }>(
      `SELECT p.checkout_session_id, p.status, p.amount, p.product_codice FROM payments p
       JOIN payments_hr_company_lnk l ON l.payment_id = p.id WHERE l.hr_company_id = ? ORDER BY p.id`,
      [companyId],
    )
  ).map((p) => ({ ...p, amount: p.amount === null ? null : Number(p.amount) }));

const movementsOf = async (companyId: number) =>
  (
    await sql<{ amount: unknown; reason: string; tipo_credito: string }>(
      `SELECT m.amount, m.reason, m.tipo_credito FROM credit_movements m
       JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
       WHERE l.hr_company_id = ? ORDER BY m.id`,
      [companyId],
    )
  ).map((m) => [Number(m.amount), m.reason, m.tipo_credito]);

const subscriptionsOf = async (companyId: number) =>
  (
    await sql<{ product_codice: string; da: string; a: string; crediti_residui: unknown }>(
      `SELECT s.product_codice, CAST(s.data_sottoscrizione AS TEXT) AS da, CAST(s.data_scadenza AS TEXT) AS a,
         s.crediti_residui FROM subscriptions s
       JOIN subscriptions_hr_company_lnk l ON l.subscription_id = s.id WHERE l.hr_company_id = ? ORDER BY s.id`,
      [companyId],
    )
  ).map((s) => ({ ...s, da: s.da.slice(0, 10), a: s.a.slice(0, 10) }));

/** What a company's purchases left in the database: balance and flags, payments, movements, subscriptions. */
const everything = async (companyId: number) => ({
  state: await stateOf(companyId),
  payments: await paymentsOf(companyId),
  movements: await movementsOf(companyId),
  subscriptions: await subscriptionsOf(companyId),
});

/** A company of the test's own, signed in to the Remix server, with the checkout of `product` started (unpaid). */
async function checkoutOf(product: string, options: { agency?: boolean } = {}) {
  const company = await accounts.company(options);
  const jar: Jar = await remixSignIn(company.email);
  const started = await buy(jar, product);
  expect(started.status).toBe(303);
  const session = await stripe.checkout.sessions.retrieve(sessionIdOf(started.location));
  expect(session.payment_status).toBe('unpaid');
  return { company, jar, started, session };
}

/** The session as Stripe reports it once the customer has paid (for calls that bypass the webhook). */
const paid = (session: Stripe.Checkout.Session): Stripe.Checkout.Session => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
});

/** An action of the stand-in's checkout page, its event held back for the test to deliver. */
async function onCheckoutPage(
  session: Stripe.Checkout.Session,
  action: 'pay' | 'transfer' | 'settle' | 'bounce',
) {
  const response = await fetch(`${session.url}/${action}?webhook=later`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect([204, 303]).toContain(response.status);
}

/** A session created straight on Stripe's API with the portal's key: the company and product of `session`, one line. */
const sessionLike = (session: Stripe.Checkout.Session, price: { unit_amount: number; currency: string }) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: session.success_url ?? '',
    cancel_url: session.cancel_url ?? '',
    metadata: session.metadata ?? {},
    client_reference_id: session.client_reference_id ?? undefined,
    line_items: [{ quantity: 1, price_data: { ...price, product_data: { name: 'Card Crediti' } } }],
  });

/** Delivers a signed event to the stack's webhook; returns its status and JSON body. */
async function webhook(session: Stripe.Checkout.Session, type: string, base?: string) {
  const response = await deliver(signedEvent(session, type), base);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const todayInRome = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** YYYY-MM-DD plus whole calendar months; a day the target month lacks becomes its last day (31/01 → 28/02). */
function monthsAfter(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, daysInTarget));
  return target.toISOString().slice(0, 10);
}

const AMOUNT_MISMATCH = "L'importo pagato non corrisponde al prodotto";

describe('the amount and currency guard', () => {
  it('a paid Card Crediti session charging 1 cent less credits nothing; the true one then credits once', async () => {
    const { company, session } = await checkoutOf('card_crediti');
    const before = await everything(company.id);
    const cheaper = await sessionLike(session, { unit_amount: 353_799, currency: 'eur' });
    await onCheckoutPage(cheaper, 'pay');
    expect(await webhook(cheaper, 'checkout.session.completed')).toEqual({
      status: 200,
      body: { received: true, refused: AMOUNT_MISMATCH },
    });
    expect(await everything(company.id)).toEqual(before);

    // The portal's own session, with the catalogue's amount: so the refusal above was the amount's, nothing else.
    await onCheckoutPage(session, 'pay');
    expect(await webhook(session, 'checkout.session.completed')).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await stateOf(company.id)).crediti).toBe(before.state.crediti + 5);
    expect(await paymentsOf(company.id)).toEqual([
      { checkout_session_id: session.id, status: 'paid', amount: 353_800, product_codice: 'card_crediti' },
    ]);
  });

  it('a paid Card Crediti session of the right amount in US dollars credits nothing', async () => {
    const { company, session } = await checkoutOf('card_crediti');
    expect(session.amount_total).toBe(353_800);
    const before = await everything(company.id);
    const dollars = await sessionLike(session, { unit_amount: 353_800, currency: 'usd' });
    await onCheckoutPage(dollars, 'pay');
    expect(await webhook(dollars, 'checkout.session.completed')).toEqual({
      status: 200,
      body: { received: true, refused: AMOUNT_MISMATCH },
    });
    expect(await everything(company.id)).toEqual(before);
    // Euro asked in capitals is still euro (Stripe answers it in lower case).
    const euro = await sessionLike(session, { unit_amount: 353_800, currency: 'EUR' });
    await onCheckoutPage(euro, 'pay');
    expect(await webhook(euro, 'checkout.session.completed')).toEqual({
      status: 200,
      body: { received: true },
    });
    expect((await stateOf(company.id)).crediti).toBe(before.state.crediti + 5);
  });
});

describe('sessions not paid (yet)', () => {
  it('completed but unpaid (a bank transfer under way) credits nothing and writes no payment', async () => {
    const { company, session } = await checkoutOf('card_crediti');
    const before = await everything(company.id);
    await onCheckoutPage(session, 'transfer');
    const completed = await webhook(session, 'checkout.session.completed');
    expect(completed).toEqual({ status: 200, body: { received: true, pending: true } });
    expect(await everything(company.id)).toEqual(before);
    expect(before.payments).toEqual([]);
  });

  it('a signed event claiming a session paid that Stripe holds unpaid credits nothing', async () => {
    const { company, session } = await checkoutOf('card_crediti');
    const before = await everything(company.id);
    const claimed = { ...session, status: 'complete' as const, payment_status: 'paid' as const };
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded'])
      expect(await webhook(claimed, type)).toEqual({ status: 200, body: { received: true, pending: true } });
    expect(await everything(company.id)).toEqual(before);
  });

  it('Strapi refuses an unpaid session even from the Remix server (409), whatever the webhook decided', async () => {
    const { company, session } = await checkoutOf('card_crediti');
    const before = await everything(company.id);
    const internal = (body: unknown) =>
      strapi('/api/internal/payments/fulfil', {
        method: 'POST',
        json: body,
        headers: { 'x-internal-secret': process.env.INTERNAL_API_SECRET ?? '' },
      });
    for (const payment_status of ['unpaid', 'no_payment_required']) {
      const refused = await internal({ session: { ...session, status: 'complete', payment_status } });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ message: 'Pagamento non completato' });
    }
    expect(await everything(company.id)).toEqual(before);
    // The same call with the session paid is what credits: the secret above was the right one.
    expect((await internal({ session: paid(session) })).status).toBe(200);
    expect((await stateOf(company.id)).crediti).toBe(before.state.crediti + 5);
  });

  it('async_payment_succeeded credits a session completed unpaid, once; the Smart Card runs 1 month', async () => {
    const { company, session } = await checkoutOf('smart_card');
    const before = await stateOf(company.id);
    await onCheckoutPage(session, 'transfer');
    expect((await webhook(session, 'checkout.session.completed')).body).toEqual({
      received: true,
      pending: true,
    });
    const day = todayInRome();
    await onCheckoutPage(session, 'settle');
    for (let n = 0; n < 2; n += 1)
      expect(await webhook(session, 'checkout.session.async_payment_succeeded')).toEqual({
        status: 200,
        body: { received: true },
      });
    expect(await stateOf(company.id)).toEqual({
      ...before,
      crediti_abbonamento: before.crediti_abbonamento + 10,
    });
    expect(await paymentsOf(company.id)).toEqual([
      { checkout_session_id: session.id, status: 'paid', amount: 231_800, product_codice: 'smart_card' },
    ]);
    expect(await movementsOf(company.id)).toEqual([[10, 'purchase', 'crediti_abbonamento']]);
    const [subscription] = await subscriptionsOf(company.id);
    expect([subscription.da, subscription.a, Number(subscription.crediti_residui)]).toEqual([
      day,
      monthsAfter(day, 1),
      10,
    ]);
  });

  it('async_payment_failed marks the payment failed and credits nothing; a paid session stays paid', async () => {
    const { company, jar, session } = await checkoutOf('card_crediti');
    const before = await stateOf(company.id);
    await onCheckoutPage(session, 'transfer');
    await onCheckoutPage(session, 'bounce');
    expect(await webhook(session, 'checkout.session.async_payment_failed')).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await stateOf(company.id)).toEqual(before);
    expect(await paymentsOf(company.id)).toEqual([
      { checkout_session_id: session.id, status: 'failed', amount: null, product_codice: 'card_crediti' },
    ]);
    expect(await movementsOf(company.id)).toEqual([]);

    // A failure reported for a session already paid (events out of order) changes nothing.
    const second = await buy(jar, 'card_crediti');
    const secondSession = await stripe.checkout.sessions.retrieve(sessionIdOf(second.location));
    await onCheckoutPage(secondSession, 'pay');
    expect((await webhook(secondSession, 'checkout.session.completed')).status).toBe(200);
    expect((await webhook(secondSession, 'checkout.session.async_payment_failed')).status).toBe(200);
    expect((await paymentsOf(company.id)).map((p) => p.status)).toEqual(['failed', 'paid']);
    expect(await stateOf(company.id)).toEqual({ ...before, crediti: before.crediti + 5 });
  });
});

// Issue 39 item 17: the expired session had no case of its own (a webhook that treated `expired` like
// `async_payment_failed`, or credited it, went unseen).
describe('an expired session', () => {
  it('checkout.session.expired marks the payment expired and credits nothing; a paid session stays paid', async () => {
    const { company, jar, session } = await checkoutOf('card_crediti');
    const before = await stateOf(company.id);
    expect(await webhook(session, 'checkout.session.expired')).toEqual({
      status: 200,
      body: { received: true },
    });
    expect(await stateOf(company.id)).toEqual(before);
    expect(await paymentsOf(company.id)).toEqual([
      { checkout_session_id: session.id, status: 'expired', amount: null, product_codice: 'card_crediti' },
    ]);
    expect(await movementsOf(company.id)).toEqual([]);
    // Delivered twice, still one row, still nothing credited.
    expect((await webhook(session, 'checkout.session.expired')).status).toBe(200);
    expect((await paymentsOf(company.id)).map((p) => p.status)).toEqual(['expired']);

    // An expiry reported for a session already paid (events out of order) changes nothing.
    const second = await buy(jar, 'card_crediti');
    const secondSession = await stripe.checkout.sessions.retrieve(sessionIdOf(second.location));
    await onCheckoutPage(secondSession, 'pay');
    expect((await webhook(secondSession, 'checkout.session.completed')).status).toBe(200);
    expect((await webhook(secondSession, 'checkout.session.expired')).status).toBe(200);
    expect((await paymentsOf(company.id)).map((p) => p.status)).toEqual(['expired', 'paid']);
    expect(await stateOf(company.id)).toEqual({ ...before, crediti: before.crediti + 5 });
  });
});

describe('a Remix server without the internal secret Strapi knows', () => {
  it('answers the webhook 503 (Stripe retries) and credits nothing; the retry to the right server credits once', async () => {
    const server = await startRemixServer({
      INTERNAL_API_SECRET: `not-${process.env.INTERNAL_API_SECRET ?? 'the-secret'}`,
      STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? 'sk_test_local_stripe_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL,
    });
    try {
      const { company, session } = await checkoutOf('card_crediti');
      const before = await everything(company.id);
      await onCheckoutPage(session, 'pay');
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded'])
        expect(await webhook(session, type, server.url)).toEqual({
          status: 503,
          body: { error: 'retry later' },
        });
      // A failure event is not dropped either: its row would be lost.
      expect((await webhook(session, 'checkout.session.async_payment_failed', server.url)).status).toBe(503);
      expect(await everything(company.id)).toEqual(before);

      expect((await webhook(session, 'checkout.session.completed')).status).toBe(200);
      expect((await stateOf(company.id)).crediti).toBe(before.state.crediti + 5);
      expect((await paymentsOf(company.id)).map((p) => p.status)).toEqual(['paid']);
    } finally {
      server.stop();
    }
  });
});

/**
 * Every product sold through checkout, as data: gross amount (net + IVA 22%), what it adds to the balance or
 * flags, and the months its subscription runs (null: no subscription).
 */
const PRODUCTS: Array<{
  codice: string;
  agency?: boolean;
  amount: number;
  crediti: number;
  crediti_abbonamento: number;
  flags: { np: boolean; jp: boolean; brand: boolean };
  months: number | null;
}> = [
  {
    codice: 'card_crediti',
    amount: 353_800,
    crediti: 5,
    crediti_abbonamento: 0,
    flags: { np: false, jp: false, brand: false },
    months: null,
  },
  {
    codice: 'smart_card',
    amount: 231_800,
    crediti: 0,
    crediti_abbonamento: 10,
    flags: { np: false, jp: false, brand: false },
    months: 1,
  },
  {
    codice: 'hr_membership_card',
    amount: 597_800,
    crediti: 0,
    crediti_abbonamento: 30,
    flags: { np: false, jp: false, brand: false },
    months: 12,
  },
  {
    codice: 'alert_new_profile',
    amount: 96_380,
    crediti: 0,
    crediti_abbonamento: 0,
    flags: { np: true, jp: false, brand: false },
    months: 12,
  },
  {
    codice: 'brand_card',
    amount: 59_780,
    crediti: 0,
    crediti_abbonamento: 0,
    flags: { np: false, jp: false, brand: true },
    months: 1,
  },
  {
    codice: 'apl_card',
    agency: true,
    amount: 305_000,
    crediti: 0,
    crediti_abbonamento: 10,
    flags: { np: false, jp: false, brand: false },
    months: 1,
  },
];

describe('each product bought through checkout', () => {
  it.each(PRODUCTS)('$codice: balance, flags and expiry as stored', async (product) => {
    const { company, started, session } = await checkoutOf(product.codice, { agency: product.agency });
    expect(session.amount_total).toBe(product.amount);
    const before = await stateOf(company.id);
    expect(before).toEqual({
      crediti: 0,
      crediti_abbonamento: 0,
      np: false,
      jp: false,
      brand: false,
    });
    const day = todayInRome();
    // 'Paga' on the stand-in's page: it delivers checkout.session.completed on its own; the same event delivered
    // here too makes the test wait for the credit (the fulfilment is idempotent, so it counts once).
    await pay(started.location);
    const paidSession = await stripe.checkout.sessions.retrieve(session.id);
    expect(paidSession.payment_status).toBe('paid');
    expect((await webhook(paidSession, 'checkout.session.completed')).status).toBe(200);

    expect(await stateOf(company.id)).toEqual({
      crediti: product.crediti,
      crediti_abbonamento: product.crediti_abbonamento,
      ...product.flags,
    });
    expect(await paymentsOf(company.id)).toEqual([
      {
        checkout_session_id: session.id,
        status: 'paid',
        amount: product.amount,
        product_codice: product.codice,
      },
    ]);
    const credited = product.crediti || product.crediti_abbonamento;
    expect(await movementsOf(company.id)).toEqual(
      credited ? [[credited, 'purchase', product.crediti ? 'crediti' : 'crediti_abbonamento']] : [],
    );
    const subscriptions = await subscriptionsOf(company.id);
    expect(subscriptions.map((s) => [s.product_codice, s.da, s.a, Number(s.crediti_residui)])).toEqual(
      product.months === null
        ? []
        : [[product.codice, day, monthsAfter(day, product.months), product.crediti_abbonamento]],
    );
  });
});
