// The request a piece of server code runs for, without passing it down every call: server.mjs runs each request
// inside `requestContext.run(…)`, and the Strapi client (strapi.server.ts) reads the id from here to send it on
// every call, so a click's log lines on both processes share one id (docs/operations.md "Logs").
// server.mjs reaches this one instance through the build (entry.server.tsx re-exports it).
import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { requestId: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, or undefined outside one (a job, a test calling a loader directly). */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
