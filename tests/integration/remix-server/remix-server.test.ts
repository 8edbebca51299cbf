// The Remix server as a browser (or a bot) sees it: cookies, CSRF, honeypot, limits, 4xx never 5xx.
import { Agent, FormData as UndiciFormData, fetch as undiciFetch } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { REMIX, cookieHeader, inputValues, remixSignIn, store, type Jar } from '../../support/remix';

/** Each test's companies are its own, removed after it. */
const accounts = ownAccounts('remix-server');
afterEach(() => accounts.removeAll());

/** Loads the login page like a browser: returns the cookie jar and the hidden fields of the form. */
async function openLogin(): Promise<{ jar: Jar; fields: Record<string, string> }> {
  const jar: Jar = new Map();
  const response = await fetch(`${REMIX}/`);
  store(jar, response);
  const html = await response.text();
  return { jar, fields: inputValues(html) };
}

async function postLogin(jar: Jar, values: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${REMIX}/?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(values),
  });
  return { response, text: await response.text() };
}

const honeypotDefaults = (fields: Record<string, string>) => ({
  csrf: fields.csrf,
  name__confirm: '',
  from__confirm: fields.from__confirm,
});

describe('login form post', () => {
  it('sets an httpOnly, SameSite=Lax `token` cookie of 86400 s that does not contain the JWT', async () => {
    const { jar, fields } = await openLogin();
    const { response } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/profilo');
    const token = response.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).toMatch(/Max-Age=86400/);
    expect(token).not.toContain('eyJhbGciOi');
    expect(
      Buffer.from(decodeURIComponent(token.split(';')[0].slice(6)).split('.')[0], 'base64').toString(),
    ).not.toContain('eyJ');
  });

  it('refuses a post without the CSRF token (403, Italian message)', async () => {
    const { jar, fields } = await openLogin();
    const { response, text } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      csrf: 'falso',
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(403);
    expect(text).toContain('La sessione del modulo è scaduta');
  });

  it('refuses a filled honeypot (400)', async () => {
    const { jar, fields } = await openLogin();
    const { response } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      name__confirm: 'bot',
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { email: '12345', password: '' }],
    ['a 100 kB e-mail', { email: `${'x'.repeat(100_000)}@demo.it`, password: 'x' }],
    ['an e-mail array', { email: 'a@b.it', 'email[0]': 'c@d.it', password: 'x' }],
  ])('answers %s with 400 and messages, never 500', async (_name, values) => {
    const { jar, fields } = await openLogin();
    const { response, text } = await postLogin(jar, { ...honeypotDefaults(fields), ...values });
    expect(response.status).toBe(400);
    expect(text).toMatch(/Campo obbligatorio|formato dell|E-mail o password errate/);
  });

  it('refuses an oversized body with 413', async () => {
    const { jar, fields } = await openLogin();
    // Its own connection: the server answers before reading the body and the socket is not reused.
    const dispatcher = new Agent();
    const response = await undiciFetch(`${REMIX}/?index`, {
      method: 'POST',
      redirect: 'manual',
      dispatcher,
      headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...honeypotDefaults(fields),
        email: 'a@b.it',
        password: 'x'.repeat(600_000),
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('I dati inviati sono troppo grandi.');
    await dispatcher.close();
  });

  it('refuses an oversized chunked body (no Content-Length) with 413, without reading it all (issue 15)', async () => {
    const { jar, fields } = await openLogin();
    const head = new URLSearchParams({ ...honeypotDefaults(fields), email: 'a@b.it' }).toString();
    // 8 MB in 64 kB chunks, streamed: the server must stop after its limit (512 kB).
    const { answer, sent } = await postChunked('/?index', `${head}&password=`, 8, {
      Cookie: cookieHeader(jar),
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    // Either the 413 came back, or the server closed the connection while the client was still sending.
    if (answer) {
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    }
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
  });
});

/**
 * Posts `megabytes` of `filler` in 64 kB chunks after `head`, streamed (Transfer-Encoding: chunked, no
 * Content-Length); null when the server closed the connection while the client was still sending.
 */
async function postChunked(path: string, head: string, megabytes: number, headers: Record<string, string>) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
    },
    pull(controller) {
      if (sent >= megabytes * 1024 * 1024) return controller.close();
      sent += 65_536;
      controller.enqueue(new Uint8Array(65_536).fill(120));
    },
  });
  const dispatcher = new Agent();
  const response = await undiciFetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    dispatcher,
    duplex: 'half',
    headers,
    body,
  } as unknown as Parameters<typeof undiciFetch>[1]).catch(() => null);
  const answer = response && { status: response.status, text: await response.text() };
  await dispatcher.close();
  return { answer, sent: () => sent };
}

describe('streamed bodies are cut at their limit (issue 15)', () => {
  it('the Stripe webhook refuses a chunked 8 MB body with 413 without reading it all', async () => {
    const { answer, sent } = await postChunked('/stripe/webhook', '{"id":"', 8, {
      'Content-Type': 'application/json',
      'Stripe-Signature': 't=1,v1=00',
    });
    if (answer) expect(answer.status).toBe(413);
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
  });

  it('the brand form refuses a chunked 40 MB body with 413 without reading it all', async () => {
    const { email } = await accounts.company({ brand: true });
    const jar = await remixSignIn(email);
    const page = await fetch(`${REMIX}/company-promote-brand`, { headers: { Cookie: cookieHeader(jar) } });
    store(jar, page);
    const token = inputValues(await page.text()).csrf;
    const boundary = 'confine';
    // A good token first (the multipart reader refuses a file before it with 403), then the endless logo.
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const { answer, sent } = await postChunked('/company-promote-brand', head, 40, {
      Cookie: cookieHeader(jar),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    if (answer) {
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    }
    expect(sent()).toBeLessThan(40 * 1024 * 1024);
  });

  it('the brand form refuses a post of many small text parts with 400', async () => {
    const { email } = await accounts.company({ brand: true });
    const jar = await remixSignIn(email);
    const page = await fetch(`${REMIX}/company-promote-brand`, { headers: { Cookie: cookieHeader(jar) } });
    store(jar, page);
    const body = new UndiciFormData();
    body.set('csrf', inputValues(await page.text()).csrf);
    for (let i = 0; i < 5000; i += 1) body.append(`campo${i}`, 'x');
    const dispatcher = new Agent();
    const response = await undiciFetch(`${REMIX}/company-promote-brand`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(jar) },
      body,
      dispatcher,
    } as unknown as Parameters<typeof undiciFetch>[1]);
    expect(response.status).toBe(400);
    await dispatcher.close();
  });
});

describe('pages', () => {
  it('serve Italian HTML with security headers', async () => {
    const response = await fetch(`${REMIX}/forgot-password`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="it"');
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });

  it('unknown pages are 404 in Italian', async () => {
    const response = await fetch(`${REMIX}/pagina-che-non-esiste`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  it('the media route refuses path tricks', async () => {
    expect((await fetch(`${REMIX}/media/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${REMIX}/media/non-esiste.png`)).status).toBe(404);
  });
});
