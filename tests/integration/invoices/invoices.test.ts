// Electronic invoices (issue 13): one per paid checkout session, issued in the fulfilment's transaction, numbered per
// year without gaps or duplicates under concurrency (this file runs on SQLite and again on PostgreSQL), only ever
// readable by the company that paid, each XML valid for the FatturaPA library.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { parseFatturaXml, validateFatturaXml } from '../../../strapi/src/api/invoice/services/fatturapa';
import { companyRow } from '../../support/company';
import { sql } from '../../support/db';
import { listMails, waitForMail } from '../../support/mail';
import { remixSignIn } from '../../support/remix';
import { buy, deliver, page, pay, sessionIdOf, signedEvent, stripe } from '../../support/shop';
import { jwtFor, strapi } from '../../support/strapi';

/** Each test's companies are its own, removed after it. */
const accounts = ownAccounts('fattura');
afterEach(() => accounts.removeAll());

type InvoiceRow = {
  id: number;
  document_id: string;
  anno: number;
  numero: number;
  checkout_session_id: string;
};

const invoicesOf = (sessionIds: string[]) =>
  sql<InvoiceRow>(
    `SELECT id, document_id, anno, numero, checkout_session_id FROM invoices
     WHERE checkout_session_id IN (${sessionIds.map(() => '?').join(',')}) ORDER BY numero`,
    sessionIds,
  );

async function paidSession(email: string, product = 'card_crediti') {
  const jar = await remixSignIn(email);
  const started = await buy(jar, product);
  expect(started.status).toBe(303);
  return { jar, checkoutUrl: started.location, sessionId: sessionIdOf(started.location) };
}

/** The stored XML, read back, passes the FatturaPA library's own schema (not only well-formedness). */
const expectValidFattura = (xml: string) => expect(validateFatturaXml(xml)).resolves.toBeUndefined();

describe('invoices', () => {
  it('20 concurrent payments get 20 consecutive numbers of the year, one invoice each, valid XML', async () => {
    const emails = (await Promise.all(Array.from({ length: 20 }, () => accounts.company()))).map(
      (c) => c.email,
    );
    const sessions = [];
    for (const email of emails) sessions.push(await paidSession(email));
    // 'Paga' on all 20 at once: the stand-in sends 20 webhooks together, and our own signed copies of the same
    // events race them (duplicates must make no second invoice).
    await Promise.all(sessions.map(({ checkoutUrl }) => pay(checkoutUrl)));
    const paidObjects = await Promise.all(
      sessions.map(({ sessionId }) => stripe.checkout.sessions.retrieve(sessionId)),
    );
    const deliveries = await Promise.all(paidObjects.map((session) => deliver(signedEvent(session))));
    expect(deliveries.map((d) => d.status)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 50 && (await invoicesOf(sessions.map((s) => s.sessionId))).length < 20; i += 1)
      await new Promise((r) => setTimeout(r, 200));

    const rows = await invoicesOf(sessions.map((s) => s.sessionId));
    expect(rows).toHaveLength(20);
    const numbers = rows.map((r) => Number(r.numero));
    expect(new Set(numbers).size).toBe(20);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(19);
    const [{ n }] = await sql<{ n: number }>('SELECT COUNT(*) AS n FROM invoices WHERE anno = ?', [
      rows[0].anno,
    ]);
    const [{ max }] = await sql<{ max: number }>('SELECT MAX(numero) AS max FROM invoices WHERE anno = ?', [
      rows[0].anno,
    ]);
    expect(Number(max)).toBe(Number(n));

    const xmls = await sql<{ xml: string; file_name: string }>(
      `SELECT xml, file_name FROM invoices WHERE checkout_session_id IN (${rows.map(() => '?').join(',')})`,
      rows.map((r) => r.checkout_session_id),
    );
    for (const { xml, file_name } of xmls) {
      expect(file_name).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
      expect(parseFatturaXml(xml)['p:FatturaElettronica']).toBeTruthy();
      await expectValidFattura(xml);
    }
  }, 120_000);

  it("the courtesy copy and the XML are the paying company's only", async () => {
    const { email: owner } = await accounts.company();
    const { email: other } = await accounts.company();
    const { jar, checkoutUrl, sessionId } = await paidSession(owner);
    const success = await pay(checkoutUrl);
    expect(success).toContain('/payment-success');
    await page(jar, new URL(success).pathname + new URL(success).search);
    const [invoice] = await invoicesOf([sessionId]);
    expect(invoice).toBeTruthy();

    const copy = await page(jar, `/fatture/${invoice.document_id}`);
    expect(copy.status).toBe(200);
    expect(copy.html).toContain(`Fattura n. ${invoice.numero}/${invoice.anno}`);
    expect(copy.html).toContain('Imponibile');
    const xml = await page(jar, `/fatture/${invoice.document_id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.html).toContain('<p:FatturaElettronica versione="FPR12"');

    const otherJar = await remixSignIn(other);
    expect((await page(otherJar, `/fatture/${invoice.document_id}`)).status).toBe(404);
    expect((await page(otherJar, `/fatture/${invoice.document_id}/xml`)).status).toBe(404);
    const direct = await strapi(`/api/hr-companies/me/invoices/${invoice.document_id}/xml`, {
      jwt: await jwtFor(other),
    });
    expect(direct.status).toBe(404);
    expect(JSON.stringify(direct.body)).not.toContain('FatturaElettronica');
  });

  it('after the payment the company gets the courtesy copy by e-mail, once, with the XML attached', async () => {
    const { email: owner } = await accounts.company();
    const { checkoutUrl, sessionId } = await paidSession(owner);
    const since = Date.now();
    expect(await pay(checkoutUrl)).toContain('/payment-success');
    const mail = (await waitForMail(owner, {
      since,
      subject: /^Fattura n\. \d+\/\d{4}: copia di cortesia$/,
    })) as Awaited<ReturnType<typeof waitForMail>> & {
      attachments?: Array<{ fileName?: string; contentType?: string }>;
      headers?: Record<string, string>;
    };
    const [invoice] = await invoicesOf([sessionId]);
    const [row] = await sql<{ file_name: string }>('SELECT file_name FROM invoices WHERE id = ?', [
      invoice.id,
    ]);
    expect(mail.subject).toContain(`${invoice.numero}/${invoice.anno}`);
    expect(mail.text).toContain(`/fatture/${invoice.document_id}`);
    expect(mail.text).not.toContain('<');
    expect(mail.attachments?.map((a) => a.fileName)).toEqual([row.file_name]);
    expect(mail.headers?.['auto-submitted']).toBe('auto-generated');
    // The webhook and the success page both fulfil: the copy goes once, and the job finds nothing left to send.
    await expect
      .poll(
        async () =>
          (await sql<{ c: string }>('SELECT copia_cortesia AS c FROM invoices WHERE id = ?', [invoice.id]))[0]
            .c,
      )
      .toBe('inviata');
    const job = await strapi('/api/test-hooks/invoices', { method: 'POST' });
    expect(job.status).toBe(200);
    const copies = (await listMails()).filter(
      (m) => m.to.some((to) => to.address === owner) && m.subject.includes('copia di cortesia'),
    );
    expect(copies).toHaveLength(1);
  });

  it('a paid payment left without an invoice gets one from the SDI job, once, then delivered to the outbox', async () => {
    const { email } = await accounts.company();
    const company = await companyRow(email);
    const sessionId = `cs_test_tardiva_${Date.now()}`;
    const now = new Date();
    // What a payment looks like when it was credited while the seller configuration was missing.
    const [payment] = await sql<{ id: number }>(
      `INSERT INTO payments (document_id, checkout_session_id, product_id, product_codice, amount_net, amount_vat,
         amount, currency, status, paid_at, created_at, updated_at, published_at)
       VALUES (?, ?, 1, 'card_crediti', 290000, 63800, 353800, 'eur', 'paid', ?, ?, ?, ?) RETURNING id`,
      [`pay${Date.now()}`.slice(0, 24), sessionId, now, now, now, now],
    );
    await sql('INSERT INTO payments_hr_company_lnk (payment_id, hr_company_id) VALUES (?, ?)', [
      payment.id,
      company.id,
    ]);

    const runs = await Promise.all([1, 2].map(() => strapi('/api/test-hooks/invoices', { method: 'POST' })));
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    const rows = await invoicesOf([sessionId]);
    expect(rows).toHaveLength(1);
    const [stored] = await sql<{ xml: string; sdi_stato: string; cessionario: unknown }>(
      'SELECT xml, sdi_stato, cessionario FROM invoices WHERE id = ?',
      [rows[0].id],
    );
    await expectValidFattura(stored.xml);
    expect(stored.xml).toContain(String(company.piva));
    // The SDI job of the same run (or the next) hands it to the folder provider.
    await strapi('/api/test-hooks/invoices', { method: 'POST' });
    const [after] = await sql<{ sdi_stato: string }>('SELECT sdi_stato FROM invoices WHERE id = ?', [
      rows[0].id,
    ]);
    expect(after.sdi_stato).toBe('inviata');
    const again = await strapi('/api/test-hooks/invoices', { method: 'POST' });
    expect((again.body as { data: { issued: number } }).data.issued).toBe(0);
    expect(await invoicesOf([sessionId])).toHaveLength(1);
  });
});
