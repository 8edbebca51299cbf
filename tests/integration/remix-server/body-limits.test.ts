// The Remix server cuts request bodies at their limit (issue 15): an oversized form post, a chunked body without
// Content-Length, a whole upload sent before reading, the Stripe webhook and the brand form's multipart answer 413
// (or 400 for too many parts) without reading it all, and the connection stays usable.
import { Agent, FormData as UndiciFormData, fetch as undiciFetch } from 'undici';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { REMIX, cookieHeader, inputValues, remixSignIn, store } from '../../support/remix';
import { honeypotDefaults, openLogin } from './login-form';

/** Each test's companies are its own, removed after it. */
const accounts = ownAccounts('remix-server');
afterEach(() => accounts.removeAll());

describe('login form post', () => {
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
    const { answer, sent, next, errors } = await postChunked('/?index', `${head}&password=`, 8, {
      Cookie: cookieHeader(jar),
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
    expect({ next, errors }).toEqual({ next: 200, errors: [] });
  });

  it('a browser that uploads the whole oversized body before reading gets the 413, not a reset', async () => {
    const { jar, fields } = await openLogin();
    const head = new URLSearchParams({ ...honeypotDefaults(fields), email: 'a@b.it' }).toString();
    // 8 MB at full speed, more than the two sockets' buffers hold: a server that closed after its answer would
    // reset the connection under the upload (EPIPE or ECONNRESET here), as it did before the lingering close.
    const { answer, sent, next, errors } = await postChunked(
      '/?index',
      `${head}&password=`,
      8,
      { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      { whole: true },
    );
    expect(sent()).toBe(8 * 1024 * 1024);
    expect(errors).toEqual([]);
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    // The rest of the body was read and dropped: the same connection answers the next request.
    expect(next).toBe(200);
  });
});

/**
 * Posts `head` then `megabytes` of filler in 64 kB chunks (Transfer-Encoding: chunked, no Content-Length) over a
 * plain keep-alive socket that reads while it writes. By default it stops sending once the answer has begun, as a
 * client that watches for an early answer does; `whole` sends every byte first, as a browser's upload does. Then it
 * ends the body and asks `GET /_health` on the same connection: the server must have read and dropped the rest of
 * the body (server/lingering.mjs), never reset the connection under the sender, whose answer a reset would discard.
 */
async function postChunked(
  path: string,
  head: string,
  megabytes: number,
  headers: Record<string, string>,
  { whole = false } = {},
) {
  const { hostname, port } = new URL(REMIX);
  const socket = connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  const errors: string[] = [];
  socket.on('data', (data: Buffer) => (received = Buffer.concat([received, data])));
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const lines = Object.entries({ ...headers, Host: `${hostname}:${port}`, 'Transfer-Encoding': 'chunked' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const chunk = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  const write = async (data: Buffer | string) => {
    if (!socket.write(data))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
  };
  await write(`POST ${path} HTTP/1.1\r\n${lines}\r\n`);
  await write(chunk(Buffer.from(head)));
  let sent = 0;
  const filler = Buffer.alloc(65_536, 120);
  while (sent < megabytes * 1024 * 1024 && (whole || received.length === 0) && !socket.destroyed) {
    sent += filler.length;
    await write(chunk(filler));
    // Without `whole`, a pause after each chunk, as a phone's upload has: the answer has time to come.
    if (!whole) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!socket.destroyed) await write('0\r\n\r\n');
  const until = async (done: () => boolean) => {
    for (let waited = 0; !done() && !socket.destroyed && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await until(() => answerEnd(received) > 0);
  const answer = parseAnswer(received.subarray(0, answerEnd(received) || received.length));
  const first = answerEnd(received);
  if (!socket.destroyed) socket.write(`GET /_health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
  await until(() => first > 0 && answerEnd(received.subarray(first)) > 0);
  socket.destroy();
  const next = first > 0 ? parseAnswer(received.subarray(first)).status : NaN;
  return { answer, sent: () => sent, next, errors };
}

/** Where the first whole HTTP/1.1 answer in `raw` ends (Content-Length or a chunked body), or 0 before that. */
function answerEnd(raw: Buffer): number {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return 0;
  const head = text.slice(0, end);
  const length = /^content-length:\s*(\d+)/im.exec(head);
  if (length) return raw.length >= end + 4 + Number(length[1]) ? end + 4 + Number(length[1]) : 0;
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    const last = text.indexOf('\r\n0\r\n\r\n', end);
    return last < 0 ? 0 : last + 7;
  }
  return end + 4;
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
    const { answer, sent, next, errors } = await postChunked('/stripe/webhook', '{"id":"', 8, {
      'Content-Type': 'application/json',
      'Stripe-Signature': 't=1,v1=00',
    });
    expect(answer.status).toBe(413);
    expect(sent()).toBeLessThan(8 * 1024 * 1024);
    expect({ next, errors }).toEqual({ next: 200, errors: [] });
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
    const { answer, sent, next, errors } = await postChunked('/company-promote-brand', head, 40, {
      Cookie: cookieHeader(jar),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('I dati inviati sono troppo grandi.');
    expect(sent()).toBeLessThan(40 * 1024 * 1024);
    expect({ next, errors }).toEqual({ next: 200, errors: [] });
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
