// 'Scarica i miei dati' (GDPR art. 20): the candidate's own data from Strapi as a JSON download.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCandidate } from '#app/server/auth.server.ts';
import { fetchOwnData } from '#app/features/candidate/area.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCandidate(request);
  const payload = await fetchOwnData(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(payload, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="i-miei-dati-${day}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
