// The Remix server as a browser (or a bot) sees it: cookies, CSRF, honeypot, limits, 4xx never 5xx.
import { Agent, FormData as UndiciFormData, fetch as undiciFetch } from 'undici';
import { connect } from 'node:net';
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
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
  });
});

/**
 * Posts `head` then `megabytes` of filler in 64 kB chunks (Transfer-Encoding: chunked, no Content-Length) over a
 * plain socket that reads while it writes and stops sending once the answer has begun: the server may answer and
 * close before the body is over, and a fetch client would lose that answer in its failed write (the tests could
 * then only check the cut, not the 413).
 */
async function postChunked(path: string, head: string, megabytes: number, headers: Record<string, string>) {
  // The server answers and closes while bytes it will never read are still arriving: its kernel then resets the
  // connection, and a reset that overtakes the answer discards it on this side (no status at all; seen once in a
  // PostgreSQL stage). That race is TCP's, not the limit's: a post that got no answer is sent again, twice at most;
  // an answer other than the 413 still fails the test.
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await postChunkedOnce(path, head, megabytes, headers);
    if (outcome.answer.status || attempt === 3) return outcome;
    console.info(`[remix-server] ${path}: no answer before the reset, attempt ${attempt + 1}`);
  }
}

async function postChunkedOnce(
  path: string,
  head: string,
  megabytes: number,
  headers: Record<string, string>,
) {
  const { hostname, port } = new URL(REMIX);
  const socket = connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => (received = Buffer.concat([received, data])));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const lines = Object.entries({ ...headers, Host: `${hostname}:${port}`, 'Transfer-Encoding': 'chunked' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const chunk = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  socket.write(`POST ${path} HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`);
  socket.write(chunk(Buffer.from(head)));
  let sent = 0;
  const filler = Buffer.alloc(65_536, 120);
  while (sent < megabytes * 1024 * 1024 && received.length === 0 && !socket.destroyed) {
    sent += filler.length;
    if (!socket.write(chunk(filler)))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    // A pause after each chunk, as a phone's upload has: the server reads what came before the next, so its answer
    // is not lost to a reset of a connection with unread bytes.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (received.length === 0 && !socket.destroyed) socket.write('0\r\n\r\n');
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  socket.destroy();
  return { answer: parseAnswer(received), sent: () => sent };
}

/** Status and body text of a raw HTTP/1.1 answer (a chunked body joined). */
function parseAnswer(raw: Buffer) {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end);
  let body = text.slice(end + 4);
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    let joined = '';
    for (let at = 0; ;) {
      const size = parseInt(body.slice(at, body.indexOf('\r\n', at)), 16);
      if (!size) break;
      const start = body.indexOf('\r\n', at) + 2;
      joined += body.slice(start, start + size);
      at = start + size + 2;
    }
    body = joined;
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    text: Buffer.from(body, 'latin1').toString('utf8'),
  };
}

describe('streamed bodies are cut at their limit (issue 15)', () => {
  it('the Stripe webhook refuses a chunked 8 MB body with 413 without reading it all', async () => {
    const { answer, sent } = await postChunked('/stripe/webhook', '{"id":"', 8, {
      'Content-Type': 'application/json',
      'Stripe-Signature': 't=1,v1=00',
    });
    expect(answer.status).toBe(413);
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
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('I dati inviati sono troppo grandi.');
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
