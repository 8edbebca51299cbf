// The shop (issue 14) on the Remix server: Stripe Checkout Sessions with the real `stripe` package (pointed at the
// local stand-in by STRIPE_API_URL), the webhook's signature check, and the internal calls that make Strapi's
// fulfilment credit a paid session once (strapi/src/api/payment/services/fulfilment.ts).
import type { CheckoutSessionPayload, Quote } from '#contracts/shop.ts';
import Stripe from 'stripe';
import type { Fulfilment } from '#catalog/company.ts';
import { env } from '#app/server/env.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import type { StrapiResult } from '#app/server/strapi.server.ts';

let client: Stripe | undefined;

export function stripe(): Stripe {
  if (!client) {
    const api = env.stripe.apiUrl ? new URL(env.stripe.apiUrl) : undefined;
    client = new Stripe(env.stripe.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }
  return client;
}

export type { Quote };

export type { Fulfilment };

/**
 * Starts the checkout of a product for the signed-in company: Strapi says what it costs this company (or refuses:
 * unknown product, APL for a non-agency, anything else for an agency); the price never comes from the form.
 */
export async function createCheckout(
  request: Request,
  codice: string,
): Promise<{ ok: true; url: string } | { ok: false; status: number; message: string }> {
  const quote = await strapi.shop.checkout(request, { json: { product: codice } });
  if (!quote.ok) return { ok: false, status: quote.status, message: quote.error.message };
  const { company_id, product, amounts, email } = quote.data.data;
  const session = await stripe().checkout.sessions.create({
    mode: 'payment',
    locale: 'it',
    customer_email: email ?? undefined,
    client_reference_id: String(company_id),
    metadata: { company_id: String(company_id), product: product.codice },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: amounts.net,
          product_data: { name: product.nome, description: product.descrizione },
        },
      },
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: amounts.vat, product_data: { name: 'IVA 22%' } },
      },
    ],
    success_url: `${env.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${env.publicUrl}/payment-error`,
  });
  if (!session.url) throw new Error(`Stripe session ${session.id} without url`);
  return { ok: true, url: session.url };
}

/** A checkout session as Stripe has it, or null when Stripe does not know it. */
export async function retrieveSession(id: string): Promise<Stripe.Checkout.Session | null> {
  if (!/^cs_[A-Za-z0-9_-]{1,200}$/.test(id)) return null;
  try {
    return await stripe().checkout.sessions.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw error;
  }
}

const sessionPayload = (session: Stripe.Checkout.Session): CheckoutSessionPayload => ({
  id: session.id,
  payment_status: session.payment_status,
  status: session.status,
  amount_total: session.amount_total,
  currency: session.currency,
  metadata: session.metadata,
  client_reference_id: session.client_reference_id,
});

/** Strapi's fulfilment of a paid session (idempotent); `companyId` makes Strapi refuse another company's session. */
export function fulfilSession(
  session: Stripe.Checkout.Session,
  companyId?: number,
): Promise<StrapiResult<{ data: Fulfilment }>> {
  return strapi.shop.fulfil({
    json: { session: sessionPayload(session), companyId },
    serverErrors: 'return',
  });
}

export function failSession(session: Stripe.Checkout.Session, status: 'failed' | 'expired') {
  return strapi.shop.fail({ json: { session: sessionPayload(session), status }, serverErrors: 'return' });
}

/** Verifies a webhook delivery on its raw body; null when the signature is wrong, missing or too old. */
export function verifyEvent(payload: string, signature: string | null): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripe().webhooks.constructEvent(payload, signature, env.stripe.webhookSecret);
  } catch {
    return null;
  }
}
