// The contract of the shop (routes of strapi/src/api/payment/, issue 14): the company's checkout quote, the free
// activation and the credit ledger, and the internal routes the Remix server calls with INTERNAL_API_SECRET after
// Stripe answered it. Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';
import type { Fulfilment } from '../catalog/company';
import type { CountedPagination } from './common';

/** POST /api/shop/checkout and POST /api/shop/activate */
export type ProductRequest = { product: string };

/** What the checkout of a product charges this company (amounts in cents); the price never comes from a form. */
export type Quote = {
  company_id: number;
  product: { codice: string; id: number; nome: string; descrizione: string };
  amounts: { net: number; vat: number; gross: number };
  email: string | null;
};
export type CheckoutResponse = { data: { ok: true } & Quote };

/** What a fulfilled purchase or activation added (`fulfilled: false`: it had been fulfilled before). */
export type FulfilmentResponse = { data: { ok: true } & Fulfilment };

/**
 * A checkout session as Stripe answered it, ids in its metadata (`company_id`, `product`); Strapi checks every
 * field against its own payment record before it credits anything.
 */
export type CheckoutSessionPayload = {
  id: string;
  payment_status: string;
  status: string | null;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
  client_reference_id: string | null;
};

/** POST /api/internal/payments/fulfil */
export type FulfilRequest = {
  session: CheckoutSessionPayload;
  /** The signed-in company of the success page: must be the session's. */
  companyId?: number;
};

/** POST /api/internal/payments/fail: a session that will not be paid. */
export type FailRequest = {
  session: CheckoutSessionPayload;
  status: 'expired' | 'failed';
};
// 'paid': the session had been paid already and stays paid.
export type FailResponse = { data: { ok: false } | { ok: true; status: 'expired' | 'failed' | 'paid' } };

/** One movement of the ledger, newest first, with the balance after it. */
export type LedgerEntry = {
  id: number;
  /** ISO */
  date: string;
  amount: number;
  tipo_credito: string;
  reason: string;
  prodotto: string | null;
  candidato: { id: number; nome: string } | null;
  /** Who of the company's team did it (issue 27); null in a team of one. */
  autore: string | null;
  saldo: number;
  fattura: { documentId: string; numero: string } | null;
};

/** GET /api/shop/movements?page= */
export type MovementsResponse = {
  data: LedgerEntry[];
  meta: { balance: number; pagination: CountedPagination };
};

export const shop = {
  checkout: endpoint<{ body: ProductRequest; answer: CheckoutResponse }>()({
    method: 'POST',
    path: '/shop/checkout',
    access: 'user',
  }),
  activate: endpoint<{ body: ProductRequest; answer: FulfilmentResponse }>()({
    method: 'POST',
    path: '/shop/activate',
    access: 'user',
  }),
  movements: endpoint<{ query: { page: number }; answer: MovementsResponse }>()({
    method: 'GET',
    path: '/shop/movements',
    access: 'user',
  }),
  fulfil: endpoint<{ body: FulfilRequest; answer: FulfilmentResponse }>()({
    method: 'POST',
    path: '/internal/payments/fulfil',
    access: 'internal',
  }),
  fail: endpoint<{ body: FailRequest; answer: FailResponse }>()({
    method: 'POST',
    path: '/internal/payments/fail',
    access: 'internal',
  }),
} satisfies Contract;
