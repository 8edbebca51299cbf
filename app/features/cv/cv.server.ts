// The CV downloads (issue 42 item 5): Strapi makes the PDF (api/human-resource/services/cv.ts) and decides who may
// have it; these stream it through with Strapi's own type and file name (the candidate's name and the date). A
// refusal keeps its status and gets an Italian message (a locked profile: 404), never a 500.
import { contracts } from '#contracts/index.ts';
import { logout } from '#app/server/auth.server.ts';
import { getJwt } from '#app/server/session.server.ts';
import { pathOf } from '#app/server/strapi-endpoint.server.ts';
import { strapiDownload } from '#app/server/strapi.server.ts';
import { cv as texts } from '#app/texts/cv.ts';

/** The ids a profile is addressed by (numeric id or documentId), as the resource profile's page accepts them. */
const PROFILE_ID = /^[A-Za-z0-9]{1,40}$/;

const refusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function download(request: Request, path: string, notFound: string): Promise<Response> {
  const jwt = await getJwt(request);
  if (!jwt) return logout(request);
  const answer = await strapiDownload(path, jwt);
  if (answer.ok) return answer.response;
  if (answer.status === 401) return logout(request);
  if (answer.status === 404 || answer.status === 400) return refusal(404, notFound);
  return refusal(answer.status, texts.refused);
}

/** The signed-in candidate's own CV. */
export const ownCv = (request: Request) =>
  download(request, pathOf(contracts.candidate.cv), texts.ownMissing);

/** The CV of a candidate the caller's company unlocked; 404 for any other (locked, hidden, unknown, malformed). */
export function companyCv(request: Request, id: string): Promise<Response> {
  if (!PROFILE_ID.test(id)) return Promise.resolve(refusal(404, texts.notFound));
  return download(request, pathOf(contracts.humanResources.cv, { params: { id } }), texts.notFound);
}
