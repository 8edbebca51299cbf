// A click on a logo of 'Aziende in ricerca attiva' is a form post (CSRF-checked, target=_blank, works without
// JavaScript): Strapi counts it at most once per candidate, company and day, and the new tab forwards to the
// company's website. Not by a redirect: the CSP's `form-action 'self'` also covers where a form post is redirected,
// so the browser would block a 303 to another site. The page forwards with a meta refresh (a navigation of its own)
// and shows the link too, sending no Referer. A GET counts nothing and only points back to the profile (no loader:
// Remix would run it after the action too).
import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { pageMeta } from '#app/lib/meta.ts';
import { requireCandidate } from '#app/server/auth.server.ts';
import { countCompanyVisit } from '#app/features/candidate/area.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { activeCompanies, common } from '#app/texts/index.ts';

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export const meta: MetaFunction = () => pageMeta(activeCompanies.forwardTitle);

export async function action({ request, params }: ActionFunctionArgs) {
  await requireCandidate(request);
  await readForm(request);
  const id = params.id ?? '';
  if (!DOCUMENT_ID.test(id)) throw new Response(activeCompanies.noWebsite, { status: 404 });
  const website = await countCompanyVisit(request, id);
  if (!website) throw new Response(activeCompanies.noWebsite, { status: 404 });
  return { website };
}

export default function CompanyWebsiteForward() {
  const result = useActionData<typeof action>();
  if (!result) {
    return (
      <main id="contenuto" className="mx-auto max-w-xl px-4 py-10">
        <p className="text-slate-700">{activeCompanies.forwardMissing}</p>
        <Link to="/profilo" className="mt-4 inline-block font-medium text-brand-700 underline">
          {common.back}
        </Link>
      </main>
    );
  }
  return (
    <main id="contenuto" className="mx-auto max-w-xl px-4 py-10">
      <meta name="referrer" content="no-referrer" />
      <meta httpEquiv="refresh" content={`0;url=${result.website}`} />
      <h1 className="text-xl font-semibold text-slate-900">{activeCompanies.forwardTitle}</h1>
      <p className="mt-3 text-slate-700">{activeCompanies.forwarding}</p>
      <a
        href={result.website}
        rel="noopener noreferrer"
        className="mt-4 inline-block font-medium text-brand-700 underline"
        data-testid="sito-azienda"
      >
        {activeCompanies.goToWebsite}
      </a>
    </main>
  );
}
