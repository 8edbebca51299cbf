// A click on a logo of 'Aziende in ricerca attiva' is a form post (CSRF-checked, works without JavaScript): Strapi
// counts it at most once per candidate, company and day, and the candidate is sent (303) to the company's
// website. A GET changes nothing: 405.
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { requireCandidate } from '~/server/auth.server';
import { countCompanyVisit } from '~/server/candidate-area.server';
import { readForm } from '~/server/forms.server';
import { activeCompanies, common } from '~/texts';

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export function loader() {
  return new Response(common.methodNotAllowed, { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireCandidate(request);
  await readForm(request);
  const id = params.id ?? '';
  if (!DOCUMENT_ID.test(id)) throw new Response(activeCompanies.noWebsite, { status: 404 });
  const website = await countCompanyVisit(request, id);
  if (!website) throw new Response(activeCompanies.noWebsite, { status: 404 });
  return redirect(website, {
    status: 303,
    headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
