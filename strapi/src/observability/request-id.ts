/**
 * The id a request is logged under (docs/operations.md "Logs"). The Remix server makes one per click and sends it
 * as X-Request-Id on each of its calls; Strapi keeps a well-formed one, makes one for a caller that sent none, and
 * returns it. Only the characters of an id: a header cannot break or forge a log line.
 */
import { randomUUID } from 'node:crypto';

const SAFE_ID = /^[\w.:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdFrom(given: unknown): string {
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

type StrapiWithContext = { requestContext?: { get(): { state?: { requestId?: unknown } } | undefined } };

/** The id of the request Strapi is serving now (its own AsyncLocalStorage), for log lines written inside it. */
export function currentRequestId(): string | undefined {
  const strapi = (globalThis as { strapi?: StrapiWithContext }).strapi;
  const id = strapi?.requestContext?.get()?.state?.requestId;
  return typeof id === 'string' ? id : undefined;
}
