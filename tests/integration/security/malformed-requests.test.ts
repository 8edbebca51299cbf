// Requests no browser sends (issue 24 item 7), over raw sockets so that nothing between the test and the server
// repairs them: a request line in absolute form or `*`, broken Host headers, a cross-origin post carrying a valid
// CSRF token, and deeply nested JSON on Strapi's sign-in and recovery routes. Each answered 500 ("Invalid URL" in
// the Remix adapter, Remix's own Origin check throwing, a stack overflow in Strapi); all are now 400 or 403.
import { describe, expect, it } from 'vitest';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';
import { raw } from '../../support/raw-http';
import { STRAPI_URL } from '../../support/strapi';

const remixHost = new URL(REMIX).host;

describe('malformed request lines and Host headers', () => {
  it.each([
    ['absolute-form request line', `GET http://evil.example/ HTTP/1.1\r\nHost: ${remixHost}`],
    ['asterisk request line', `GET * HTTP/1.1\r\nHost: ${remixHost}`],
    ['Host with a space', 'GET / HTTP/1.1\r\nHost: a b'],
    ['Host with an unclosed IPv6 literal', 'GET / HTTP/1.1\r\nHost: [::1'],
    ['Host with a port out of range', 'GET / HTTP/1.1\r\nHost: x:99999'],
    [
      'X-Forwarded-Host with a port out of range',
      `GET / HTTP/1.1\r\nHost: ${remixHost}\r\nX-Forwarded-Host: x:99999`,
    ],
  ])('%s → 400', async (_, head) => {
    expect(await raw(REMIX, head)).toBe(400);
  });

  it('a well-formed request still reaches the app', async () => {
    expect(await raw(REMIX, `GET / HTTP/1.1\r\nHost: ${remixHost}`)).toBe(200);
  });
});

describe('a cross-origin post carrying a valid token', () => {
  it.each([['http://evil.example'], ['null'], ['not a url']])('Origin %s → 403', async (origin) => {
    const jar: Jar = new Map();
    const page = await fetch(`${REMIX}/`);
    store(jar, page);
    const { csrf, from__confirm } = inputValues(await page.text());
    const body = new URLSearchParams({
      csrf,
      from__confirm,
      name__confirm: '',
      email: 'nessuno@esempio.it',
      password: 'Sbagliata1!',
    }).toString();
    const head = [
      'POST /?index HTTP/1.1',
      `Host: ${remixHost}`,
      `Origin: ${origin}`,
      `Cookie: ${cookieHeader(jar)}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ].join('\r\n');
    expect(await raw(REMIX, head, body)).toBe(403);
  });
});

describe('deeply nested JSON on Strapi', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  it.each(['/api/auth/local', '/api/auth/forgot-password', '/api/auth/reset-password'])(
    '%s → 400',
    async (path) => {
      const body = `{"identifier":${deep(20_000)},"email":${deep(20_000)},"code":${deep(20_000)}}`;
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: ${new URL(STRAPI_URL).host}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n');
      expect(await raw(STRAPI_URL, head, body)).toBe(400);
    },
  );
});
