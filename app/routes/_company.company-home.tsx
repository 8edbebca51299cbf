// The company home. Candidate search arrives with its own issue; for now: who is signed in.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireCompany } from '~/server/auth.server';
import { common, homes } from '~/texts';

export const meta: MetaFunction = () => [{ title: `Home | ${common.appName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  return { nome: user.hr_company?.nome ?? '' };
}

export default function CompanyHomePage() {
  const { nome } = useLoaderData<typeof loader>();
  return (
    <main id="contenuto" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{homes.companyWelcome(nome)}</h1>
      <p className="mt-2 text-slate-700">{homes.companyIntro}</p>
    </main>
  );
}
