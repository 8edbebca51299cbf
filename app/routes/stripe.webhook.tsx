// POST /stripe/webhook: Stripe's events (issue 14). The signature is checked on the raw body with
// STRIPE_WEBHOOK_SECRET (400 when it does not match); paid checkout sessions are fulfilled by Strapi through the
// internal route (once, whatever the number of deliveries); expired or failed ones are marked so. Events we do not
// handle get 200, so Stripe stops sending them; when Strapi cannot be reached the answer is 503 and Stripe retries.
import type { ActionFunctionArgs } from '@remix-run/node';
import type Stripe from 'stripe';
import { failSession, fulfilSession, verifyEvent } from '~/server/shop.server';

const MAX_BYTES = 512 * 1024;

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return reply(405, { error: 'method' });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES)
    return reply(413, { error: 'too large' });
  const payload = await request.text();
  const event = verifyEvent(payload, request.headers.get('stripe-signature'));
  if (!event) return reply(400, { error: 'invalid signature' });

  const session = event.data.object as Stripe.Checkout.Session;
  let result;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A completed session paid later (bank transfer) is still 'unpaid' here: its async event fulfils it.
      if (session.payment_status !== 'paid') return reply(200, { received: true, pending: true });
      result = await fulfilSession(session);
      break;
    case 'checkout.session.async_payment_failed':
      result = await failSession(session, 'failed');
      break;
    case 'checkout.session.expired':
      result = await failSession(session, 'expired');
      break;
    default:
      return reply(200, { received: true, ignored: event.type });
  }
  if (result.status >= 500) return reply(503, { error: 'retry later' });
  // The internal route answers 404 to anyone without INTERNAL_API_SECRET: the two programs disagree on it. A 200
  // would drop a paid session for good; a 503 keeps Stripe retrying (for days) while an operator fixes it.
  if (result.status === 404) {
    console.error(
      `[stripe] ${event.type} ${session.id}: Strapi refused the internal call (INTERNAL_API_SECRET?)`,
    );
    return reply(503, { error: 'retry later' });
  }
  if (!result.ok) {
    // Not something a retry fixes (a session of ours that does not match the catalogue): logged for a person.
    console.error(`[stripe] ${event.type} ${session.id} refused by Strapi: ${result.error.message}`);
    return reply(200, { received: true, refused: result.error.message });
  }
  return reply(200, { received: true });
}
