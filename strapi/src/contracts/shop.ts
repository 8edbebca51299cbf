// The contract of the shop (routes of strapi/src/api/payment/, issue 14): the company's checkout quote, the free
// activation and the credit ledger, and the internal routes the Remix server calls with INTERNAL_API_SECRET after
// Stripe answered it. Schemas and their types (see invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';
import type { Fulfilment } from '../catalog/company';
import { countedPagination } from './common';

/** POST /api/shop/checkout and POST /api/shop/activate */
export const productRequest = z.object({ product: z.string() });
export type ProductRequest = z.infer<typeof productRequest>;

/** What the checkout of a product charges this company (amounts in cents); the price never comes from a form. */
export const quote = z.object({
  company_id: z.number(),
  product: z.object({ codice: z.string(), id: z.number(), nome: z.string(), descrizione: z.string() }),
  amounts: z.object({ net: z.number(), vat: z.number(), gross: z.number() }),
  email: z.string().nullable(),
});
export type Quote = z.infer<typeof quote>;
export const checkoutResponse = z.object({ data: quote.extend({ ok: z.literal(true) }) });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** The catalog's Fulfilment (strapi/src/catalog/company.ts, which Strapi's services return), as the seam checks it. */
const fulfilment: z.ZodType<Fulfilment> = z.object({
  fulfilled: z.boolean(),
  prodotto: z.string(),
  codice: z.string(),
  crediti: z.number(),
  tipo_credito: z.enum(['crediti', 'crediti_abbonamento']).nullable(),
  data_scadenza: z.string().nullable(),
});

/** What a fulfilled purchase or activation added (`fulfilled: false`: it had been fulfilled before). */
export const fulfilmentResponse = z.object({
  data: z.intersection(z.object({ ok: z.literal(true) }), fulfilment),
});
export type FulfilmentResponse = z.infer<typeof fulfilmentResponse>;

/**
 * A checkout session as Stripe answered it, ids in its metadata (`company_id`, `product`); Strapi checks every
 * field against its own payment record before it credits anything.
 */
export const checkoutSessionPayload = z.object({
  id: z.string(),
  payment_status: z.string(),
  status: z.string().nullable(),
  amount_total: z.number().nullable(),
  currency: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  client_reference_id: z.string().nullable(),
});
export type CheckoutSessionPayload = z.infer<typeof checkoutSessionPayload>;

/** POST /api/internal/payments/fulfil */
export const fulfilRequest = z.object({
  session: checkoutSessionPayload,
  /** The signed-in company of the success page: must be the session's. */
  companyId: z.number().optional(),
});
export type FulfilRequest = z.infer<typeof fulfilRequest>;

/** POST /api/internal/payments/fail: a session that will not be paid. */
export const failRequest = z.object({
  session: checkoutSessionPayload,
  status: z.enum(['expired', 'failed']),
});
export type FailRequest = z.infer<typeof failRequest>;
// 'paid': the session had been paid already and stays paid.
export const failResponse = z.object({
  data: z.union([
    z.object({ ok: z.literal(false) }),
    z.object({ ok: z.literal(true), status: z.enum(['expired', 'failed', 'paid']) }),
  ]),
});
export type FailResponse = z.infer<typeof failResponse>;

/** One movement of the ledger, newest first, with the balance after it. */
export const ledgerEntry = z.object({
  id: z.number(),
  /** ISO */
  date: z.string(),
  amount: z.number(),
  tipo_credito: z.string(),
  reason: z.string(),
  prodotto: z.string().nullable(),
  candidato: z.object({ id: z.number(), nome: z.string() }).nullable(),
  /** Who of the company's team did it (issue 27); null in a team of one. */
  autore: z.string().nullable(),
  saldo: z.number(),
  fattura: z.object({ documentId: z.string(), numero: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** GET /api/shop/movements?page= */
export const movementsResponse = z.object({
  data: z.array(ledgerEntry),
  meta: z.object({ balance: z.number(), pagination: countedPagination }),
});
export type MovementsResponse = z.infer<typeof movementsResponse>;

export const shop = {
  checkout: endpoint()({
    method: 'POST',
    path: '/shop/checkout',
    access: 'user',
    schema: { body: productRequest, answer: checkoutResponse },
  }),
  activate: endpoint()({
    method: 'POST',
    path: '/shop/activate',
    access: 'user',
    schema: { body: productRequest, answer: fulfilmentResponse },
  }),
  movements: endpoint<{ query: { page: number } }>()({
    method: 'GET',
    path: '/shop/movements',
    access: 'user',
    schema: { answer: movementsResponse },
  }),
  fulfil: endpoint()({
    method: 'POST',
    path: '/internal/payments/fulfil',
    access: 'internal',
    schema: { body: fulfilRequest, answer: fulfilmentResponse },
  }),
  fail: endpoint()({
    method: 'POST',
    path: '/internal/payments/fail',
    access: 'internal',
    schema: { body: failRequest, answer: failResponse },
  }),
} satisfies Contract;
