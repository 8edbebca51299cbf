// Who is calling: the session's JWT, the current user from Strapi, and the guards used by layout routes.
import type { Endpoint } from '#contracts/endpoint.ts';
import { me } from '#contracts/me.ts';
import { redirect } from '@remix-run/node';
import { HOME, loginPath, type ProfileType } from '#app/lib/routes.ts';
import { companyMenuData } from '#app/lib/company-menu.ts';
import type { CurrentUser, HrCompany } from '#app/lib/types.ts';
import {
  afterChange,
  claimCurrentUser,
  fetchCurrentUser,
  forgetCurrentUser,
  keepsCarriedAfterChanges,
} from './current-user.server';
import { getJwt, getSession, sealJwt, sessionStorage, unsealJwt, type Notice } from './session.server';
import { callAnyEndpoint, callEndpoint, type AnyCallInput } from './strapi-endpoint.server';
import type { StrapiResult } from './strapi.server';

export { fetchCurrentUser, forgetCurrentUser };

export type AuthedUser = CurrentUser & { type: ProfileType };

function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function destroySessionHeaders(request: Request): Promise<HeadersInit> {
  const session = await getSession(request);
  const jwt = unsealJwt(session.get('t'));
  if (jwt) forgetCurrentUser(jwt);
  return { 'Set-Cookie': await sessionStorage.destroySession(session) };
}

/** Logs out and sends to the login page (used for any 401 from Strapi and for a missing profile). */
export async function logout(request: Request, to = '/'): Promise<never> {
  throw redirect(to, { headers: await destroySessionHeaders(request) });
}

/**
 * Ends the session like `logout` and leaves `notice` for the page at `to` (the login page after an erasure): the
 * new cookie holds the flash notice and no JWT, so nobody is signed in; the page's loader takes it (takeNotice).
 */
export async function logoutWithNotice(request: Request, to: string, notice: Notice): Promise<never> {
  const jwt = unsealJwt((await getSession(request)).get('t'));
  if (jwt) forgetCurrentUser(jwt);
  const fresh = await sessionStorage.getSession();
  fresh.flash('notice', notice);
  throw redirect(to, { headers: { 'Set-Cookie': await sessionStorage.commitSession(fresh) } });
}

/**
 * The logout button: Strapi ends the account's sessions (a copied cookie or its JWT is refused from now on), then
 * the cookie goes. Strapi failing does not keep anybody signed in here: the cookie goes all the same.
 */
export async function endSession(request: Request, to = '/'): Promise<never> {
  const jwt = await getJwt(request);
  if (jwt) {
    const ended = await callEndpoint(me.logout, { jwt, serverErrors: 'return' });
    if (!ended.ok && ended.status !== 401) console.warn(`[logout] Strapi answered ${ended.status}`);
    forgetCurrentUser(jwt);
  }
  return logout(request, to);
}

export async function createUserSession(jwt: string, to: string, flash?: { welcome?: boolean }) {
  const session = await sessionStorage.getSession();
  session.set('t', sealJwt(jwt));
  if (flash?.welcome) session.flash('welcome', true);
  return redirect(to, { headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } });
}

export function profileType(user: CurrentUser): ProfileType | null {
  if (user.hr_company) return 'company';
  if (user.hr_user) return 'candidate';
  return null;
}

/**
 * A Strapi call on behalf of the signed-in user. A 401 logs out (back to login with `redirectTo`); other 4xx are
 * returned to the caller; 5xx and network failures become the 503 page inside `strapiFetch`. Any non-GET call
 * may change what `/api/me` answers (credits, subscriptions, profile), so it replaces the kept current user by
 * the one its answer carries, computed after the change, or forgets it, whatever the outcome. A GET carries
 * /api/me for a guard of the same session that waits for it (current-user.server.ts).
 */
export async function authedFetch(
  request: Request,
  endpoint: Endpoint,
  input: AnyCallInput = {},
): Promise<StrapiResult<unknown>> {
  const jwt = await getJwt(request);
  if (!jwt) throw redirect(loginPath(requestPath(request)));
  const reading = endpoint.method === 'GET';
  const handOver = reading ? claimCurrentUser(jwt) : null;
  const carryMe = reading ? handOver !== null : keepsCarriedAfterChanges;
  let result: StrapiResult<unknown> | undefined;
  try {
    result = await callAnyEndpoint(endpoint, { ...input, jwt, carryMe });
  } finally {
    const carried = result?.ok ? (result.carriedMe ?? null) : null;
    if (handOver) handOver(carried);
    if (!reading) afterChange(jwt, carried);
  }
  if (!result.ok && result.status === 401) await logout(request, loginPath(requestPath(request)));
  return result;
}

// Repeated guards within one loader share one result. Layout and page loaders get separate Requests from Remix:
// they share the Strapi call through `fetchCurrentUser` (one in-flight request per JWT).
const userOfRequest = new WeakMap<Request, Promise<AuthedUser>>();

/** The signed-in user, or a redirect to login. A user with neither profile is logged out with the login error. */
export function requireUser(request: Request): Promise<AuthedUser> {
  let pending = userOfRequest.get(request);
  if (!pending) {
    pending = loadUser(request);
    userOfRequest.set(request, pending);
  }
  return pending;
}

async function loadUser(request: Request): Promise<AuthedUser> {
  const jwt = await getJwt(request);
  if (!jwt) throw redirect(loginPath(requestPath(request)));
  const result = await fetchCurrentUser(jwt);
  if (!result.ok) {
    if (result.status === 401 || result.status === 403)
      await logout(request, loginPath(requestPath(request)));
    throw new Response(result.error.message, { status: result.status });
  }
  const type = profileType(result.data);
  if (!type) await logout(request, '/?errore=login');
  // A new version of the terms or privacy policy (issue 41): accepted before anything else.
  if (result.data.consenso_da_rinnovare && new URL(request.url).pathname !== CONSENT_PATH)
    throw redirect(`${CONSENT_PATH}?${new URLSearchParams({ redirectTo: requestPath(request) })}`);
  return { ...result.data, type: type as ProfileType };
}

/** The page that asks to accept new versions of the terms and privacy policy (app/routes/nuovi-termini). */
export const CONSENT_PATH = '/nuovi-termini';

export async function requireCandidate(request: Request): Promise<AuthedUser> {
  const user = await requireUser(request);
  if (user.type !== 'candidate') throw redirect(HOME[user.type]);
  return user;
}

export async function requireCompany(request: Request): Promise<AuthedUser> {
  const user = await requireUser(request);
  if (user.type !== 'company') throw redirect(HOME[user.type]);
  return user;
}

/**
 * Pages of what agencies do not have (job posts, alerts, brand: decisions.md): companies only, and an agency is
 * sent to its home, like a candidate on a company page. One guard for the three, so they cannot drift apart.
 */
export async function requireNonAgencyCompany(request: Request): Promise<AuthedUser> {
  const user = await requireCompany(request);
  if (companyMenuData(user.hr_company as HrCompany).isAgency) throw redirect(HOME.company);
  return user;
}

/**
 * The titolare's pages of a company (issue 27: the team): a member is sent back to the company data. Strapi refuses
 * a member's calls itself (403); this only keeps the page from being drawn for nothing.
 */
export async function requireTitolare(request: Request): Promise<AuthedUser> {
  const user = await requireCompany(request);
  if (user.team?.ruolo !== 'titolare') throw redirect('/company-info');
  return user;
}

/** Public-only pages: a signed-in user with a profile goes to their home. A stale cookie is simply ignored. */
export async function requireAnonymous(request: Request): Promise<void> {
  const jwt = await getJwt(request);
  if (!jwt) return;
  const result = await fetchCurrentUser(jwt);
  if (!result.ok) return;
  const type = profileType(result.data);
  if (type) throw redirect(HOME[type]);
}
