// 'Preferiti' (spec 02 §2): the company's favourite candidates, with the same filters as the search.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CandidatePage } from '#app/features/search/CandidatePage.tsx';
import { candidateAction, loadCandidates } from '#app/features/search/human-resources.server.ts';
import { search } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(search.favouritesTitle);

export const loader = ({ request }: LoaderFunctionArgs) => loadCandidates(request, 'favourites');

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

export default function CompanyFavouritesPage() {
  const data = useLoaderData<typeof loader>();
  return <CandidatePage title={search.favouritesTitle} data={data} showBucket={false} />;
}
