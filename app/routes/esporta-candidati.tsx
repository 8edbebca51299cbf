// /esporta-candidati?formato=csv|xlsx&<pipeline filters> (issue 43): the company's unlocked candidates as a file,
// streamed from Strapi (api/pipeline, the export service); the links are on /company-unlocked-profiles.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportFile } from '#app/features/pipeline/pipeline.server.ts';
import { requireCompany } from '#app/server/auth.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompany(request);
  return exportFile(request);
}
