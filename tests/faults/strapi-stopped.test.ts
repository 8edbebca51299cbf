// Strapi stopped under a visitor and under Stripe (issue 15 item 6): the candidate wizard's next step answers the
// Italian 503 page and keeps the draft for when Strapi is back; the Stripe webhook answers 5xx while Strapi is down,
// so that Stripe retries, and credits the payment once when it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCompany } from '../support/company';
import { sql } from '../support/db';
import { control, Counts, SERVICE_UNAVAILABLE } from '../support/faults';
import { formFields, inputValues, load, postForm, remixSignIn, type Jar } from '../support/remix';
import { buy, deliver, pay, sessionIdOf, signedEvent, stripe } from '../support/shop';

const counts = new Counts('Strapi stopped (wizard, Stripe webhook)');

async function get(jar: Jar, path: string) {
  const page = await load(jar, path);
  counts.add(page.status);
  return page;
}

async function post(jar: Jar, path: string, fields: [string, string][], hidden?: Record<string, string>) {
  const page = await postForm(jar, path, fields, hidden);
  counts.add(page.status);
  return page;
}

const email = `guasto-${Date.now()}@esempio.it`;
const ANAGRAFICA: [string, string][] = [
  ['nome', 'Luca'],
  ['cognome', 'Neri'],
  ['nascita', '1980-01-31'],
  ['email', email],
  ['telefono', '3339876543'],
  ['indirizzo', 'Via Dante 3'],
  ['cap', '20121'],
  ['cittadinanza', 'IT'],
  ['provincia', 'MI'],
  ['citta', 'Milano'],
  ['conoscenza_italiano', 'no'],
  ['categorie_protette', 'no'],
  ['incentivi_assunzione', 'no'],
  ['mobilita', 'provincia'],
  ['trasferta', 'italia'],
  ['disponibilita_colloquio', 'on'],
  ['conferma_veridicita', 'on'],
  ['patente_bool', 'no'],
  ['automunito_bool', 'no'],
];
const STATO: [string, string][] = [
  ['occupazione', 'Occupato'],
  ['esperienza', 'Nessuno'],
];

const crediti = async (companyEmail: string) =>
  Number(
    (await sql<{ crediti: number }>('SELECT crediti FROM hr_companies WHERE email = ?', [companyEmail]))[0]
      .crediti,
  );

const visitor: Jar = new Map();
let company: { email: string; jar: Jar; before: number; checkout: string };
let strapiDown = false;

beforeAll(async () => {
  // A visitor has answered the first step of the wizard (its draft is in Strapi).
  const first = await post(visitor, '/onboarding-u', ANAGRAFICA);
  expect(first.status, first.html.slice(0, 300)).toBe(302);
  expect(first.location).toBe('/stato-occupazionale');
  // A company is at Stripe's checkout page.
  const companyEmail = await createTestCompany('guasto-stripe');
  const jar = await remixSignIn(companyEmail);
  const started = await buy(jar, 'card_crediti');
  expect(started.status).toBe(303);
  company = { email: companyEmail, jar, before: await crediti(companyEmail), checkout: started.location };
});

afterAll(async () => {
  if (strapiDown) await control('strapi', 'start');
  counts.print();
});

describe('Strapi stopped', () => {
  let event: ReturnType<typeof signedEvent>;

  it('the next wizard step and its reload answer the Italian 503 page; the webhook answers 503', async () => {
    // The visitor has step 2 on screen when Strapi stops, and sends it.
    const hidden = await formFields(visitor, '/stato-occupazionale');
    await control('strapi', 'stop');
    strapiDown = true;
    // The company pays now: Stripe (the stand-in) delivers the event, gets 503 and retries a few times.
    await pay(company.checkout);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(company.checkout));
    expect(session.payment_status).toBe('paid');
    event = signedEvent(session);

    const step = await post(visitor, '/stato-occupazionale', STATO, hidden);
    expect(step.status).toBe(503);
    expect(step.html).toContain(SERVICE_UNAVAILABLE);
    expect(step.html).not.toMatch(/at .*\.js:\d+|node_modules/);
    const reload = await get(visitor, '/onboarding-u');
    expect(reload.status).toBe(503);
    expect(reload.html).toContain(SERVICE_UNAVAILABLE);

    const webhook = await deliver(event);
    counts.add(webhook.status);
    expect(webhook.status).toBe(503);
    // Nothing credited (readable while Strapi is down only on PostgreSQL; on SQLite the SQL goes through Strapi).
    if (process.env.POSTGRES_URL) expect(await crediti(company.email)).toBe(company.before);
  });

  it('once Strapi is back the draft is still there and the next step works; the payment is credited once', async () => {
    await control('strapi', 'start');
    strapiDown = false;
    const first = await get(visitor, '/onboarding-u');
    expect(first.status).toBe(200);
    const values = inputValues(first.html);
    expect(values).toMatchObject({
      nome: 'Luca',
      cognome: 'Neri',
      email,
      telefono: '3339876543',
      cap: '20121',
    });
    const step = await post(visitor, '/stato-occupazionale', STATO);
    expect(step.status).toBe(302);
    expect(step.location).toBe('/titolo-di-studio');
    expect(inputValues((await get(visitor, '/onboarding-u')).html)).toMatchObject({ nome: 'Luca', email });

    // Stripe retries (the stand-in's own retries may already have got through): each delivery 200, one credit.
    for (let i = 0; i < 3; i++) {
      const webhook = await deliver(event);
      counts.add(webhook.status);
      expect(webhook.status).toBe(200);
    }
    expect(await crediti(company.email)).toBe(company.before + 5);
  });
});
