// /company-promote-brand (spec 02 §2 "Brand promotion"): the 5-step tutorial (one URL per step, so it works
// without JavaScript), the brand panel and the Configure Brand dialog for companies with abbonamento_brand.
// Agencies have no brand (decisions.md): they are sent home, as from /company-foryou and /company-job-posts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { BrandDialogs, BrandPanel, CreditsPanel } from '#app/features/brand/CompanyBrand.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { companyMenuData } from '#app/lib/company-menu.ts';
import { brandView } from '#app/features/brand/company-view.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireNonAgencyCompany } from '#app/server/auth.server.ts';
import { brandStatus, handleBrandPost } from '#app/features/brand/brand.server.ts';
import { brand } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

const PATH = '/company-promote-brand';

export const meta: MetaFunction = () => pageMeta(brand.title);

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireNonAgencyCompany(request);
  const result = await handleBrandPost(request, Boolean((user.hr_company as HrCompany).logo));
  if (result.outcome === 'saved') return redirect(`${PATH}?brand=ok`);
  return data({ brand: result }, { status: brandStatus(result) });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireNonAgencyCompany(request);
  const company = user.hr_company as HrCompany;
  return { brand: brandView(company), credito: companyMenuData(company).credito };
}

function Tutorial({ step }: { step: number }) {
  const total = brand.tutorialSteps.length;
  return (
    <Dialog
      title={brand.tutorialTitle}
      closeTo={PATH}
      actions={
        <>
          <Link to={PATH} className={buttonClass('secondary')} preventScrollReset>
            {brand.tutorialClose}
          </Link>
          {step > 1 ? (
            <Link to={`${PATH}?tutorial=${step - 1}`} className={buttonClass('secondary')} preventScrollReset>
              {brand.tutorialBack}
            </Link>
          ) : null}
          {step < total ? (
            <Link to={`${PATH}?tutorial=${step + 1}`} className={buttonClass('primary')} preventScrollReset>
              {brand.tutorialNext}
            </Link>
          ) : null}
        </>
      }
    >
      <p className="text-sm text-slate-600">{`${step} / ${total}`}</p>
      <p className="mt-2" data-testid="tutorial-step">
        {brand.tutorialSteps[step - 1]}
      </p>
    </Dialog>
  );
}

export default function PromoteBrandPage() {
  const { brand: view, credito } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const tutorial = Number(searchParams.get('tutorial'));

  return (
    <main
      id="contenuto"
      className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <section>
        <h1 className="text-2xl font-bold">{brand.title}</h1>
        <p className="mt-2 text-slate-700">{brand.intro}</p>
        <Link to={`${PATH}?tutorial=1`} className={`${buttonClass('secondary')} mt-4`} preventScrollReset>
          {brand.tutorialOpen}
        </Link>
        <ol className="mt-6 list-decimal space-y-1 pl-6 text-slate-700">
          {brand.tutorialSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <aside className="space-y-4">
        <BrandPanel view={view} configureTo={`${PATH}?brand=configura`} />
        <CreditsPanel credito={credito} />
      </aside>
      {Number.isInteger(tutorial) && tutorial >= 1 && tutorial <= brand.tutorialSteps.length ? (
        <Tutorial step={tutorial} />
      ) : null}
      <BrandDialogs view={view} closeTo={PATH} result={actionData?.brand} />
    </main>
  );
}
