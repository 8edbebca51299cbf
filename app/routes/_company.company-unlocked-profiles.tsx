// 'Profili acquistati' (spec 02 §2): unlocked candidates, newest unlock first, with the search filters.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CandidatePage } from '~/features/search/CandidatePage';
import { candidateAction, loadCandidates } from '~/features/search/human-resources.server';
import { search } from '~/texts';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () => pageMeta(search.unlockedTitle);

export const loader = ({ request }: LoaderFunctionArgs) => loadCandidates(request, 'unlocked');

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

export default function CompanyUnlockedProfilesPage() {
  const data = useLoaderData<typeof loader>();
  return <CandidatePage title={search.unlockedTitle} data={data} showBucket={false} />;
}
