// /profilo/cv: the candidate's own CV as a PDF download (issue 42 item 5), streamed from Strapi.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ownCv } from '#app/features/cv/cv.server.ts';
import { requireCandidate } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCandidate(request);
  return ownCv(request);
}
