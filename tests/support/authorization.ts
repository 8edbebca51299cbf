// The vocabulary of the authorization matrix (issue 15 item 4, split by area in issue 38 item 4): each feature's
// expected outcomes live in its own folder, `tests/integration/<area>/authorization.ts`, built from the helpers
// below; tests/integration/security/authorization-matrix.test.ts calls every route of every area against one world
// of principals (tests/support/principals.ts) and fails when a route is in no area's table or in two.
//
// Areas are the tests/integration/ folders; a Strapi route belongs to the area of its contract
// (strapi/src/contracts/<area>.ts), under the folder's name where the two differ: human-resources → search,
// invoice → invoices, candidate-mails → job-alerts, internal → rate-limit, me → auth, registration's drafts →
// wizard. Routes without a contract: users-permissions → auth, the other plugins → security, the lookups → wizard,
// the test hooks → platform. A Remix route belongs to the feature its page serves.
import { PRINCIPALS, type Principal, type World } from './principals';

/**
 * Outcomes. Strapi: ok (2xx), bad (400), denied (401/403), none (404), method (405), skip (not called).
 * Remix adds where a redirect goes: login (/?redirectTo=…), home (the caller's own home), else `to:<path>`.
 */
export type Outcome = string;
export type Row = Record<Principal, Outcome>;

/** A Strapi route, keyed `METHOD path` as Strapi lists it: the concrete request and the expected outcomes. */
export type StrapiCase = { path: (w: World) => string; body?: unknown; expect: Row };
/** A Remix route, keyed by its manifest id: GET (its loader or page) and POST (its action, no CSRF token). */
export type RemixCase = { path?: (w: World) => string; get: Row; post: Row };
/** One area's rows. */
export type AreaAuthorization = {
  strapi?: Record<string, StrapiCase>;
  remix?: Record<string, RemixCase>;
};

export const all = (outcome: Outcome): Row => Object.fromEntries(PRINCIPALS.map((p) => [p, outcome])) as Row;
/**
 * A member of company A's team is company A, unless said otherwise (`member`); a removed member's stale
 * credentials are an anonymous visitor's to Remix (a cookie whose session Strapi refuses is logged out), and
 * refused by Strapi (401) wherever a token is checked (`strapiRemoved`).
 */
export const row = (
  anon: Outcome,
  cand: [Outcome, Outcome],
  comp: [Outcome, Outcome],
  agency: Outcome,
  member: Outcome = comp[0],
): Row => ({
  anon,
  candA: cand[0],
  candB: cand[1],
  compA: comp[0],
  compB: comp[1],
  agency,
  member,
  removed: anon,
});
/**
 * A removed member's token, refused (401) by every route that reads a token, whatever an anonymous caller gets;
 * the routes that read none (the internal ones, the alert unsubscribe link) answer it as an anonymous caller.
 */
const TOKENLESS = /^POST \/api\/(internal\/|alerts\/off$|avvisi\/off$)/;
export const strapiRemoved = (key: string, expected: Row): Outcome =>
  TOKENLESS.test(key) || expected.removed === 'skip' ? expected.removed : 'denied';
/** The titolare's alone (issue 27): a member of the team is refused (403). */
export const titolareOnly = (expected: Row): Row => ({ ...expected, member: 'denied' });
/** Only companies (agencies included); anonymous callers are not authenticated, candidates are forbidden. */
export const companiesOnly = (outcome: Outcome): Row =>
  row('denied', ['denied', 'denied'], [outcome, outcome], outcome);
export const candidatesOnly = (outcome: Outcome): Row =>
  row('denied', [outcome, outcome], ['denied', 'denied'], 'denied');
export const signedIn = (outcome: Outcome): Row =>
  row('denied', [outcome, outcome], [outcome, outcome], outcome);
/** Sign-in and registration flows: public; a signed-in caller has no business there (users-permissions: 403). */
export const publicOnly = (outcome: Outcome): Row =>
  row(outcome, ['denied', 'denied'], ['denied', 'denied'], 'denied');

/** Pages of the company area: anonymous → login, candidates → their home. */
export const companyPage = (ok: Outcome = 'ok', agency: Outcome = ok): Row =>
  row('login', ['home', 'home'], [ok, ok], agency);
export const candidatePage = (ok: Outcome = 'ok'): Row => row('login', [ok, ok], ['home', 'home'], 'home');
export const publicPage = (ok: Outcome = 'ok'): Row => row(ok, ['home', 'home'], ['home', 'home'], 'home');
/** The candidate wizard: registration (anonymous) and profile editing (candidates). */
export const wizardPage = row('ok', ['ok', 'ok'], ['home', 'home'], 'home');
/** A POST without the CSRF token: refused before anything else happens. */
export const noCsrf = all('denied');
/** A signed-in user's page posted without the CSRF token: refused; anonymous: sent to the login first. */
export const signedInOrLogin = (outcome: Outcome): Row =>
  row('login', [outcome, outcome], [outcome, outcome], outcome);
/** A route Strapi lists that the matrix does not call (it would sign the callers out, or exists only in tests). */
export const notCalled: StrapiCase = { path: () => '', expect: all('skip') };
