// One call of an endpoint declared in the contracts (issue 38): its path built from the declaration, its method,
// the shared secret of an `internal` one, and in development and tests (SEAM_CHECKS) the body sent and the answer
// received checked against the endpoint's zod schemas where it has them. Under it `strapiFetch` keeps the HTTP rules;
// on it the typed client (strapi-api.server.ts) and the session's `authedFetch` (auth.server.ts).
import {
  fillPath,
  type Endpoint,
  type EndpointTypes,
  type PathParams,
  type QueryValues,
} from '#contracts/endpoint.ts';
import { env } from './env.server';
import { strapiFetch, type StrapiRequest, type StrapiResult } from './strapi.server';

type Types<E> = E extends Endpoint<string, infer T> ? T : EndpointTypes;
type PathOf<E> = E extends Endpoint<infer P> ? P : string;

/** An endpoint's 2xx answer, as its contract declares it. */
export type Answer<E> = unknown extends Types<E>['answer'] ? unknown : Types<E>['answer'];

/** What a call of an endpoint passes: `params` when its path has some, the declared body and query. */
export type CallInput<E> = ([PathParams<PathOf<E>>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<PathOf<E>>, string | number> }) &
  (unknown extends Types<E>['body']
    ? { json?: undefined; body?: undefined }
    : Types<E>['body'] extends FormData
      ? { body: FormData; json?: undefined }
      : { json: Types<E>['body']; body?: undefined }) & {
    /** The declared query, or a ready query string (the search's filter set). */
    query?: (unknown extends Types<E>['query'] ? QueryValues : Types<E>['query']) | URLSearchParams | string;
  } & Pick<StrapiRequest, 'headers' | 'serverErrors' | 'timeoutMs' | 'carryMe'>;

/** The untyped shape of every CallInput. */
export type AnyCallInput = {
  jwt?: string;
  params?: Record<string, string | number>;
  json?: unknown;
  body?: FormData;
  query?: QueryValues | URLSearchParams | string;
} & Pick<StrapiRequest, 'headers' | 'serverErrors' | 'timeoutMs' | 'carryMe'>;

/** The path an endpoint is called on: `/api` + its declared path with the params filled, and a ready query. */
export function pathOf(endpoint: Endpoint, input: AnyCallInput = {}): string {
  const path = `/api${fillPath(endpoint.path, input.params)}`;
  const query = input.query;
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const qs = String(query);
    return qs ? `${path}?${qs}` : path;
  }
  return path;
}

/** Checks a value against one of the endpoint's schemas (development and tests only: `SEAM_CHECKS`). */
function checkSeam(endpoint: Endpoint, which: 'body' | 'answer', value: unknown): void {
  const schema = endpoint.schema?.[which];
  if (!schema || !env.seamChecks) return;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `[seam] ${endpoint.method} ${endpoint.path}: the ${which} does not match its contract: ${parsed.error.message}`,
    );
  }
}

/**
 * One call of an endpoint of the contracts, with `jwt` when given; an `internal` endpoint carries the shared
 * secret. The body and the answer are checked against the endpoint's schemas where it has them (`checkSeam`).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> & { jwt?: string },
): Promise<StrapiResult<Answer<E>>> {
  // The one place where the typed input meets the untyped transport: CallInput<E> is an AnyCallInput by
  // construction, and the answer is what the contract declares (checked by `checkSeam` in tests).
  return callAnyEndpoint(endpoint, input as AnyCallInput) as Promise<StrapiResult<Answer<E>>>;
}

/** `callEndpoint` for callers that hold an endpoint of any type (the typed client, `authedFetch`). */
export async function callAnyEndpoint(
  endpoint: Endpoint,
  input: AnyCallInput & { jwt?: string },
): Promise<StrapiResult<unknown>> {
  if (input.json !== undefined) checkSeam(endpoint, 'body', input.json);
  const query = input.query;
  const result = await strapiFetch(pathOf(endpoint, input), {
    method: endpoint.method,
    jwt: input.jwt,
    json: input.json,
    body: input.body,
    query: typeof query === 'object' && !(query instanceof URLSearchParams) ? query : undefined,
    headers:
      endpoint.access === 'internal'
        ? { 'x-internal-secret': env.internalApiSecret, ...input.headers }
        : input.headers,
    serverErrors: input.serverErrors,
    timeoutMs: input.timeoutMs,
    carryMe: input.carryMe,
    template: `/api${endpoint.path}`,
  });
  if (result.ok) checkSeam(endpoint, 'answer', result.data);
  return result;
}
