// A page's notice about one post ('Annuncio aggiornato.', a failed visibility change, a failed publication):
// the action redirects to the page with the notice flashed into the cookie session, and the page's loader takes it
// (reading consumes it). So the notice belongs to that one post: no parameter is left in the URL, and a reload, a
// later post or a fetcher's revalidation draws the page without it. With or without JavaScript alike (post,
// redirect, get). Rule: docs/decisions.md "Notices after a post".
import { redirect } from '@remix-run/node';
import { getSession, sessionStorage, type Notice } from './session.server';

/**
 * Redirects to `to` with `notice` for its loader. `headers`: a Set-Cookie of the session this response already
 * carries (a new draft key): the notice is added to that session, so neither cookie overwrites the other.
 */
export async function redirectWithNotice(
  request: Request,
  to: string,
  notice: Notice,
  headers?: { 'Set-Cookie': string },
): Promise<Response> {
  const cookie = headers ? headers['Set-Cookie'].split(';')[0] : request.headers.get('Cookie');
  const session = await sessionStorage.getSession(cookie);
  session.flash('notice', notice);
  return redirect(to, { headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } });
}

/** The notice left for this page, if any, and the Set-Cookie that consumes it (for the loader's answer). */
export async function takeNotice(
  request: Request,
): Promise<{ notice: Notice | null; headers: { 'Set-Cookie': string } | undefined }> {
  const session = await getSession(request);
  const notice = session.get('notice') ?? null;
  if (!notice) return { notice: null, headers: undefined };
  return { notice, headers: { 'Set-Cookie': await sessionStorage.commitSession(session) } };
}
