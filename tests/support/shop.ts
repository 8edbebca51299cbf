// Buying through the shop over raw HTTP, as a browser and Stripe would: the checkout post of /company-upgrade, the
// Stripe stand-in's 'Paga' (scripts/lib/fake-stripe.mjs, driven with the real `stripe` package) and signed webhook
// deliveries.
import Stripe from 'stripe';
import { cookieHeader, inputValues, REMIX, store, type Jar } from './remix';

export const STRIPE_API_URL = process.env.STRIPE_API_URL ?? 'http://127.0.0.1:1093';
export const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stripe_stand_in';
const api = new URL(STRIPE_API_URL);
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? 'sk_test_local_stripe_stand_in', {
  host: api.hostname,
  port: Number(api.port),
  protocol: 'http',
});

export async function page(jar: Jar, path: string) {
  const response = await fetch(`${REMIX}${path}`, {
    headers: { Cookie: cookieHeader(jar) },
    redirect: 'manual',
  });
  store(jar, response);
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The checkout post of /company-upgrade as the buy button sends it, plus any extra (tampered) fields. */
export async function buy(jar: Jar, product: string, extra: Record<string, string> = {}) {
  const shop = await page(jar, '/company-upgrade?tab=card');
  const csrf = inputValues(shop.html).csrf;
  const response = await fetch(`${REMIX}/company-upgrade?tab=card`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, intent: 'checkout', product, ...extra }),
  });
  store(jar, response);
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    html: await response.text(),
  };
}

export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

/** 'Paga' on the stand-in's checkout page: the session is paid and its webhook sent; returns the success URL. */
export async function pay(checkoutUrl: string): Promise<string> {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303) throw new Error(`the stand-in's 'Paga' answered ${response.status}`);
  return response.headers.get('location') ?? '';
}

export function signedEvent(
  session: Stripe.Checkout.Session,
  type = 'checkout.session.completed',
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: `evt_test_${session.id}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Posts a signed event to the webhook of the stack's Remix server, or of `base` (a Remix server of a test's own). */
export const deliver = ({ payload, signature }: { payload: string; signature: string }, base = REMIX) =>
  fetch(`${base}/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
