// The municipalities of a province for the location picker's fetcher (JavaScript on): public ISTAT data.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { comuni } from '#app/features/wizard/step.server.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  return Response.json(await comuni(params.provincia?.toUpperCase()), {
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
