import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { env } from '#app/server/env.server.ts';
import { securityHeaders } from '#app/server/security.server.ts';

export const streamTimeout = 8_000;

/**
 * React writes a document in pieces of about 2 kB, and the server's gzip (server.mjs) compresses every write on its own (one
 * zlib round trip each): 13 ms of an 80 kB page (docs/performance.md). The pieces written within one tick leave
 * as one chunk; the bytes are the same, and whatever React writes later (after a Suspense boundary resolves)
 * still streams out as soon as it is written.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * Remix's <Scripts> preloads every module of the page at high priority, and on a slow link they share it with the
 * stylesheet the first paint waits for (Lighthouse counts high-priority scripts as render-blocking: the 84 kB of
 * React delayed the first contentful paint by about 1 s on its simulated slow 4G). Low priority lets the document
 * and its stylesheet go first; the scripts still start downloading at once (docs/performance.md). Bytes, not
 * text: a piece may end inside a multi-byte character.
 */
function lowPriorityPreloads(chunk: Buffer): Buffer {
  let at = chunk.indexOf(PRELOAD);
  if (at < 0) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(chunk.subarray(from, at), LOW_PRELOAD);
    from = at + PRELOAD.length;
    at = chunk.indexOf(PRELOAD, from);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}

function coalescedBody(): Transform {
  let pieces: Buffer[] = [];
  let scheduled = false;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  function release() {
    scheduled = false;
    if (pieces.length === 0) return;
    body.push(lowPriorityPreloads(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces)));
    pieces = [];
  }
  return body;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of Object.entries(
    securityHeaders(nonce, {
      https: env.publicUrl.startsWith('https://'),
      dev: !env.isProduction,
      checkoutOrigin: env.stripe.apiUrl ? new URL(env.stripe.apiUrl).origin : undefined,
    }),
  )) {
    responseHeaders.set(name, value);
  }
  // Every page carries a CSRF token and most a person's data: no shared cache (a proxy, a CDN) keeps one, nor does
  // the browser's back-forward history after a logout. A route that may be cached says so itself.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-store');
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = coalescedBody();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  console.error(error);
}
