// /resource-profile/:id/cv: the CV (PDF) of a candidate the company unlocked (issue 42 item 5), streamed from
// Strapi, which answers 404 for a locked profile or another company's; the page shows the link only when unlocked.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { companyCv } from '#app/features/cv/cv.server.ts';
import { requireCompany } from '#app/server/auth.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request);
  return companyCv(request, params.id ?? '');
}
