// The one HTTP client for Strapi. Every call the Remix server makes to Strapi goes through `strapiFetch`, reached
// through an endpoint of the contracts (strapi-endpoint.server.ts, and the typed client strapi-api.server.ts on it).
// - undici Pool with keep-alive and timeouts;
// - network failures and 5xx become the 503 page (a thrown Response), never a stack trace; a form whose spec has a
//   failure message of its own asks for them as a result instead (`serverErrors: 'return'`), so it can show that
//   message next to what the user typed;
// - 4xx come back as a typed result, so callers decide what the user sees;
// - Strapi 4 `data.attributes` shapes are flattened to Strapi 5's flat shape by `normalize`.
import { Readable } from 'node:stream';
import type { AppLoadContext } from '@remix-run/node';
import { Pool } from 'undici';
import { CARRIED_ME_KEY, CARRY_ME_HEADER } from '#catalog/carry-me.ts';
import { media } from '#contracts/candidate.ts';
import type { MeResponse } from '#contracts/me.ts';
import { fillPath } from '#contracts/endpoint.ts';
import { env } from './env.server';
import { clientIp } from './client-ip.server';
import { currentRequestId } from './request-context.server';
import { endpointTemplate } from './endpoint-template.server';
import { observeStrapiCall } from './metrics.server';
import { common } from '#app/texts/index.ts';

/**
 * Strapi's error envelope. `code` is the portal's `error.details.code` (strapi/src/utils/api-error.ts): callers
 * switch on it, never on the Italian `message`.
 */
export type StrapiError = { status: number; name: string; message: string; code?: string; details?: unknown };

export type StrapiResult<T> =
  | {
      ok: true;
      status: number;
      data: T;
      headers: Headers;
      /** The caller's /api/me answer carried on this one, when asked with `carryMe` (current-user.server.ts). */
      carriedMe?: MeResponse;
    }
  | { ok: false; status: number; error: StrapiError; headers: Headers };

export type StrapiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  jwt?: string;
  /** Extra request headers (the internal routes' shared secret). */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: FormData;
  timeoutMs?: number;
  /**
   * 'throw' (default): network failures and 5xx throw the 503 page. 'return': they come back as
   * `{ ok: false, status: 503 }` with the Italian 503 message, for actions that show their own failure dialog.
   */
  serverErrors?: 'throw' | 'return';
  /** Ask Strapi to carry the caller's /api/me answer on this one (strapi/src/middlewares/carry-me.ts). */
  carryMe?: boolean;
  /** The endpoint's declared path (`/api/human-resources/:id/unlock`): the label of the call in metrics and logs. */
  template?: string;
};

let pool: Pool | undefined;
let poolOrigin: string | undefined;

function getPool(): Pool {
  if (!pool || poolOrigin !== env.strapiUrl) {
    void pool?.close();
    poolOrigin = env.strapiUrl;
    pool = new Pool(env.strapiUrl, {
      connections: 32,
      keepAliveTimeout: 10_000,
      headersTimeout: env.strapiTimeoutMs,
      bodyTimeout: env.strapiTimeoutMs,
      connectTimeout: 3_000,
    });
  }
  return pool;
}

/** The 503 page of decisions.md, thrown so that the nearest error boundary renders it. */
export function serviceUnavailable(): Response {
  return new Response(common.serviceUnavailable, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
  });
}

/**
 * A Strapi 5xx or network failure (the 503 page `strapiFetch` throws) becomes null: for the panels of a page that
 * say "non disponibile" in place rather than replacing the whole page with the 503 page.
 */
export async function softly<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response && error.status >= 500) return null;
    throw error;
  }
}

function buildPath(path: string, query?: StrapiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * Headers of a call made on behalf of a visitor (sign-in, password recovery and reset, e-mail confirmation): the
 * shared secret proves the call comes from this server, so Strapi applies its own limiter per visitor address and
 * account instead of to this server's address (strapi/src/middlewares/client-of-portal.ts).
 */
export const onBehalfOf = (request: Request, context: AppLoadContext): Record<string, string> => ({
  'x-internal-secret': env.internalApiSecret,
  'x-client-ip': clientIp(request, context),
});

export async function strapiFetch<T = unknown>(
  path: string,
  options: StrapiRequest = {},
): Promise<StrapiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // Strapi logs its line of this call under the same id as the portal's (strapi/src/middlewares/request-log.ts).
  const requestId = currentRequestId();
  if (requestId) headers['x-request-id'] = requestId;
  if (options.jwt) headers.authorization = `Bearer ${options.jwt}`;
  if (options.carryMe) headers[CARRY_ME_HEADER] = '1';
  let body: string | Buffer | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    // Let the WHATWG Request serialise the multipart body and its boundary.
    const encoded = new Request('http://local/', { method: 'POST', body: options.body });
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    body = Buffer.from(await encoded.arrayBuffer());
  }

  let response;
  const method = options.method ?? 'GET';
  const template = options.template ?? endpointTemplate(path);
  const started = performance.now();
  try {
    response = await getPool().request({
      path: buildPath(path, options.query),
      method: options.method ?? 'GET',
      headers,
      body,
      headersTimeout: options.timeoutMs ?? env.strapiTimeoutMs,
      bodyTimeout: options.timeoutMs ?? env.strapiTimeoutMs,
    });
    observeStrapiCall(method, template, response.statusCode, (performance.now() - started) / 1000);
  } catch (error) {
    observeStrapiCall(method, template, 'network', (performance.now() - started) / 1000);
    // The template, not the path: a path can hold a token (docs/operations.md "Logs").
    console.error(`[strapi] ${options.method ?? 'GET'} ${template} failed:`, (error as Error).message);
    if (options.serverErrors === 'return') return unavailableResult(new Headers());
    throw serviceUnavailable();
  }

  const responseHeaders = new Headers();
  for (const [key, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') responseHeaders.set(key, value);
    else if (Array.isArray(value)) for (const v of value) responseHeaders.append(key, v);
  }
  const text = await response.body.text().catch(() => '');
  const status = response.statusCode;

  if (status >= 500) {
    console.error(`[strapi] ${method} ${template} answered ${status}: ${text.slice(0, 500)}`);
    if (options.serverErrors === 'return') return unavailableResult(responseHeaders);
    throw serviceUnavailable();
  }

  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (status >= 400) {
    return { ok: false, status, error: toError(status, parsed), headers: responseHeaders };
  }
  if (options.carryMe && responseHeaders.get(CARRY_ME_HEADER) === '1' && isRecord(parsed)) {
    const { [CARRIED_ME_KEY]: carried, ...answer } = parsed;
    if (isRecord(carried)) {
      const carriedMe = normalize(carried) as MeResponse;
      return { ok: true, status, data: normalizeBody(answer) as T, headers: responseHeaders, carriedMe };
    }
  }
  return { ok: true, status, data: normalizeBody(parsed) as T, headers: responseHeaders };
}

function unavailableResult(headers: Headers): StrapiResult<never> {
  return {
    ok: false,
    status: 503,
    error: { status: 503, name: 'ServiceUnavailableError', message: common.serviceUnavailable },
    headers,
  };
}

function toError(status: number, body: unknown): StrapiError {
  const error = (body as { error?: Partial<StrapiError> } | undefined)?.error;
  return {
    status,
    name: error?.name ?? 'StrapiError',
    message: error?.message ?? (typeof body === 'string' ? body : `HTTP ${status}`),
    code: codeOf(error?.details),
    details: error?.details,
  };
}

function codeOf(details: unknown): string | undefined {
  const code = (details as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Top-level responses keep their `{ data, meta }` envelope; what is inside is flattened. */
function normalizeBody(body: unknown): unknown {
  if (isRecord(body) && 'data' in body && Object.keys(body).every((k) => k === 'data' || k === 'meta')) {
    return { ...body, data: normalize(body.data) };
  }
  return normalize(body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Flattens Strapi 4 shapes (`{ id, attributes: {...} }`, relations wrapped in `{ data }`) into Strapi 5's flat
 * shape. Strapi 5 responses pass through unchanged.
 */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => k === 'data' || k === 'meta') && 'data' in value) {
    return normalize(value.data);
  }
  if (isRecord(value.attributes) && keys.every((k) => k === 'id' || k === 'attributes' || k === 'meta')) {
    return { id: value.id, ...(normalize(value.attributes) as Record<string, unknown>) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = normalize(inner);
  return out;
}

/** Streams an upload (picture, logo) from Strapi for the caller of `jwt`; null when Strapi has none it may read. */
export async function strapiUpload(file: string, jwt: string | null = null): Promise<Response | null> {
  let response;
  try {
    // Strapi decides who may read the file (api/media): logos anyone, a candidate's picture the candidate and the
    // companies that may see the profile (issue 24 item 8).
    response = await getPool().request({
      path: `/api${fillPath(media.read.path, { file })}`,
      method: 'GET',
      headers: {
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(currentRequestId() ? { 'x-request-id': currentRequestId() } : {}),
      },
    });
  } catch (error) {
    console.error('[strapi] upload failed:', (error as Error).message);
    throw serviceUnavailable();
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    if (response.statusCode >= 500) throw serviceUnavailable();
    return null;
  }
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  const length = response.headers['content-length'];
  const body = Readable.toWeb(response.body) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': type,
      ...(length ? { 'Content-Length': String(length) } : {}),
      'Cache-Control': String(response.headers['cache-control'] ?? 'private, no-store'),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/**
 * Streams a file Strapi writes for the caller of `jwt` (the pipeline's export, issue 43; a CV, issue 42) with its
 * type and file name; a refusal (4xx: a bad filter, a locked profile, not a company) comes back as its status for the
 * caller to word; the 503 page when Strapi fails.
 */
export async function strapiDownload(
  path: string,
  jwt: string,
): Promise<{ ok: true; response: Response } | { ok: false; status: number }> {
  let response;
  try {
    response = await getPool().request({
      path,
      method: 'GET',
      headers: {
        authorization: `Bearer ${jwt}`,
        ...(currentRequestId() ? { 'x-request-id': currentRequestId() } : {}),
      },
    });
  } catch (error) {
    console.error(`[strapi] download ${endpointTemplate(path)} failed:`, (error as Error).message);
    throw serviceUnavailable();
  }
  if (response.statusCode !== 200) {
    await response.body.dump();
    if (response.statusCode >= 500) throw serviceUnavailable();
    return { ok: false, status: response.statusCode };
  }
  const body = Readable.toWeb(response.body) as ReadableStream<Uint8Array>;
  const length = response.headers['content-length'];
  return {
    ok: true,
    response: new Response(body, {
      headers: {
        'Content-Type': String(response.headers['content-type'] ?? 'application/octet-stream'),
        ...(length ? { 'Content-Length': String(length) } : {}),
        'Content-Disposition': String(response.headers['content-disposition'] ?? 'attachment'),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
  };
}
