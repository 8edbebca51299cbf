// The candidate's picture upload: through Remix over raw HTTP, as a browser or a script could post it (the CSRF token
// must come first, the file part is cut at 5 MB, the bytes decide the type: a 400 with the Italian message, never a
// 500), and straight to Strapi's /api/hr-users/me/picture (the decisions.md messages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { solidPng } from '../../support/png';
import { REMIX, cookieHeader, remixSession, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

// The candidates of this file's own, removed at the end.
const accounts = ownAccounts('candidate-picture');
let candidate: TestCandidate;
let bobAccount: TestCandidate;
beforeAll(async () => {
  candidate = await accounts.candidate();
  bobAccount = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

/** The candidate signed in to Remix, with the CSRF token of /profilo. */
const signIn = (email: string) => remixSession(email, '/profilo');

/** A multipart body with its parts in the given order. */
function multipart(parts: Array<[string, string | Blob, string?]>) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
}

const post = (jar: Jar, path: string, body: FormData) =>
  fetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar) },
    body,
  });

const PNG = solidPng(64, [200, 30, 30]);

const uploadAs = (jwt: string, bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.set('files', new Blob([new Uint8Array(bytes)], { type }), 'foto.png');
  return strapi('/api/hr-users/me/picture', { method: 'POST', jwt, body: form });
};

describe('picture upload through Remix', () => {
  it('checks the CSRF token first, cuts files at 5 MB and never answers 5xx', async () => {
    const { jar, csrf } = await signIn(candidate.email);
    const png = new Blob([new Uint8Array(solidPng(32, [10, 20, 30]))], { type: 'image/png' });

    // Token missing, or after the file: refused before the file is kept.
    expect((await post(jar, '/profilo', multipart([['picture', png, 'a.png']]))).status).toBe(403);
    expect(
      (
        await post(
          jar,
          '/profilo',
          multipart([
            ['picture', png, 'a.png'],
            ['csrf', csrf],
          ]),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          jar,
          '/profilo',
          multipart([
            ['csrf', 'falso'],
            ['picture', png, 'a.png'],
          ]),
        )
      ).status,
    ).toBe(403);

    // Just over 5 MB: under the declared-size shortcut, so the streaming limit answers.
    const big = new Blob([new Uint8Array(solidPng(8, [0, 0, 0])), new Uint8Array(5 * 1024 * 1024 + 1024)], {
      type: 'image/png',
    });
    const tooBig = await post(
      jar,
      '/profilo',
      multipart([
        ['csrf', csrf],
        ['picture', big, 'grande.png'],
      ]),
    );
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain('Il file è troppo grande');

    // An image in disguise: the bytes decide, not the declared type.
    const fake = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    const refused = await post(
      jar,
      '/profilo',
      multipart([
        ['csrf', csrf],
        ['picture', fake, 'x.png'],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Solo immagini sono permesse');

    const ok = await post(
      jar,
      '/profilo',
      multipart([
        ['csrf', csrf],
        ['picture', png, 'a.png'],
      ]),
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/profilo');
  });
});

describe('candidate area: ownership', () => {
  it('refuses wrong files with the decisions.md messages', async () => {
    const bob = await jwtFor(bobAccount.email);
    const pdf = await uploadAs(bob, Buffer.from('%PDF-1.4\n%fake\n'), 'image/png');
    expect(pdf.status).toBe(400);
    expect(JSON.stringify(pdf.body)).toContain('Solo immagini sono permesse');
    const big = await uploadAs(bob, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect([400, 413]).toContain(big.status);
  });
});
