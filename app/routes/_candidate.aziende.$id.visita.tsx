// A click on a logo of 'Aziende in ricerca attiva': Strapi counts one visit (atomically, server-side) and the
// candidate is redirected (302) to the company's website. Works the same with and without JavaScript.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCandidate } from '~/server/auth.server';
import { countCompanyVisit } from '~/server/candidate-area.server';
import { activeCompanies } from '~/texts';

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCandidate(request);
  const id = params.id ?? '';
  if (!DOCUMENT_ID.test(id)) throw new Response(activeCompanies.noWebsite, { status: 404 });
  const website = await countCompanyVisit(request, id);
  if (!website) throw new Response(activeCompanies.noWebsite, { status: 404 });
  return redirect(website, { headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
