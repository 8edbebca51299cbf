// 'Profili acquistati' (spec 02 §2): unlocked candidates, newest unlock first, with the search filters; each card
// shows its credit-guarantee report or the way to make one (issue 26).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CandidatePage } from '#app/features/search/CandidatePage.tsx';
import { candidateAction, loadCandidates } from '#app/features/search/human-resources.server.ts';
import { CardReportLine } from '#app/features/guarantee/CardReportLine.tsx';
import { loadOwnReports } from '#app/features/guarantee/guarantee.server.ts';
import { search } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';

export const meta: MetaFunction = () => pageMeta(search.unlockedTitle);

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, reports] = await Promise.all([loadCandidates(request, 'unlocked'), loadOwnReports(request)]);
  return { ...page, reports };
}

export const action = ({ request }: ActionFunctionArgs) => candidateAction(request);

export default function CompanyUnlockedProfilesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <CandidatePage
      title={search.unlockedTitle}
      data={data}
      showBucket={false}
      cardFooter={(card) => <CardReportLine id={card.id} stato={data.reports[card.id]} />}
    />
  );
}
