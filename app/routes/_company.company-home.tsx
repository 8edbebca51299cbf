// The company home: candidate search (spec 02 §2 "Candidate search", §4, §5). Filters live in the URL.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { CandidatePage } from '#app/features/search/CandidatePage.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import type { CompanyMenuData } from '#app/lib/company-menu.ts';
import { candidateAction, loadCandidates } from '#app/features/search/human-resources.server.ts';
import { search } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { useCanBuy } from '#app/components/CompanyMenu.tsx';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';

export const meta: MetaFunction = () => pageMeta(search.homeTitle);

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

export const loader = ({ request }: LoaderFunctionArgs) => loadCandidates(request, 'search');

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

function Banner({ title, body, cta, to }: { title: string; body: string; cta: string; to: string }) {
  return (
    <section className="flex flex-col justify-between rounded-lg bg-brand-50 p-5">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        <p className="mt-1 text-slate-700">{body}</p>
        <p className="mt-3 text-xs text-slate-600">{search.legal}</p>
      </div>
      <Link to={to} className={`${buttonClass('secondary')} mt-4 self-start`}>
        {cta}
      </Link>
    </section>
  );
}

export default function CompanyHomePage() {
  const data = useLoaderData<typeof loader>();
  // Agencies have neither job posts nor the Brand Card (decisions.md): no banners for them.
  const isAgency = useRouteLoaderData<{ menu: CompanyMenuData }>('routes/_company')?.menu.isAgency ?? false;
  // The Brand Card is bought in the shop: not offered to a member who may not buy (ShopLink).
  const canBuy = useCanBuy();
  return (
    <CandidatePage title={search.homeTitle} data={data} showBucket>
      {/* Below md the banners follow the results (CandidatePage orders them last), so the search is on the first
          screen of a phone; from md up they stay above it. Agencies have neither offer (issue 10). */}
      {isAgency ? null : (
        <div className="order-last mt-6 grid gap-4 md:order-none md:mb-6 md:mt-0 md:grid-cols-2">
          {canBuy ? (
            <Banner
              title={search.bannerBrandTitle}
              body={search.bannerBrandBody}
              cta={search.bannerBrandCta}
              to="/company-upgrade?brandCard=true"
            />
          ) : null}
          <Banner
            title={search.bannerJobTitle}
            body={search.bannerJobBody}
            cta={search.bannerJobCta}
            to="/company-job-posts?passo=1"
          />
        </div>
      )}
    </CandidatePage>
  );
}
