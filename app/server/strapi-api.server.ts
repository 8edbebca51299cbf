// The typed client of Strapi, made from the contracts (issue 38): `strapi.humanResources.unlock(request, { params:
// { id } , json: { unlocked: true } })`. Each call's path, method and types come from the endpoint's declaration in
// `#contracts/*`, so "go to definition" on a call leads to it, and no path string is written in the app. Under it,
// `strapiFetch` (strapi.server.ts) keeps the HTTP rules (pool, timeouts, 503 page, Strapi 4 shapes) and
// `authedFetch` (auth.server.ts) the session's (JWT from the cookie, 401 → logout, the carried /api/me).
// In development and tests (SEAM_CHECKS) the body sent and the answer received are checked against the endpoint's
// zod schemas, when it has them (`callEndpoint`): a mismatch is a bug of one of the two programs and fails loudly.
import { contracts, type Contracts } from '#contracts/index.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import { authedFetch } from './auth.server';
import { callAnyEndpoint, type Answer, type AnyCallInput, type CallInput } from './strapi-endpoint.server';
import type { StrapiResult } from './strapi.server';

/** The input may be left out when none of its fields is required. */
type Optional<I> = Partial<I> extends I ? [input?: I] : [input: I];

/**
 * A signed-in user's endpoint takes the page's Request (the session's JWT, 401 → logout) or, where no Request is
 * at hand, the JWT itself; the others only their input (an internal one adds the shared secret).
 */
export type Call<E> = E extends { access: 'user' }
  ? (caller: Request | { jwt: string }, ...input: Optional<CallInput<E>>) => Promise<StrapiResult<Answer<E>>>
  : (...input: Optional<CallInput<E>>) => Promise<StrapiResult<Answer<E>>>;

export type StrapiClient = { [A in keyof Contracts]: { [N in keyof Contracts[A]]: Call<Contracts[A][N]> } };

function client(all: Contracts): StrapiClient {
  const areas: Record<string, Record<string, unknown>> = {};
  for (const [area, contract] of Object.entries(all)) {
    areas[area] = Object.fromEntries(
      Object.entries(contract as Record<string, Endpoint>).map(([name, endpoint]) => [
        name,
        endpoint.access === 'user'
          ? (caller: Request | { jwt: string }, input: AnyCallInput = {}) =>
              caller instanceof Request
                ? authedFetch(caller, endpoint, input)
                : callAnyEndpoint(endpoint, { ...input, jwt: caller.jwt })
          : (input: AnyCallInput = {}) => callAnyEndpoint(endpoint, input),
      ]),
    );
  }
  // Each function above calls its endpoint as `Call<E>` says: the one cast of the client's shape.
  return areas as StrapiClient;
}

/** Every endpoint of Strapi the Remix server calls, by area and name. */
export const strapi = client(contracts);
