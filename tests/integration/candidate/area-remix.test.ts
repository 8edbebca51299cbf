// The picture upload of /profilo over raw HTTP, as a browser or a script could post it: the CSRF token must
// come first, the file part is cut at 5 MB (a 400 with the Italian message, never a 500), and the Remix routes
// of the candidate area act only for the signed-in candidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { solidPng } from '../../support/png';
import { REMIX, cookieHeader, inputValues, remixSignIn, store, type Jar } from '../../support/remix';

// The candidate of this file's own, removed at the end.
const accounts = ownAccounts('candidate-area-remix');
let candidate: TestCandidate;
beforeAll(async () => {
  candidate = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

async function signIn(email: string): Promise<{ jar: Jar; csrf: string }> {
  const jar = await remixSignIn(email);
  const profile = await fetch(`${REMIX}/profilo`, { headers: { Cookie: cookieHeader(jar) } });
  expect(profile.status).toBe(200);
  store(jar, profile);
  return { jar, csrf: inputValues(await profile.text()).csrf };
}

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

  it('the data download is only for the signed-in candidate', async () => {
    const anonymous = await fetch(`${REMIX}/scarica-i-miei-dati`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/\?redirectTo=/);
    const { jar } = await signIn(candidate.email);
    const mine = await fetch(`${REMIX}/scarica-i-miei-dati`, { headers: { Cookie: cookieHeader(jar) } });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as { account: { email: string } };
    expect(body.account.email).toBe(candidate.email);
  });
});
