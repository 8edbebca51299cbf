/**
 * THE place where a purchase takes effect (decisions.md "Credits and products"): a paid Stripe checkout session
 * (webhook or success page, both through the internal route) and a free product activated in the shop.
 *
 * One transaction per purchase:
 *  1. on PostgreSQL the company row is locked (SELECT ... FOR UPDATE), the same lock the unlock takes first, so the
 *     purchases and unlocks of one company are serialised; SQLite serialises every write transaction anyway;
 *  2. paid purchases are keyed on the checkout session id: the `payment` row is looked up under that lock; found
 *     `paid` → nothing more happens (a duplicate webhook, a reload of the success page, the webhook racing the
 *     success page). A unique index on checkout_session_id backs this: a concurrent insert that slipped through
 *     fails, the transaction rolls back, and the retry finds the row;
 *  3. the payment row (net, IVA, gross, currency, paid_at), the subscription row, the balance or flag, and the
 *     `purchase` credit movement are written together. An invoice (issue 13) belongs in `afterFulfilment` below,
 *     inside the same transaction.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  productAllowedFor,
  type Fulfilment,
  productAmounts,
  productByCodice,
  type Product,
  type ProductEffect,
} from '../../../catalog';
import type { FailResponse } from '../../../contracts/shop';
import { isoDateInRome } from '../../../utils/dates';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { descrizioneFattura } from '../../invoice/services/invoice';
import { findRow } from '../../../utils/rows';

const PAYMENT = 'api::payment.payment' as const;
const SUBSCRIPTION = 'api::subscription.subscription';
const MOVEMENT = 'api::credit-movement.credit-movement' as const;

/** What the checkout session says, as Stripe answered it to the Remix server. */
export type PaidSession = {
  id: string;
  companyId: number;
  codice: string;
  /** Total charged (gross), in cents, and its currency. */
  amountTotal: number;
  currency: string;
  paidAt?: Date;
};

export type FulfilmentOutcome =
  | ({ ok: true } & Fulfilment)
  | {
      ok: false;
      reason: 'unknown_product' | 'not_allowed' | 'amount_mismatch' | 'no_company' | 'already_active';
    };

class Refused extends Error {
  constructor(readonly outcome: Extract<FulfilmentOutcome, { ok: false }>) {
    super(outcome.reason);
  }
}

/** YYYY-MM-DD plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonthsIso = (iso: string, months: number): string => {
  const [y, m, d] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

const durationOf = (effect: ProductEffect): number | null =>
  effect.tipo === 'crediti_abbonamento'
    ? effect.scadenzaMesi
    : effect.tipo === 'abbonamento'
      ? effect.durataMesi
      : null;

type Company = { id: number; aut_min: string | null };

const loadCompany = async (trx: Knex.Transaction, companyId: number, isPg: boolean) => {
  if (isPg) await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [companyId]);
  return (await trx('hr_companies').where({ id: companyId }).first('id', 'aut_min')) as Company | undefined;
};

const isAgency = (company: Company) => Boolean(company.aut_min && company.aut_min.trim());

/** The outcome of a product applied by this call. */
const doneNow = (
  product: { nome: string; codice: string },
  effect: { crediti: number; tipo: 'crediti' | 'crediti_abbonamento' | null; scadenza: string | null },
) =>
  ({
    ok: true,
    fulfilled: true,
    prodotto: product.nome,
    codice: product.codice,
    crediti: effect.crediti,
    tipo_credito: effect.tipo,
    data_scadenza: effect.scadenza,
  }) as const;

/**
 * The product's effects on the company, inside the caller's transaction. A time-limited product bought again
 * while a subscription of it is live runs from that subscription's expiry (a renewal), else from today.
 */
const applyProduct = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  company: Company,
  product: Product,
  paymentId: number | null,
  when: Date,
) => {
  const today = isoDateInRome(when);
  let crediti = 0;
  let tipo: 'crediti' | 'crediti_abbonamento' | null = null;
  let scadenza: string | null = null;
  let subscriptionId: number | null = null;

  for (const effect of product.effetti) {
    const months = durationOf(effect);
    if (months !== null) {
      const live = await findRow(strapi, SUBSCRIPTION, {
        where: {
          hr_company: { id: company.id },
          product_codice: product.codice,
          data_scadenza: { $gte: today },
        },
        select: ['data_scadenza'],
        orderBy: { data_scadenza: 'desc' },
      });
      scadenza = addMonthsIso(live ? String(live.data_scadenza) : today, months);
      const subscription = await strapi.db.query(SUBSCRIPTION).create({
        data: {
          product_id: product.id,
          product_codice: product.codice,
          data_sottoscrizione: today,
          data_scadenza: scadenza,
          hr_company: company.id,
          crediti_residui: effect.tipo === 'crediti_abbonamento' ? effect.quantita : 0,
        },
      });
      subscriptionId = subscription.id;
    }
    if (effect.tipo === 'crediti' || effect.tipo === 'crediti_abbonamento') {
      const column = effect.tipo === 'crediti' ? 'crediti' : 'crediti_abbonamento';
      await trx('hr_companies').where({ id: company.id }).increment(column, effect.quantita);
      crediti += effect.quantita;
      tipo = column;
      await strapi.db.query(MOVEMENT).create({
        data: {
          hr_company: company.id,
          amount: effect.quantita,
          tipo_credito: column,
          reason: 'purchase',
          date: when,
          payment: paymentId,
          subscription: effect.tipo === 'crediti_abbonamento' ? subscriptionId : null,
          note: product.nome,
        },
      });
    } else if (effect.tipo === 'abbonamento') {
      await trx('hr_companies')
        .where({ id: company.id })
        .update({ [effect.flag]: true });
    }
    // alert_database: on whenever the company's filters are set (BRIEF contracts); nothing to write here.
  }
  if (paymentId !== null && subscriptionId !== null) {
    await strapi.db
      .query(PAYMENT)
      .update({ where: { id: paymentId }, data: { subscription: subscriptionId } });
  }
  return { crediti, tipo, scadenza };
};

/** The invoice of a paid purchase (issue 13), issued in the fulfilment's transaction. */
const afterFulfilment = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  input: {
    sessionId: string;
    paymentId: number;
    companyId: number;
    product: Product;
    net: number;
    paidAt: Date;
  },
) => {
  const invoices = strapi.service('api::invoice.invoice');
  await invoices.issue(trx, {
    checkoutSessionId: input.sessionId,
    paymentId: input.paymentId,
    companyId: input.companyId,
    productId: input.product.id,
    descrizione: descrizioneFattura(input.product),
    imponibile: input.net,
    paidAt: input.paidAt,
  });
};

const fulfilPaidSession = async (strapi: Core.Strapi, session: PaidSession): Promise<FulfilmentOutcome> => {
  const product = productByCodice(session.codice);
  if (!product) return { ok: false, reason: 'unknown_product' };
  const amounts = productAmounts(product);
  if (!amounts || amounts.gross !== session.amountTotal || session.currency.toLowerCase() !== 'eur') {
    strapi.log.error(
      `[payment] session ${session.id}: ${session.amountTotal} ${session.currency} does not match ${product.codice}`,
    );
    return { ok: false, reason: 'amount_mismatch' };
  }
  const isPg = strapi.db.dialect.client === 'postgres';

  const attempt = () =>
    strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      const company = await loadCompany(trx, session.companyId, isPg);
      if (!company) throw new Refused({ ok: false, reason: 'no_company' });
      // The checkout refuses such a product already; a session that names one anyway (APL Card for a company that
      // is not an agency) was not started by the portal, and credits nothing.
      if (!productAllowedFor(product, isAgency(company)))
        throw new Refused({ ok: false, reason: 'not_allowed' });
      const existing = await findRow(strapi, PAYMENT, {
        where: { checkout_session_id: session.id },
        select: ['id', 'status'],
        populate: { hr_company: { select: ['id'] } },
      });
      if (existing?.hr_company && existing.hr_company.id !== company.id)
        throw new Refused({ ok: false, reason: 'not_allowed' });
      if (existing?.status === 'paid') {
        const summary = await summaryOf(strapi, existing.id, product);
        return { ok: true, fulfilled: false, ...summary } as const;
      }
      const paidAt = session.paidAt ?? new Date();
      const data = {
        checkout_session_id: session.id,
        hr_company: company.id,
        product_id: product.id,
        product_codice: product.codice,
        amount_net: amounts.net,
        amount_vat: amounts.vat,
        amount: amounts.gross,
        currency: 'eur',
        status: 'paid',
        paid_at: paidAt,
      };
      const payment = existing
        ? await strapi.db.query(PAYMENT).update({ where: { id: existing.id }, data })
        : await strapi.db.query(PAYMENT).create({ data });
      const effect = await applyProduct(strapi, trx, company, product, payment.id, paidAt);
      await afterFulfilment(strapi, trx, {
        sessionId: session.id,
        paymentId: payment.id,
        companyId: company.id,
        product,
        net: amounts.net,
        paidAt,
      });
      return doneNow(product, effect);
    });

  try {
    return (await attempt()) as FulfilmentOutcome;
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // A concurrent fulfilment of this session inserted the payment first: ours rolled back; the retry sees it.
    if (isUniqueViolation(error)) {
      try {
        return (await attempt()) as FulfilmentOutcome;
      } catch (again) {
        if (again instanceof Refused) return again.outcome;
        throw again;
      }
    }
    throw error;
  }
};

/** What a fulfilled payment added, for the success page of a reload. */
const summaryOf = async (strapi: Core.Strapi, paymentId: number, product: Product) => {
  const movement = await findRow(strapi, MOVEMENT, {
    where: { payment: { id: paymentId }, reason: 'purchase' },
    select: ['amount', 'tipo_credito'],
  });
  const payment = await findRow(strapi, PAYMENT, {
    where: { id: paymentId },
    populate: { subscription: { select: ['data_scadenza'] } },
  });
  return {
    prodotto: product.nome,
    codice: product.codice,
    crediti: movement?.amount ?? 0,
    tipo_credito: movement?.tipo_credito ?? null,
    data_scadenza: payment?.subscription ? String(payment.subscription.data_scadenza) : null,
  };
};

/**
 * A checkout session that will not be paid (expired, asynchronous payment failed): its payment row says so.
 * A session already paid stays paid.
 */
const markSessionFailed = async (
  strapi: Core.Strapi,
  session: { id: string; companyId: number; codice: string; status: 'failed' | 'expired' },
): Promise<FailResponse['data']> => {
  const product = productByCodice(session.codice);
  if (!product) return { ok: false as const };
  return strapi.db.transaction(async () => {
    const existing = await findRow(strapi, PAYMENT, {
      where: { checkout_session_id: session.id },
      select: ['id', 'status'],
    });
    if (existing?.status === 'paid') return { ok: true as const, status: 'paid' as const };
    if (existing) {
      await strapi.db.query(PAYMENT).update({ where: { id: existing.id }, data: { status: session.status } });
    } else {
      await strapi.db.query(PAYMENT).create({
        data: {
          checkout_session_id: session.id,
          hr_company: session.companyId,
          product_id: product.id,
          product_codice: product.codice,
          currency: 'eur',
          status: session.status,
        },
      });
    }
    return { ok: true as const, status: session.status };
  });
};

/** A company may start a checkout of this product: it exists, costs something, and is for its kind of company. */
const checkoutQuote = async (strapi: Core.Strapi, companyId: number, codice: string) => {
  const product = productByCodice(codice);
  const amounts = product ? productAmounts(product) : null;
  if (!product || !amounts) return { ok: false as const, reason: 'unknown_product' as const };
  const company = (await strapi.db
    .connection('hr_companies')
    .where({ id: companyId })
    .first('id', 'aut_min', 'email')) as (Company & { email: string | null }) | undefined;
  if (!company) return { ok: false as const, reason: 'no_company' as const };
  if (!productAllowedFor(product, isAgency(company)))
    return { ok: false as const, reason: 'not_allowed' as const };
  return {
    ok: true as const,
    product: { codice: product.codice, id: product.id, nome: product.nome, descrizione: product.descrizione },
    amounts,
    email: company.email,
  };
};

/**
 * One click activation of a free product (Promuovi ricerca), in the same kind of transaction as a payment but
 * without one. Refused while a subscription of it is live (the click is not a renewal: it would be free forever).
 */
const activateFreeProduct = async (
  strapi: Core.Strapi,
  companyId: number,
  codice: string,
  when: Date = new Date(),
): Promise<FulfilmentOutcome> => {
  const product = productByCodice(codice);
  if (!product || product.prezzo !== null || !product.effetti.some((e) => e.tipo === 'abbonamento'))
    return { ok: false, reason: 'unknown_product' };
  const isPg = strapi.db.dialect.client === 'postgres';
  try {
    return (await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      const company = await loadCompany(trx, companyId, isPg);
      if (!company) throw new Refused({ ok: false, reason: 'no_company' });
      if (!productAllowedFor(product, isAgency(company)))
        throw new Refused({ ok: false, reason: 'not_allowed' });
      const live = await strapi.db.query(SUBSCRIPTION).findOne({
        where: {
          hr_company: { id: companyId },
          product_codice: product.codice,
          data_scadenza: { $gte: isoDateInRome(when) },
        },
        select: ['id'],
      });
      if (live) throw new Refused({ ok: false, reason: 'already_active' });
      const effect = await applyProduct(strapi, trx, company, product, null, when);
      return doneNow(product, effect);
    })) as FulfilmentOutcome;
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
};

const fulfilmentService = ({ strapi }: { strapi: Core.Strapi }) => ({
  fulfilPaidSession: (session: PaidSession) => fulfilPaidSession(strapi, session),
  markSessionFailed: (session: Parameters<typeof markSessionFailed>[1]) => markSessionFailed(strapi, session),
  checkoutQuote: (companyId: number, codice: string) => checkoutQuote(strapi, companyId, codice),
  activateFreeProduct: (companyId: number, codice: string, when?: Date) =>
    activateFreeProduct(strapi, companyId, codice, when),
});

export type FulfilmentService = ReturnType<typeof fulfilmentService>;

export default fulfilmentService;
