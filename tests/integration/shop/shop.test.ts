// The shop (issue 14) end to end over HTTP: the Remix checkout post, the Stripe stand-in (scripts/lib/fake-stripe.mjs)
// reached with the real `stripe` package, the webhook and the success page, Strapi's fulfilment. `npm test` runs this
// file on SQLite and again in the PostgreSQL stage. Every company and candidate here is the test's own (ownAccounts).
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { cookieHeader, inputValues, REMIX, remixSignIn } from '../../support/remix';
import {
  buy,
  deliver,
  page,
  pay,
  sessionIdOf,
  signedEvent,
  stripe,
  STRIPE_API_URL,
} from '../../support/shop';
import { jwtFor, strapi } from '../../support/strapi';
import { productAmounts, productByCodice } from '#catalog/index.ts';

/** Each test's companies and candidates are its own, removed after it. */
const accounts = ownAccounts('shop');
afterEach(() => accounts.removeAll());

type CompanyRow = { id: number; crediti: number; crediti_abbonamento: number };

const companyOf = async (email: string) => {
  const [row] = await sql<CompanyRow>(
    'SELECT id, crediti, crediti_abbonamento FROM hr_companies WHERE email = ?',
    [email],
  );
  return {
    id: Number(row.id),
    crediti: Number(row.crediti),
    crediti_abbonamento: Number(row.crediti_abbonamento),
  };
};

const paymentsOf = (companyId: number) =>
  sql<{
    checkout_session_id: string;
    status: string;
    amount_net: number;
    amount_vat: number;
    amount: number;
  }>(
    `SELECT p.checkout_session_id, p.status, p.amount_net, p.amount_vat, p.amount FROM payments p
     JOIN payments_hr_company_lnk l ON l.payment_id = p.id WHERE l.hr_company_id = ?`,
    [companyId],
  );

const movementsOf = (companyId: number, reason?: string) =>
  sql<{ amount: number; reason: string; tipo_credito: string }>(
    `SELECT m.amount, m.reason, m.tipo_credito FROM credit_movements m
     JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
     WHERE l.hr_company_id = ?${reason ? ' AND m.reason = ?' : ''}`,
    reason ? [companyId, reason] : [companyId],
  );

describe('checkout', () => {
  it('creates a Stripe session from the catalogue: net + IVA 22%, Italian, the company e-mail, whatever the form says', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const before = await companyOf(email);
    const started = await buy(jar, 'card_crediti', {
      price: '1',
      amount: '1',
      unit_amount: '1',
      product_id: '7',
    });
    expect(started.status).toBe(303);
    expect(started.location.startsWith(`${STRIPE_API_URL}/c/pay/cs_test_`)).toBe(true);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(started.location));
    expect(session.amount_total).toBe(290000 + 63800);
    expect(session.currency).toBe('eur');
    expect(session.locale).toBe('it');
    expect(session.customer_email).toBe(email);
    expect(session.metadata).toEqual({ company_id: String(before.id), product: 'card_crediti' });
    expect(session.client_reference_id).toBe(String(before.id));
    expect(session.success_url).toContain('/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toContain('/payment-error');
    expect(session.payment_status).toBe('unpaid');
    // Nothing is credited before payment.
    expect(await companyOf(email)).toEqual(before);
  });

  it('refuses unknown products, APL to a company and other products to an agency, without a session', async () => {
    const company = await remixSignIn((await accounts.company()).email);
    expect((await buy(company, 'apl_card')).status).toBe(403);
    expect((await buy(company, 'card_crediti_gratis')).status).toBe(400);
    expect((await buy(company, 'alert_database')).status).toBe(400);
    const { email: agencyEmail } = await accounts.company({ agency: true });
    const agency = await remixSignIn(agencyEmail);
    expect((await buy(agency, 'card_crediti')).status).toBe(403);
    expect((await buy(agency, 'apl_card')).status).toBe(303);
    // The same rules in Strapi, whoever calls it.
    const jwt = await jwtFor(agencyEmail);
    const activate = await strapi('/api/shop/activate', {
      method: 'POST',
      jwt,
      json: { product: 'promuovi_ricerca' },
    });
    expect(activate.status).toBe(403);
  });

  it('the internal fulfilment route answers only the Remix server, never a company token', async () => {
    const jwt = await jwtFor((await accounts.company()).email);
    const body = {
      session: {
        id: 'cs_test_x',
        payment_status: 'paid',
        amount_total: 353800,
        currency: 'eur',
        metadata: {},
      },
    };
    expect((await strapi('/api/internal/payments/fulfil', { method: 'POST', json: body })).status).toBe(404);
    expect((await strapi('/api/internal/payments/fulfil', { method: 'POST', jwt, json: body })).status).toBe(
      404,
    );
    const forged = await strapi('/api/internal/payments/fulfil', {
      method: 'POST',
      json: body,
      headers: { 'x-internal-secret': 'guess' },
    });
    expect(forged.status).toBe(404);
  });
});

describe('fulfilment', () => {
  it('10 identical webhooks and 5 success-page loads of one session, all at once, credit it once', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const before = await companyOf(email);
    const started = await buy(jar, 'card_crediti');
    const success = await pay(started.location);
    expect(success).toContain(`/payment-success?session_id=${sessionIdOf(started.location)}`);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(started.location));
    expect(session.payment_status).toBe('paid');
    const event = signedEvent(session);

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(event).then((r) => r.status)),
      ...Array.from({ length: 5 }, () =>
        fetch(success, { headers: { Cookie: cookieHeader(jar) } }).then(async (r) => {
          const html = await r.text();
          return html.includes('Pagamento andato a buon fine!') ? 'success' : `page ${r.status}`;
        }),
      ),
    ]);
    expect(answers).toEqual([...Array(10).fill(200), ...Array(5).fill('success')]);

    const after = await companyOf(email);
    expect(after.crediti).toBe(before.crediti + 5);
    const payments = await paymentsOf(before.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ checkout_session_id: session.id, status: 'paid' });
    expect([payments[0].amount_net, payments[0].amount_vat, payments[0].amount].map(Number)).toEqual([
      290000, 63800, 353800,
    ]);
    expect(await movementsOf(before.id, 'purchase')).toHaveLength(1);
    // A reload of the success page later changes nothing either. A success URL without `letto=1` sends the browser
    // once to the same URL with it (the menu then reads the new balance); that one renders.
    const reload = await page(jar, success.replace(REMIX, ''));
    expect(reload.status).toBe(303);
    expect(reload.location).toBe(`${success.replace(REMIX, '')}&letto=1`);
    const reloaded = await page(jar, reload.location ?? '');
    expect(reloaded.status).toBe(200);
    expect(reloaded.html).toContain('Pagamento andato a buon fine!');
    expect((await companyOf(email)).crediti).toBe(before.crediti + 5);

    // A second Card Crediti: the ledger lists both +5 (equal amounts), newest first, with the balance after each.
    await page(jar, (await pay((await buy(jar, 'card_crediti')).location)).replace(REMIX, ''));
    const ledger = await strapi('/api/shop/movements', { jwt: await jwtFor(email) });
    expect(ledger.status).toBe(200);
    const rows = ledger.body.data as Array<{
      amount: number;
      saldo: number;
      reason: string;
      prodotto: string;
    }>;
    expect(rows.map((row) => [row.reason, row.prodotto, row.amount, row.saldo])).toEqual([
      ['purchase', 'Card Crediti', 5, before.crediti + 10],
      ['purchase', 'Card Crediti', 5, before.crediti + 5],
    ]);
    expect((ledger.body.meta as { balance: number }).balance).toBe(before.crediti + 10);
  });

  it('a webhook with a wrong signature is 400 and credits nothing; ignored events are 200', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const before = await companyOf(email);
    const started = await buy(jar, 'smart_card');
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(started.location));
    const forged = signedEvent(
      { ...session, payment_status: 'paid', status: 'complete' },
      'checkout.session.completed',
      'whsec_wrong',
    );
    expect((await deliver(forged)).status).toBe(400);
    const unsigned = await fetch(`${REMIX}/stripe/webhook`, { method: 'POST', body: forged.payload });
    expect(unsigned.status).toBe(400);
    expect((await deliver(signedEvent(session, 'customer.created'))).status).toBe(200);
    expect(await companyOf(email)).toEqual(before);
    expect(await paymentsOf(before.id)).toHaveLength(0);
    // An expired session is recorded as such.
    expect((await deliver(signedEvent(session, 'checkout.session.expired'))).status).toBe(200);
    expect((await paymentsOf(before.id)).map((p) => p.status)).toEqual(['expired']);
  });

  // Issue 24 item 5: with the stand-in's public webhook secret, a signed "paid" event for a session never created
  // credited 5 credits and issued an invoice. The webhook now asks Stripe what the session is.
  it('a signed event about a session Stripe does not have, or an unpaid one claimed paid, credits nothing', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const before = await companyOf(email);
    const session = await stripe.checkout.sessions.retrieve(
      sessionIdOf((await buy(jar, 'card_crediti')).location),
    );
    const claimedPaid = { ...session, payment_status: 'paid', status: 'complete' } as typeof session;
    const invented = { ...claimedPaid, id: `cs_test_inventata${Date.now()}` };
    expect((await deliver(signedEvent(invented))).status).toBe(200);
    expect((await deliver(signedEvent(claimedPaid))).status).toBe(200);
    expect((await deliver(signedEvent(claimedPaid, 'checkout.session.async_payment_succeeded'))).status).toBe(
      200,
    );
    expect(await companyOf(email)).toEqual(before);
    expect(await paymentsOf(before.id)).toEqual([]);
    const [{ invoices }] = await sql<{ invoices: number }>(
      'SELECT COUNT(*) AS invoices FROM invoices WHERE checkout_session_id IN (?, ?)',
      [invented.id, session.id],
    );
    expect(Number(invoices)).toBe(0);
  });

  it('the fulfilment refuses a product the company may not buy (APL Card for a company that is not an agency)', async () => {
    const { email } = await accounts.company();
    const before = await companyOf(email);
    const apl = productAmounts(productByCodice('apl_card')!)!;
    const fulfil = await strapi('/api/internal/payments/fulfil', {
      method: 'POST',
      headers: { 'x-internal-secret': process.env.INTERNAL_API_SECRET ?? '' },
      json: {
        session: {
          id: `cs_test_apl${Date.now()}`,
          payment_status: 'paid',
          amount_total: apl.gross,
          currency: 'eur',
          metadata: { company_id: String(before.id), product: 'apl_card' },
        },
      },
    });
    expect(fulfil.status).toBe(403);
    expect(await companyOf(email)).toEqual(before);
    expect(await paymentsOf(before.id)).toEqual([]);
  });

  it("a company cannot fulfil, see or reuse another company's session; an unpaid one shows the error page", async () => {
    const { email: ownerEmail } = await accounts.company();
    const { email: otherEmail } = await accounts.company();
    const owner = await remixSignIn(ownerEmail);
    const other = await remixSignIn(otherEmail);
    const unpaid = await buy(owner, 'card_crediti');
    const unpaidPage = await page(owner, `/payment-success?session_id=${sessionIdOf(unpaid.location)}`);
    expect(unpaidPage.status).toBe(402);
    expect(unpaidPage.html).toContain('Qualcosa è andato storto.');
    expect(unpaidPage.html).not.toContain('Pagamento andato a buon fine!');

    const started = await buy(owner, 'card_crediti');
    const success = await pay(started.location);
    const otherBefore = await companyOf(otherEmail);
    const stolen = await page(other, success.replace(REMIX, ''));
    expect(stolen.status).toBe(404);
    expect(stolen.html).toContain('Qualcosa è andato storto.');
    expect(await companyOf(otherEmail)).toEqual(otherBefore);
    expect(await paymentsOf(otherBefore.id)).toHaveLength(0);
    const unknown = await page(other, '/payment-success?session_id=cs_test_doesnotexist');
    expect(unknown.status).toBe(404);
    // The owner's success page credits once.
    const mine = await page(owner, success.replace(REMIX, ''));
    expect(mine.status).toBe(303);
    expect(mine.location).toBe(`${success.replace(REMIX, '')}&letto=1`);
    const owned = await companyOf(ownerEmail);
    expect((await paymentsOf(owned.id)).filter((p) => p.status === 'paid')).toHaveLength(1);
  });
});

const subscriptionsOf = (companyId: number, codice: string) =>
  sql<{ data_sottoscrizione: string; data_scadenza: string }>(
    `SELECT CAST(s.data_sottoscrizione AS TEXT) AS data_sottoscrizione, CAST(s.data_scadenza AS TEXT) AS data_scadenza
     FROM subscriptions s
     JOIN subscriptions_hr_company_lnk l ON l.subscription_id = s.id
     WHERE l.hr_company_id = ? AND s.product_codice = ? ORDER BY s.id`,
    [companyId, codice],
  );
const flags = async (companyId: number) =>
  (
    await sql<{ np: unknown; jp: unknown; brand: unknown }>(
      'SELECT abbonamento_np AS np, abbonamento_jp AS jp, abbonamento_brand AS brand FROM hr_companies WHERE id = ?',
      [companyId],
    )
  ).map((row) => [Boolean(Number(row.np)), Boolean(Number(row.jp)), Boolean(Number(row.brand))])[0];

describe('products', () => {
  it('a Brand Card bought again while live runs from the current expiry, and sets the flag', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const { id } = await companyOf(email);
    for (let n = 0; n < 2; n += 1) {
      const started = await buy(jar, 'brand_card');
      await page(jar, (await pay(started.location)).replace(REMIX, ''));
    }
    const rows = await subscriptionsOf(id, 'brand_card');
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => String(row.data_scadenza).slice(0, 10));
    const month = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    expect(month(second) - month(first)).toBe(1);
    expect(await flags(id)).toEqual([false, false, true]);
    const shop = await page(jar, '/company-upgrade?tab=promuovi-brand');
    // A card is 'Valida fino al' (issue 39 item 8).
    expect(shop.html).toContain('Valida fino al');
    expect(shop.html).not.toContain('Attivo fino al');
    expect(shop.html).toContain('Rinnova');
  });

  it('Promuovi ricerca is activated for free by a post, once while live', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const { id } = await companyOf(email);
    const activate = async () => {
      const shop = await page(jar, '/company-upgrade?tab=promuovi-ricerca');
      const response = await fetch(`${REMIX}/company-upgrade?tab=promuovi-ricerca`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          csrf: inputValues(shop.html).csrf,
          intent: 'activate',
          product: 'promuovi_ricerca',
        }),
      });
      return { status: response.status, location: response.headers.get('location') };
    };
    expect(await activate()).toEqual({
      status: 303,
      location: '/company-upgrade?tab=promuovi-ricerca&attivato=1',
    });
    expect(await activate()).toMatchObject({ status: 303 });
    expect(await subscriptionsOf(id, 'promuovi_ricerca')).toHaveLength(1);
    expect(await flags(id)).toEqual([false, true, false]);
    expect(await paymentsOf(id)).toHaveLength(0);
  });
});

describe('subscription lifecycle', () => {
  const yesterday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(Date.now() - 86_400_000);

  /** A company of its own that bought a Smart Card (10 subscription credits) through the shop. */
  async function smartCardHolder() {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const started = await buy(jar, 'smart_card');
    await page(jar, (await pay(started.location)).replace(REMIX, ''));
    const company = await companyOf(email);
    expect(company.crediti_abbonamento).toBe(10);
    return { email, jar, company };
  }

  const endYesterday = (companyId: number) =>
    sql(
      `UPDATE subscriptions SET data_scadenza = ? WHERE id IN
       (SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id = ?)`,
      [yesterday(), companyId],
    );

  it("the daily job removes an expired Smart Card's credits with an expiry movement, once", async () => {
    const { email, company } = await smartCardHolder();
    // The job runs for a day of this test's own, long past: the real day's run may already be claimed by the
    // stack's own cron (at 00:05 in Rome), and a day of its own touches no other subscription.
    const day = new Date(Date.UTC(1990, 0, 2) + Math.floor(Math.random() * 7_000) * 86_400_000);
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    await sql(
      `UPDATE subscriptions SET data_scadenza = ? WHERE id IN
       (SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id = ?)`,
      [iso(new Date(day.getTime() - 86_400_000)), company.id],
    );
    const run = async () => {
      const response = await fetch(`${process.env.STRAPI_URL}/api/test-hooks/subscription-expiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ today: iso(day) }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { claimed: boolean } }).data;
    };
    const [first, second] = await Promise.all([run(), run()]);
    // Claimed once for the day (utils/job-run.ts): a second instance's run does nothing.
    expect([first.claimed, second.claimed].filter(Boolean)).toHaveLength(1);
    expect((await companyOf(email)).crediti_abbonamento).toBe(0);
    const expiry = await movementsOf(company.id, 'expiry');
    expect(expiry.map((m) => [Number(m.amount), m.tipo_credito])).toEqual([[-10, 'crediti_abbonamento']]);
  });

  it('a read finds an expired Smart Card before any job; its holder gets the insufficient-credits dialog', async () => {
    const { email, company } = await smartCardHolder();
    await endYesterday(company.id);
    const jwt = await jwtFor(email);
    const me = await strapi('/api/me', { jwt });
    expect((me.body.hr_company as { crediti_abbonamento: number }).crediti_abbonamento).toBe(0);
    const expiry = await movementsOf(company.id, 'expiry');
    expect(expiry.map((m) => [Number(m.amount), m.tipo_credito])).toEqual([[-10, 'crediti_abbonamento']]);

    const candidate = await accounts.candidate();
    // A new sign-in: the Remix server may keep the old session's /api/me for CURRENT_USER_CACHE_MS, and the expiry
    // was forced here by SQL, outside the portal.
    const fresh = await remixSignIn(email);
    const dialog = await page(fresh, `/company-home?bucket=altri&acquista=${candidate.id}`);
    expect(dialog.status).toBe(200);
    expect(dialog.html).toContain('Crediti insufficienti');
    const unlock = await strapi(`/api/human-resources/${candidate.documentId}/unlock`, {
      method: 'POST',
      jwt,
      json: {},
    });
    // 402: no credit left (Payment Required), as for any company without credits.
    expect(unlock.status).toBe(402);
    expect(await movementsOf(company.id, 'unlock')).toHaveLength(0);
  });

  it('an ended Brand Card keeps the flag while a renewal is live, and clears it when none is', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const { id } = await companyOf(email);
    for (let n = 0; n < 2; n += 1) {
      const started = await buy(jar, 'brand_card');
      await page(jar, (await pay(started.location)).replace(REMIX, ''));
    }
    const [first] = await sql<{ id: number }>(
      `SELECT s.id FROM subscriptions s JOIN subscriptions_hr_company_lnk l ON l.subscription_id = s.id
       WHERE l.hr_company_id = ? ORDER BY s.id LIMIT 1`,
      [id],
    );
    await sql('UPDATE subscriptions SET data_scadenza = ? WHERE id = ?', [yesterday(), first.id]);
    // The read-time check (what /api/me runs) ends what the daily job would end.
    await strapi('/api/me', { jwt: await jwtFor(email) });
    expect(await flags(id)).toEqual([false, false, true]);
    await endYesterday(id);
    await strapi('/api/me', { jwt: await jwtFor(email) });
    expect(await flags(id)).toEqual([false, false, false]);
  });

  it('subscription credits are spent soonest-expiring first, plain credits last', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    for (const product of ['hr_membership_card', 'smart_card', 'card_crediti']) {
      const started = await buy(jar, product);
      await page(jar, (await pay(started.location)).replace(REMIX, ''));
    }
    const company = await companyOf(email);
    expect([company.crediti, company.crediti_abbonamento]).toEqual([5, 40]);
    const candidate = await accounts.candidate();
    const unlock = await strapi(`/api/human-resources/${candidate.documentId}/unlock`, {
      method: 'POST',
      jwt: await jwtFor(email),
      json: {},
    });
    expect(unlock.status).toBe(200);
    const residui = await sql<{ product_codice: string; crediti_residui: number }>(
      `SELECT s.product_codice, s.crediti_residui FROM subscriptions s
       JOIN subscriptions_hr_company_lnk l ON l.subscription_id = s.id WHERE l.hr_company_id = ? ORDER BY s.id`,
      [company.id],
    );
    expect(residui.map((r) => [r.product_codice, Number(r.crediti_residui)])).toEqual([
      ['hr_membership_card', 30],
      ['smart_card', 9],
    ]);
    expect(await companyOf(email)).toMatchObject({ crediti: 5, crediti_abbonamento: 39 });
  });

  it('the ledger of every seeded company sums to its balance', async () => {
    const rows = await sql<{ id: number; balance: number; total: number | null }>(
      `SELECT c.id, c.crediti + c.crediti_abbonamento AS balance,
         (SELECT SUM(m.amount) FROM credit_movements m JOIN credit_movements_hr_company_lnk l
            ON l.credit_movement_id = m.id WHERE l.hr_company_id = c.id) AS total
       FROM hr_companies c`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const wrong = rows.filter((row) => Number(row.total ?? 0) !== Number(row.balance));
    expect(wrong).toEqual([]);
  });
});
