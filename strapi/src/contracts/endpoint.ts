// What an endpoint of the seam between the two programs is (issue 38): its method, its path (as Strapi's router
// writes it, without the `/api` prefix), who may call it, and the types of its request and answer, declared once in
// the contract of its area. Strapi's route files are built from these declarations (strapi/src/utils/routes.ts), the
// Remix server calls them through the typed client made from the same objects (app/server/strapi-api.server.ts),
// and Strapi's controllers answer them through `answer()`, so "go to definition" leads from a page's call to the
// declaration and "find references" from the declaration to its route and controller.
// The schemas are zod's v4 API, which both programs resolve: the root's zod 3.25 ships it as 'zod/v4', Strapi's zod 4
// exports the same path; each shape is written once as a schema and its type inferred from it (`z.infer`).
import { z } from 'zod/v4';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who calls it: `user` with a signed-in user's JWT (the Remix server takes it from the session), `public` without
 * one (the body or the path carries the credential, or none is needed), `internal` with the shared
 * INTERNAL_API_SECRET only the Remix server knows.
 */
export type Access = 'user' | 'public' | 'internal';

/** A query string's values as the client serialises them. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** The body of a POST that carries nothing (Strapi's body parser still gets a JSON object). */
export type EmptyBody = Record<string, never>;
export const emptyBody: z.ZodType<EmptyBody> = z.record(z.string(), z.never());

/** The types an endpoint carries; only declared where it has them. */
export type EndpointTypes = {
  /** The JSON body it accepts (`FormData` for a multipart upload). */
  body?: unknown;
  /** Its query string. */
  query?: QueryValues;
  /** Its 2xx answer. */
  answer?: unknown;
};

export type Endpoint<
  P extends string = string,
  T extends EndpointTypes = EndpointTypes,
  A extends Access = Access,
> = {
  readonly method: Method;
  readonly path: P;
  readonly access: A;
  /**
   * Checked at the seam in development and tests (never in production): the body the client sends and the answer
   * Strapi gives, each against its schema; a mismatch is a bug of one of the two programs, reported loudly.
   */
  readonly schema?: Schemas;
  /** Only for the types: never set at run time. */
  readonly types?: T;
};

/** The zod schemas of an endpoint's JSON body and JSON answer. */
export type Schemas = { readonly body?: z.ZodType; readonly answer?: z.ZodType };

/** The types its schemas give: `body` and `answer` inferred from each schema it has. */
type Inferred<S extends Schemas> = (S extends { body: z.ZodType } ? { body: z.infer<S['body']> } : unknown) &
  (S extends { answer: z.ZodType } ? { answer: z.infer<S['answer']> } : unknown);

/**
 * Declares an endpoint: `endpoint()({ method: 'POST', path: '/human-resources/:id/unlock', access: 'user', schema:
 * { body: unlockRequest, answer: unlockResponse } })`. The body and answer types are inferred from the schemas;
 * what no schema carries (a query string, a multipart `FormData` body) is given as the type argument:
 * `endpoint<{ query: { page: number } }>()(…)`. Called twice so that the types are given and the path is inferred
 * as its literal (its `:params` become the client's required `params`).
 */
export const endpoint =
  <T extends EndpointTypes = EndpointTypes>() =>
  <const P extends string, const A extends Access, S extends Schemas = Schemas>(declaration: {
    readonly method: Method;
    readonly path: P;
    readonly access: A;
    readonly schema?: S;
  }): Endpoint<P, EndpointTypes & T & Inferred<S>, A> =>
    declaration;

/** The `:name` segments of a path. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type BodyOf<E> = E extends Endpoint<string, infer T> ? T['body'] : never;
export type AnswerOf<E> =
  E extends Endpoint<string, infer T> ? (T['answer'] extends undefined ? unknown : T['answer']) : never;

/** A contract: the endpoints of one area, by the name the client calls them. */
export type Contract = Record<string, Endpoint>;

/** Fills a declared path's `:params` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
