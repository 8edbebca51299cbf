// The one multipart reader (app/server/forms.server.ts) and the uploads on it: the CSRF token is checked before
// a byte of any file is kept (a wrong or late token is a 403 with the rest of the file never read), and a file
// over its limit is the form's Italian message with a 4xx, the typed fields kept.
import { describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '#app/lib/picture.ts';
import { brandStatus, handleBrandPost } from '#app/features/brand/brand.server.ts';
import { csrf, readMultipartForm } from '#app/server/forms.server.ts';
import { readPictureForm } from '#app/routes/_candidate.profilo/picture-upload.server.ts';

const BOUNDARY = 'confine';
const CHUNK = 64 * 1024;

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: number };

/** A streamed multipart body; `pulled()` tells how many bytes the server has asked for so far. */
function multipart(parts: Part[]) {
  const encoder = new TextEncoder();
  const pieces: Array<Uint8Array | number> = [];
  for (const part of parts) {
    if ('value' in part) {
      pieces.push(
        encoder.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      pieces.push(
        encoder.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  let pulled = 0;
  let fileLeft = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (fileLeft > 0) {
        const size = Math.min(CHUNK, fileLeft);
        fileLeft -= size;
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(120));
        return;
      }
      const next = pieces.shift();
      if (next === undefined) return controller.close();
      if (typeof next === 'number') {
        fileLeft = next;
        return;
      }
      pulled += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { body, pulled: () => pulled };
}

async function post(parts: Part[], token?: string) {
  const [good, setCookie] = await csrf.commitToken();
  const cookie = setCookie!.split(';')[0];
  const parsed = parts.map((part) =>
    'value' in part && part.name === 'csrf' ? { ...part, value: token ?? good } : part,
  );
  const { body, pulled } = multipart(parsed);
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

const TEN_MB = 10 * 1024 * 1024;
const rules = { maxBytes: 25 * 1024 * 1024, files: { logo: 2_000_000 }, fields: ['descrizione'] };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Response,
  );

describe('readMultipartForm', () => {
  it('refuses a wrong CSRF token with 403 before reading the file', async () => {
    const { request, pulled } = await post(
      [
        { name: 'csrf', value: '' },
        { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: TEN_MB },
      ],
      'falso',
    );
    const refused = await refusal(readMultipartForm(request, rules));
    expect(refused).toBeInstanceOf(Response);
    expect(refused!.status).toBe(403);
    expect(await refused!.text()).toBe('La sessione del modulo è scaduta: ricarica la pagina e riprova.');
    expect(pulled()).toBeLessThan(TEN_MB / 10);
  });

  it('refuses a file before the token with 403 before reading it', async () => {
    const { request, pulled } = await post([
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: TEN_MB },
      { name: 'csrf', value: '' },
    ]);
    const refused = await refusal(readMultipartForm(request, rules));
    expect(refused!.status).toBe(403);
    expect(pulled()).toBeLessThan(TEN_MB / 10);
  });

  it('keeps the file and the listed fields after a good token, and marks a file over its limit', async () => {
    const kept = await post([
      { name: 'csrf', value: '' },
      { name: 'descrizione', value: 'Officine' },
      { name: 'altro', value: 'scartato' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: 1000 },
    ]);
    const form = await readMultipartForm(kept.request, rules);
    expect(form.get('descrizione')).toBe('Officine');
    expect(form.get('altro')).toBeNull();
    expect((form.get('logo') as File).size).toBe(1000);

    const big = await post([
      { name: 'csrf', value: '' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: 2_000_001 },
    ]);
    expect((await readMultipartForm(big.request, rules)).get('logo')).toBe(FILE_TOO_LARGE);
  });
});

describe('the uploads on it', () => {
  it('a brand logo over 2,000,000 bytes is "Il file è troppo grande" with 400, the typed texts kept', async () => {
    const { request } = await post([
      { name: 'csrf', value: '' },
      { name: 'descrizione', value: ' Officine ' },
      { name: 'sito_web_link', value: 'https://esempio.it' },
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: 2_000_001 },
    ]);
    const result = await handleBrandPost(request, false);
    // conform's reply: the errors per field, and what was typed (not the file: it cannot be sent back).
    expect(result).toMatchObject({
      outcome: 'invalid',
      result: {
        status: 'error',
        error: { logo: ['Il file è troppo grande'] },
        initialValue: { descrizione: ' Officine ', sito_web_link: 'https://esempio.it' },
      },
    });
    const reply = result.outcome === 'invalid' ? result.result : null;
    expect(Object.keys(reply?.error ?? {})).toEqual(['logo']);
    expect(reply?.initialValue).not.toHaveProperty('logo');
    expect(brandStatus(result)).toBe(400);
  });

  it('the brand messages: required fields, long description, bad URL, not an image', async () => {
    const { request } = await post([
      { name: 'csrf', value: '' },
      { name: 'descrizione', value: 'x'.repeat(251) },
      { name: 'sito_web_link', value: 'esempio.it' },
      { name: 'logo', filename: 'logo.pdf', type: 'application/pdf', bytes: 10 },
    ]);
    expect(await handleBrandPost(request, false)).toMatchObject({
      outcome: 'invalid',
      result: {
        error: {
          descrizione: ["La descrizione dev'essere inferiore a 250 caratteri"],
          sito_web_link: ['Deve essere un URL valido e iniziare con http:// o https://'],
          logo: ['Solo immagini sono permesse'],
        },
        initialValue: { descrizione: 'x'.repeat(251), sito_web_link: 'esempio.it' },
      },
    });
    const empty = await post([{ name: 'csrf', value: '' }]);
    expect(await handleBrandPost(empty.request, false)).toMatchObject({
      result: {
        error: {
          descrizione: ['Descrizione obbligatoria'],
          sito_web_link: ['Deve essere un URL valido e iniziare con http:// o https://'],
          logo: ['*Campo obbligatorio'],
        },
      },
    });
  });

  it('a picture over 5 MB is "Il file è troppo grande"; a wrong token is 403 before the file', async () => {
    const big = await post([
      { name: 'csrf', value: '' },
      { name: 'picture', filename: 'a.png', type: 'image/png', bytes: 5 * 1024 * 1024 + 1 },
    ]);
    expect(await readPictureForm(big.request)).toEqual({ ok: false, message: 'Il file è troppo grande' });

    const forged = await post(
      [
        { name: 'csrf', value: '' },
        { name: 'picture', filename: 'a.png', type: 'image/png', bytes: 5 * 1024 * 1024 },
      ],
      'falso',
    );
    expect((await refusal(readPictureForm(forged.request)))!.status).toBe(403);
    expect(forged.pulled()).toBeLessThan(512 * 1024);
  });
});
