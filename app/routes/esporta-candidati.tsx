// /esporta-candidati?formato=csv|xlsx&<pipeline filters> (issue 43): the company's unlocked candidates as a file,
// streamed from Strapi (api/pipeline, the export service); the links are on /company-unlocked-profiles.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportFile } from '~/features/pipeline/pipeline.server';
import { requireCompany } from '~/server/auth.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompany(request);
  return exportFile(request);
}
