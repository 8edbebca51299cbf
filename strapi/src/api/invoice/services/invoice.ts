// Invoices (issue 13): one per paid payment, issued inside the fulfilment's transaction, numbered per calendar
// year without gaps or duplicates, with the buyer's data as it is at payment time; delivered to SDI later by a job.
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { productByCodice } from '../../../catalog';
import { invoiceMail, mailContext, sendMail } from '../../../mail';
import { isoDateInRome } from '../../../utils/dates';
import { InvalidInvoice, type Buyer } from './fatturapa';
import type { SdiProvider } from './sdi';
import type { InvoiceListItem, InvoiceParty, InvoiceView } from '../../../contracts/invoice';
import { createRow, findRow, findRows, type Row } from '../../../utils/rows';

const INVOICE = 'api::invoice.invoice';
const COMPANY = 'api::hr-company.hr-company';

export type IssueInput = {
  checkoutSessionId: string;
  paymentId: number;
  companyId: number;
  productId: number;
  descrizione: string;
  /** net price in euro cents */
  imponibile: number;
  paidAt: Date;
};

const COMPANY_FIELDS = [
  'nome',
  'piva',
  'cf',
  'indirizzo_legale',
  'il_citta',
  'il_provincia',
  'il_cap',
  'sdi',
] as const;
type CompanyRow = Row<typeof COMPANY, (typeof COMPANY_FIELDS)[number]>;

const buyerOf = (company: CompanyRow): Buyer => ({
  denominazione: company.nome ?? '',
  piva: company.piva ?? '',
  codiceFiscale: company.cf ?? null,
  indirizzo: company.indirizzo_legale ?? '',
  cap: company.il_cap ?? '',
  comune: company.il_citta ?? '',
  provincia: company.il_provincia ?? null,
  sdi: company.sdi ?? null,
});

/** The invoice line of a product: its name and what it grants. */
export const descrizioneFattura = (product: { nome: string; descrizione: string }) =>
  `${product.nome}: ${product.descrizione}`;

/**
 * The next number of `anno`, in the caller's transaction. The UPDATE takes the counter row's lock until the
 * transaction ends: a concurrent fulfilment waits, then reads the committed value, so numbers never repeat; a
 * transaction that rolls back gives its number back with it, so there are no gaps. (SQLite has one writer.)
 */
export async function nextInvoiceNumber(trx: Knex.Transaction, anno: number): Promise<number> {
  const now = new Date();
  await trx.raw(
    'INSERT INTO invoice_counters (anno, ultimo, created_at, updated_at) VALUES (?, 0, ?, ?) ON CONFLICT (anno) DO NOTHING',
    [anno, now, now],
  );
  const result = (await trx.raw(
    'UPDATE invoice_counters SET ultimo = ultimo + 1 WHERE anno = ? RETURNING ultimo',
    [anno],
  )) as { rows?: Array<{ ultimo: number }> } | Array<{ ultimo: number }>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  const numero = Number(rows[0]?.ultimo);
  if (!Number.isInteger(numero) || numero < 1) throw new Error(`numerazione fatture ${anno} non disponibile`);
  return numero;
}

type Delivery = 'sdi_stato' | 'copia_cortesia';

/**
 * One way of delivering invoices, shared by SDI and the courtesy copy: every invoice whose `column` is 'da_inviare'
 * (and matches `where`) is claimed with one conditional UPDATE to 'in_invio', so N Strapi instances deliver it once;
 * `deliver` succeeds → 'inviata' with the columns it returns, fails → back to 'da_inviare' for the next run. A claim
 * older than an hour (a crashed run) is taken back first. Returns how many were delivered.
 */
async function deliverEach(
  strapi: Core.Strapi,
  column: Delivery,
  now: Date,
  deliver: (invoice: { id: number; file_name: string; xml: string }) => Promise<Record<string, unknown>>,
  where: Record<string, unknown> = {},
): Promise<number> {
  const knex = strapi.db.connection;
  await knex('invoices')
    .where({ [column]: 'in_invio' })
    .andWhere('updated_at', '<', new Date(now.getTime() - 3_600_000))
    .update({ [column]: 'da_inviare', updated_at: now });
  const pending = (await knex('invoices')
    .where({ ...where, [column]: 'da_inviare' })
    .orderBy('id', 'asc')
    .limit(500)
    .select('id', 'file_name', 'xml')) as Array<{ id: number; file_name: string; xml: string }>;
  let sent = 0;
  for (const invoice of pending) {
    const claimed = await knex('invoices')
      .where({ id: invoice.id, [column]: 'da_inviare' })
      .update({ [column]: 'in_invio', updated_at: now });
    if (Number(claimed) !== 1) continue;
    try {
      const done = await deliver(invoice);
      await knex('invoices')
        .where({ id: invoice.id })
        .update({ [column]: 'inviata', ...done, updated_at: new Date() });
      sent += 1;
    } catch (error) {
      strapi.log.error(
        `[fatture] ${column === 'sdi_stato' ? 'invio a SDI' : 'copia di cortesia'} di ${invoice.file_name} non riuscito: ${(error as Error).message}`,
      );
      await knex('invoices')
        .where({ id: invoice.id })
        .update({ [column]: 'da_inviare', updated_at: new Date() });
    }
  }
  return sent;
}

const invoiceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const fatturapa = () => strapi.service('api::invoice.fatturapa');
  const seller = () => strapi.service('api::invoice.seller');

  return {
    /**
     * Issues the invoice of one paid checkout session, in the caller's transaction (the fulfilment's). Returns the
     * existing invoice when that session already has one. Returns null, with an error in the log, when the seller
     * configuration is missing or the buyer's data cannot make a valid invoice: the payment is credited anyway and
     * `issueMissing` issues the invoice once the data is fixed.
     */
    async issue(
      trx: Knex.Transaction,
      input: IssueInput,
    ): Promise<{ id: number; documentId: string } | null> {
      const existing = await findRow(strapi, 'api::invoice.invoice', {
        where: { checkout_session_id: input.checkoutSessionId },
        select: ['id', 'documentId'],
      });
      if (existing) return existing;

      const config = seller().fromEnv();
      if (!config.ok) {
        strapi.log.error(
          `[fatture] fattura non emessa per il pagamento ${input.checkoutSessionId}: configurazione del cedente incompleta (${config.missing.join(', ')})`,
        );
        return null;
      }
      const company = await findRow(strapi, COMPANY, {
        where: { id: input.companyId },
        select: COMPANY_FIELDS,
      });
      if (!company) throw new Error(`azienda ${input.companyId} inesistente`);
      const buyer = buyerOf(company);
      const data = isoDateInRome(input.paidAt);
      const anno = Number(data.slice(0, 4));
      const amounts = fatturapa().withIva(input.imponibile);
      const draft = { seller: config.seller, buyer, anno, data, descrizione: input.descrizione, ...amounts };

      // Checked before a number is taken, so an invalid buyer never consumes one.
      try {
        await fatturapa().fatturaXml({ ...draft, numero: 1 });
      } catch (error) {
        if (!(error instanceof InvalidInvoice)) throw error;
        strapi.log.error(
          `[fatture] fattura non emessa per il pagamento ${input.checkoutSessionId}: ${error.message}`,
        );
        return null;
      }
      const numero = await nextInvoiceNumber(trx, anno);
      const { xml, fileName } = await fatturapa().fatturaXml({ ...draft, numero });
      const created = await createRow(strapi, INVOICE, {
        data: {
          checkout_session_id: input.checkoutSessionId,
          anno,
          numero,
          data,
          hr_company: input.companyId,
          payment: input.paymentId,
          product_id: input.productId,
          descrizione: input.descrizione,
          imponibile: amounts.imponibile,
          aliquota_iva: amounts.aliquotaIva,
          imposta: amounts.imposta,
          totale: amounts.totale,
          cedente: config.seller,
          cessionario: buyer,
          file_name: fileName,
          xml,
          sdi_stato: 'da_inviare',
          copia_cortesia: 'da_inviare',
        },
      });
      return created;
    },

    /**
     * Paid payments without an invoice (the seller configuration was missing when they were paid, or the buyer's
     * data could not make a valid invoice): issued now, each in a transaction of its own, dated today so numbers and
     * dates keep the same order. Run by the SDI job before each delivery. Two instances running it at once cannot
     * issue one payment twice: the invoice is unique by checkout session, the loser's transaction rolls back and
     * gives its number back. Returns how many were issued.
     */
    async issueMissing(now = new Date(), limit = 200): Promise<number> {
      if (!seller().fromEnv().ok) return 0;
      const rows = (await strapi.db
        .connection('payments as p')
        .join('payments_hr_company_lnk as l', 'l.payment_id', 'p.id')
        .leftJoin('invoices as i', 'i.checkout_session_id', 'p.checkout_session_id')
        .where('p.status', 'paid')
        .whereNull('i.id')
        .orderBy('p.id', 'asc')
        .limit(limit)
        .select(
          'p.id',
          'p.checkout_session_id',
          'p.product_codice',
          'p.amount_net',
          'l.hr_company_id',
        )) as Array<{
        id: number;
        checkout_session_id: string;
        product_codice: string;
        amount_net: number;
        hr_company_id: number;
      }>;
      const self = strapi.service('api::invoice.invoice');
      let issued = 0;
      for (const row of rows) {
        const product = productByCodice(row.product_codice);
        if (!product) {
          strapi.log.error(
            `[fatture] pagamento ${row.checkout_session_id}: prodotto sconosciuto ${row.product_codice}`,
          );
          continue;
        }
        try {
          const made = await strapi.db.transaction(({ trx }: { trx: Knex.Transaction }) =>
            self.issue(trx, {
              checkoutSessionId: row.checkout_session_id,
              paymentId: row.id,
              companyId: Number(row.hr_company_id),
              productId: product.id,
              descrizione: descrizioneFattura(product),
              imponibile: Number(row.amount_net),
              paidAt: now,
            }),
          );
          if (made) issued += 1;
        } catch (error) {
          strapi.log.warn(
            `[fatture] fattura del pagamento ${row.checkout_session_id} non emessa ora: ${(error as Error).message}`,
          );
        }
      }
      return issued;
    },

    /** The company's invoices, newest first (at most `limit`): what the invoices list of /company-info shows. */
    async listOwn(companyId: number, limit = 50): Promise<InvoiceListItem[]> {
      const rows = await findRows(strapi, INVOICE, {
        where: { hr_company: { id: companyId } },
        select: ['documentId', 'numero', 'anno', 'data', 'descrizione', 'totale', 'file_name'],
        orderBy: [{ anno: 'desc' }, { numero: 'desc' }],
        limit,
      });
      return rows.map((row) => ({
        documentId: String(row.documentId),
        numero: `${row.numero}/${row.anno}`,
        data: String(row.data),
        descrizione: String(row.descrizione),
        totale: Number(row.totale),
        file_name: String(row.file_name),
      }));
    },

    /** The caller's own invoice by documentId, or null (another company's invoice is "not found"). */
    async findOwn(companyId: number, documentId: string): Promise<(InvoiceView & { xml: string }) | null> {
      if (!/^[a-z0-9]{10,40}$/.test(documentId)) return null;
      const row = await findRow(strapi, INVOICE, { where: { documentId, hr_company: { id: companyId } } });
      if (!row) return null;
      return invoiceViewOf(row);
    },

    /**
     * Hands every invoice 'da_inviare' to the SDI provider. Each invoice is claimed with one conditional UPDATE
     * (two Strapi instances never send one twice); a failed send puts it back for the next run; a claim left by a
     * crashed run is taken back after an hour. Returns how many were delivered.
     */
    async sendPending(
      provider: SdiProvider = strapi.service('api::invoice.sdi').providerFromEnv(),
      now = new Date(),
    ): Promise<number> {
      return deliverEach(strapi, 'sdi_stato', now, async (invoice) => {
        const { reference } = await provider.send({ fileName: invoice.file_name, xml: invoice.xml });
        return { sdi_inviata_il: new Date(), sdi_riferimento: reference };
      });
    },

    /**
     * The SDI job (cron every 15 minutes, and the test hook): the invoices of paid payments that have none, their
     * delivery to SDI, then the courtesy copies still to mail.
     */
    async deliveryJob(now = new Date()): Promise<{ issued: number; sent: number; copies: number }> {
      const self = strapi.service('api::invoice.invoice');
      const issued = await self.issueMissing(now);
      const sent = await self.sendPending(undefined, now);
      const copies = await self.sendCourtesyCopies({ now });
      return { issued, sent, copies };
    },

    /**
     * Mails each invoice's courtesy copy, with its XML attached, to the company's e-mail: right after the payment
     * (`checkoutSessionId`, called by the fulfilment route once it has committed) and, for those issued later or
     * whose mail failed, by the SDI job. Invoices issued before the copy existed have no state and are never mailed.
     * Returns how many were sent.
     */
    async sendCourtesyCopies(options: { checkoutSessionId?: string; now?: Date } = {}): Promise<number> {
      const where = options.checkoutSessionId ? { checkout_session_id: options.checkoutSessionId } : {};
      return deliverEach(
        strapi,
        'copia_cortesia',
        options.now ?? new Date(),
        async ({ id }) => {
          const row = await findRow(strapi, INVOICE, {
            where: { id },
            populate: { hr_company: { select: ['email'] } },
          });
          const email = row?.hr_company?.email;
          if (!row || !email) throw new Error('azienda senza email');
          const ctx = mailContext();
          const mail = await invoiceMail(invoiceViewOf(row), ctx);
          await sendMail(strapi, email, mail, 'invoice');
          return {};
        },
        where,
      );
    },
  };
};

export type InvoiceService = ReturnType<typeof invoiceService>;
/** An invoice row as the contract's view (the page, the XML download and the courtesy mail read the same shape). */
function invoiceViewOf(row: Record<string, unknown>): InvoiceView & { xml: string } {
  return {
    documentId: String(row.documentId),
    numero: `${row.numero}/${row.anno}`,
    data: String(row.data),
    descrizione: String(row.descrizione),
    imponibile: Number(row.imponibile),
    aliquota_iva: Number(row.aliquota_iva),
    imposta: Number(row.imposta),
    totale: Number(row.totale),
    cedente: row.cedente as InvoiceParty,
    cessionario: row.cessionario as InvoiceParty,
    file_name: String(row.file_name),
    xml: String(row.xml),
  };
}

export default invoiceService;
