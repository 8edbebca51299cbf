// A local stand-in for Stripe (issue 14), for the test stack and for `npm start` without STRIPE_SECRET_KEY. It speaks
// Stripe's HTTP API for the calls the portal makes, so the Remix server uses the real `stripe` package pointed at it
// (STRIPE_API_URL):
//   POST /v1/checkout/sessions        (form-encoded, Bearer secret key) → the Checkout Session object
//   GET  /v1/checkout/sessions/:id    → the Checkout Session object
// and hosts the checkout page (`session.url`, /c/pay/:id): two plain forms, 'Paga' and 'Annulla', so it works
// without JavaScript. 'Paga' marks the session paid, redirects (303) to the success URL and delivers a
// `checkout.session.completed` event to the webhook URL, signed like Stripe's with the `stripe` package's own
// `webhooks.generateTestHeaderString`; a delivery that does not get a 2xx is retried a few times, as Stripe does.
// 'Annulla' redirects to the cancel URL. Sessions live in memory: a stand-in restart forgets them.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_local_stripe_stand_in';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_local_stripe_stand_in';

const id = (prefix) => `${prefix}_test_${randomBytes(18).toString('base64url')}`;
const escape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(body) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      if (last) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(parts[index + 1]) ? [] : {};
        node = node[part];
      }
    });
  }
  return root;
}

const euro = (cents, currency) =>
  new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: currency.toUpperCase(),
    useGrouping: true,
  }).format(cents / 100);

function checkoutPage(session) {
  const rows = session.line_items
    .map(
      (item) =>
        `<tr><td>${escape(item.description)}</td><td style="text-align:right">${escape(
          euro(item.amount_total, session.currency),
        )}</td></tr>`,
    )
    .join('');
  const done = session.status !== 'open';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Checkout (Stripe di prova)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto">
<h1>Checkout di prova</h1>
<p>Stand-in locale di Stripe: nessun addebito reale.</p>
<p>${escape(session.customer_email ?? '')}</p>
<table style="width:100%">${rows}<tr><th style="text-align:left">Totale</th><th style="text-align:right">${escape(
    euro(session.amount_total, session.currency),
  )}</th></tr></table>
${
  done
    ? `<p>${session.payment_status === 'paid' ? 'Sessione già pagata.' : 'Bonifico in attesa.'}</p>`
    : `<form method="post" action="/c/pay/${escape(session.id)}/pay"><button type="submit">Paga</button></form>
<form method="post" action="/c/pay/${escape(session.id)}/transfer"><button type="submit">Bonifico bancario</button></form>
<form method="post" action="/c/pay/${escape(session.id)}/cancel"><button type="submit">Annulla</button></form>`
}
</body></html>`;
}

/**
 * Starts the stand-in. `webhookUrl` receives the events; `publicUrl` is where browsers reach this server (the
 * checkout page's address in `session.url`).
 */
export function startFakeStripe({
  port,
  host = '127.0.0.1',
  webhookUrl,
  publicUrl = `http://${host}:${port}`,
  secretKey = FAKE_STRIPE_SECRET_KEY,
  webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET,
  log = (line) => console.info(`[stripe stand-in] ${line}`),
}) {
  const stripe = new Stripe(secretKey);
  const sessions = new Map();

  const apiError = (response, status, message, type = 'invalid_request_error') => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type, message } }));
  };
  const json = (response, body) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const publicSession = (session) => {
    const { line_items: _items, ...rest } = session;
    return rest;
  };

  async function deliver(type, session, attempt = 1) {
    if (!webhookUrl) return;
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-08-27.basil',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object: publicSession(session) },
    };
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    try {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      status = answer.status;
    } catch (error) {
      log(`webhook ${type} ${session.id}: ${error.message}`);
    }
    log(`webhook ${type} ${session.id} → ${status || 'no answer'}`);
    if ((status < 200 || status >= 300) && attempt < 5)
      setTimeout(() => void deliver(type, session, attempt + 1), 1000 * attempt);
  }

  const readBody = (request) =>
    new Promise((resolve, reject) => {
      let size = 0;
      const chunks = [];
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size > 100_000) reject(new Error('too large'));
        else chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });

  function createSession(params) {
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    if (items.length === 0) return { error: 'Missing required param: line_items.' };
    if (!params.success_url || !params.cancel_url) return { error: 'Missing required param: success_url.' };
    const currency = String(items[0]?.price_data?.currency ?? 'eur').toLowerCase();
    const lineItems = items.map((item) => {
      const quantity = Number(item.quantity ?? 1);
      const unit = Number(item.price_data?.unit_amount);
      return {
        description: item.price_data?.product_data?.name ?? '',
        quantity,
        amount_total: unit * quantity,
      };
    });
    if (lineItems.some((item) => !Number.isInteger(item.amount_total) || item.amount_total < 0))
      return { error: 'Invalid integer: unit_amount.' };
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    const sessionId = id('cs');
    const created = Math.floor(Date.now() / 1000);
    const session = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency,
      customer_email: params.customer_email ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: params.mode ?? 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      url: `${publicUrl}/c/pay/${sessionId}`,
      line_items: lineItems,
    };
    sessions.set(sessionId, session);
    return { session };
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname;

      if (path.startsWith('/v1/')) {
        if (request.headers.authorization !== `Bearer ${secretKey}`)
          return apiError(response, 401, 'Invalid API Key provided.', 'authentication_error');
        if (request.method === 'POST' && path === '/v1/checkout/sessions') {
          const created = createSession(parseStripeForm(await readBody(request)));
          if (created.error) return apiError(response, 400, created.error);
          log(
            `session ${created.session.id} created (${created.session.amount_total} ${created.session.currency})`,
          );
          return json(response, publicSession(created.session));
        }
        const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
        if (request.method === 'GET' && match) {
          const session = sessions.get(match[1]);
          if (!session) return apiError(response, 404, `No such checkout.session: '${match[1]}'`);
          return json(response, publicSession(session));
        }
        return apiError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`);
      }

      const page = /^\/c\/pay\/([\w-]+)(?:\/(pay|cancel|transfer|settle|bounce))?$/.exec(path);
      const session = page && sessions.get(page[1]);
      if (!session) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('Sessione di checkout sconosciuta');
      }
      if (request.method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(checkoutPage(session));
      }
      if (request.method === 'POST' && page[2] === 'cancel') {
        response.writeHead(303, { location: session.cancel_url });
        return response.end();
      }
      // `?webhook=later`: the event is not sent now, as when Stripe's delivery is late; whoever asked delivers it
      // (the tests, signing it with the webhook secret as Stripe does).
      const send = (type) => {
        if (url.searchParams.get('webhook') !== 'later') void deliver(type, session);
      };
      const toSuccessPage = () => {
        response.writeHead(303, {
          location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        return response.end();
      };
      if (request.method === 'POST' && page[2] === 'pay') {
        if (session.payment_status !== 'paid') {
          session.payment_status = 'paid';
          session.status = 'complete';
          // Like Stripe, the event is delivered on its own, racing the customer's redirect to the success page.
          send('checkout.session.completed');
        }
        return toSuccessPage();
      }
      // A delayed payment method (a bank transfer, SEPA debit): Stripe completes the session unpaid, then tells
      // whether the money arrived ('settle': async_payment_succeeded) or not ('bounce': async_payment_failed).
      if (request.method === 'POST' && page[2] === 'transfer') {
        if (session.status === 'open') {
          session.status = 'complete';
          send('checkout.session.completed');
        }
        return toSuccessPage();
      }
      if (request.method === 'POST' && (page[2] === 'settle' || page[2] === 'bounce')) {
        if (session.status !== 'complete' || session.payment_status === 'paid')
          return apiError(response, 409, 'not pending');
        if (page[2] === 'settle') session.payment_status = 'paid';
        send(
          page[2] === 'settle'
            ? 'checkout.session.async_payment_succeeded'
            : 'checkout.session.async_payment_failed',
        );
        response.writeHead(204);
        return response.end();
      }
      response.writeHead(405);
      return response.end();
    } catch (error) {
      log(`error: ${error.message}`);
      if (!response.headersSent) apiError(response, 400, error.message);
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

// Run as its own process: `node fake-stripe.mjs <port> <webhook url> [public url]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2]);
  await startFakeStripe({ port, webhookUrl: process.argv[3], publicUrl: process.argv[4] });
  console.info(`[stripe stand-in] listening on 127.0.0.1:${port}, webhooks to ${process.argv[3]}`);
}
