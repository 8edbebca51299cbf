// POST /stripe/webhook: Stripe's events (issue 14). The signature is checked on the raw body with
// STRIPE_WEBHOOK_SECRET (400 when it does not match), the session is retrieved from Stripe's API (issue 24: the
// event's copy of it is not trusted); paid checkout sessions are fulfilled by Strapi through the
// internal route (once, whatever the number of deliveries); expired or failed ones are marked so. Events we do not
// handle get 200, so Stripe stops sending them; when Strapi cannot be reached the answer is 503 and Stripe retries.
import type { ActionFunctionArgs } from '@remix-run/node';
import type Stripe from 'stripe';
import { readBody } from '#app/server/forms.server.ts';
import { failSession, fulfilSession, retrieveSession, verifyEvent } from '#app/features/shop/shop.server.ts';

const MAX_BYTES = 512 * 1024;

const reply = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return reply(405, { error: 'method' });
  // Counted as it is read: a chunked body (no Content-Length) is cut at the limit too.
  const payload = (await readBody(request, MAX_BYTES)).toString('utf8');
  const event = verifyEvent(payload, request.headers.get('stripe-signature'));
  if (!event) return reply(400, { error: 'invalid signature' });

  if (!event.type.startsWith('checkout.session.')) return reply(200, { received: true, ignored: event.type });
  // The event only names the session: what it says of it (paid, amount, company, product) is asked of Stripe,
  // so a signed event about a session the portal never created, or one that lies about it, credits nothing (with
  // the stand-in's public webhook secret, anyone can sign one).
  const named = (event.data.object as Partial<Stripe.Checkout.Session>).id ?? '';
  let session: Stripe.Checkout.Session | null;
  try {
    session = await retrieveSession(named);
  } catch (error) {
    console.error(
      `[stripe] ${event.type} ${named}: retrieving the session failed: ${(error as Error).message}`,
    );
    return reply(503, { error: 'retry later' });
  }
  if (!session) {
    console.error(`[stripe] ${event.type} ${named}: Stripe does not know this session`);
    return reply(200, { received: true, refused: 'unknown session' });
  }
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
