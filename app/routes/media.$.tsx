// Candidate pictures and company logos reach the browser through this route, streamed from Strapi's uploads,
// so that Strapi stays an internal service. Strapi decides who may read which (a picture is not everyone's).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getJwt } from '#app/server/session.server.ts';
import { strapiUpload } from '#app/server/strapi.server.ts';

const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = params['*'] ?? '';
  if (!SAFE_FILE.test(file) || file.includes('..')) throw new Response('Not found', { status: 404 });
  const response = await strapiUpload(file, await getJwt(request));
  if (!response) throw new Response('Not found', { status: 404 });
  return response;
}
