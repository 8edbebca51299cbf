// 'Preferiti' (spec 02 §2): the company's favourite candidates, with the same filters as the search.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CandidatePage } from '~/features/search/CandidatePage';
import { candidateAction, loadCandidates } from '~/features/search/human-resources.server';
import { search } from '~/texts';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () => pageMeta(search.favouritesTitle);

export const loader = ({ request }: LoaderFunctionArgs) => loadCandidates(request, 'favourites');

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

export default function CompanyFavouritesPage() {
  const data = useLoaderData<typeof loader>();
  return <CandidatePage title={search.favouritesTitle} data={data} showBucket={false} />;
}
