// 'Posizioni ricercate dalle aziende': visible, non-archived job posts of companies the candidate has not
// blacklisted, newest first (Strapi applies the rules). 'Mi interessa' is a form post without JavaScript and a
// fetcher with it (optimistic 'Interessato', no page reload). 'Entro {km} km da casa' (issue 25 item 5) is a GET form,
// `?distanza=` in the URL like the page: Strapi reads the candidate's comune from the profile and keeps the posts
// within that radius; each post says how far it is. A radius outside the list is dropped with the search's message.
// "Avvisami dei nuovi annunci" (issue 42): the job alert's box, a form post to /avvisi that comes back here.
import { parseWithZod } from '#app/server/validation.server.ts';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { DISTANZE_KM, type DistanzaKm } from '#catalog/distance.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { SelectField } from '#app/components/ui/Choice.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { jobPostView, type JobPostView } from '#app/features/job-posts/job-post-view.ts';
import { jobPostInterestSchema } from '#app/features/job-posts/job-post.schema.ts';
import { requireCandidate } from '#app/server/auth.server.ts';
import { boardRadius, fetchJobPosts, markInterest } from '#app/features/candidate/area.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { avvisiOfPage } from '#app/features/job-alerts/avvisi.server.ts';
import { JobAlertBox } from '#app/features/job-alerts/JobAlertBox.tsx';
import { jobBoard, search } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function action({ request }: ActionFunctionArgs) {
  await requireCandidate(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: jobPostInterestSchema });
  if (submission.status !== 'success') {
    return data({ error: jobBoard.interestError, id: null }, { status: 400 });
  }
  const id = submission.value.annuncio;
  const marked = await markInterest(request, id);
  if (marked === 'gone') return data({ error: jobBoard.postGone, id }, { status: 404 });
  if (marked === 'failed') return data({ error: jobBoard.interestError, id }, { status: 400 });
  const page = pageOf(String(formData.get('page') ?? ''));
  return redirect(`${boardHref(page, boardRadius(formData).km)}#annuncio-${id}`);
}

/** The one fetcher of the cards' 'Mi interessa', also read by the page (a post gone takes its card with it). */
const INTEREST = 'mi-interessa';

/** The page number of `?page=` (1 for anything that is not a small positive integer). */
const pageOf = (raw: string | null) => {
  const page = Number(raw || 1);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
};
const boardHref = (page: number, distanza: DistanzaKm | 0) => {
  const query = [distanza ? `distanza=${distanza}` : '', page > 1 ? `page=${page}` : ''].filter(Boolean);
  return query.length ? `/bacheca-annunci?${query.join('&')}` : '/bacheca-annunci';
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCandidate(request);
  const params = new URL(request.url).searchParams;
  const radius = boardRadius(params);
  const radiusError = radius.error;
  const [board, { avvisi, notice, headers }] = await Promise.all([
    fetchJobPosts(request, pageOf(params.get('page')), radius.km),
    avvisiOfPage(request),
  ]);
  return data(
    board
      ? {
          posts: board.posts.map(jobPostView),
          page: board.page,
          hasNext: board.hasNext,
          distanza: board.distanza,
          radiusError,
          avvisi,
          notice,
        }
      : {
          posts: null,
          page: 1,
          hasNext: false,
          distanza: { casa: null, km: 0 as const },
          radiusError,
          avvisi,
          notice,
        },
    { headers },
  );
}

export const meta: MetaFunction = () => pageMeta(jobBoard.title);

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline font-medium text-slate-600">{label}: </dt>
      <dd className="inline text-slate-900">{value}</dd>
    </div>
  );
}

const RADII = [
  { value: '0', label: search.distanzaNessuna },
  ...DISTANZE_KM.map((km) => ({ value: String(km), label: search.distanzaWords(km, jobBoard.casa, false) })),
];

/** 'Entro {km} km da casa': a plain GET form, disabled with the reason when the profile's comune does not resolve. */
function DistanceForm({
  casa,
  km,
  error,
}: {
  casa: string | null;
  km: DistanzaKm | 0;
  error: string | null;
}) {
  return (
    <Form method="get" action="/bacheca-annunci" className="mt-4" data-testid="board-distance">
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700" data-testid="distance-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-x-4">
        <SelectField
          // A new radius from the server (a link, the back button) shows even when the page is not re-mounted.
          key={km}
          label={jobBoard.distanzaLabel}
          options={RADII}
          help={casa ? jobBoard.distanzaHelp : jobBoard.distanzaSenzaCasa}
          selectProps={{ name: 'distanza', defaultValue: String(km), disabled: !casa }}
        />
        <Button variant="secondary" disabled={!casa} className="mb-4">
          {search.applyFilters}
        </Button>
      </div>
    </Form>
  );
}

function InterestButton({
  post,
  page,
  distanza,
}: {
  post: JobPostView;
  page: number;
  distanza: DistanzaKm | 0;
}) {
  const fetcher = useFetcher<typeof action>({ key: INTEREST });
  const pending = fetcher.state !== 'idle' && fetcher.formData?.get('annuncio') === post.id;
  const failed =
    fetcher.state === 'idle' && fetcher.data && 'error' in fetcher.data && fetcher.data.id === post.id;
  const interested = post.interessato || (pending && !failed);
  if (interested) {
    // The spec's button that "then reads 'Interessato'": kept as a disabled button, interest cannot be withdrawn.
    return (
      <Button type="button" disabled className="!bg-emerald-700 !opacity-100">
        {jobBoard.alreadyInterested}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post" action="/bacheca-annunci" preventScrollReset noValidate>
      <AuthenticityTokenInput />
      <input type="hidden" name="annuncio" value={post.id} />
      <input type="hidden" name="page" value={page} />
      {distanza ? <input type="hidden" name="distanza" value={distanza} /> : null}
      <Button>{jobBoard.interested}</Button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {fetcher.data && 'error' in fetcher.data ? fetcher.data.error : jobBoard.interestError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function BachecaAnnunciPage() {
  const { posts, page, hasNext, distanza, radiusError, avvisi, notice } = useLoaderData<typeof loader>();
  // Without JavaScript a failed 'Mi interessa' comes back as the page's action data. With JavaScript, a post gone
  // meanwhile (archived) leaves the list as the page reloads, its card and message with it: the page says it.
  const posted = useActionData<typeof action>();
  const interest = useFetcher<typeof action>({ key: INTEREST });
  const gone =
    interest.state === 'idle' &&
    interest.data &&
    'error' in interest.data &&
    !posts?.some((post) => post.id === interest.data?.id)
      ? interest.data
      : null;
  const actionData = posted ?? gone;
  return (
    <main id="contenuto" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">{jobBoard.title}</h1>
      {posts === null ? null : <DistanceForm casa={distanza.casa} km={distanza.km} error={radiusError} />}
      <JobAlertBox avvisi={avvisi} notice={notice} da="/bacheca-annunci" km={distanza.km} />
      {actionData && 'error' in actionData ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {actionData.error}
        </p>
      ) : null}
      {posts === null ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {jobBoard.loadError}
        </p>
      ) : posts.length === 0 ? (
        <p className="mt-6 text-slate-700">{jobBoard.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {posts.map((post) => (
            <li className="panel panel-md" key={post.id} id={`annuncio-${post.id}`} data-testid="annuncio">
              <article aria-labelledby={`titolo-${post.id}`}>
                <h2 id={`titolo-${post.id}`} className="text-lg font-semibold text-slate-900">
                  {post.posizione}
                </h2>
                <p className="text-sm text-slate-600">
                  {jobBoard.published(post.pubblicato)}
                  {post.distanza !== null ? (
                    <>
                      {' · '}
                      <span data-testid="annuncio-distanza">
                        {search.distanzaCard(post.distanza, jobBoard.casa)}
                      </span>
                    </>
                  ) : null}
                </p>
                <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
                  <Detail label={jobBoard.company} value={post.azienda} />
                  <Detail label={jobBoard.place} value={post.luogo} />
                  <Detail label={jobBoard.contract} value={post.contratto} />
                  <Detail label={jobBoard.ral} value={post.ral} />
                  <Detail label={jobBoard.education} value={post.titoloStudio} />
                  <Detail label={jobBoard.experience} value={post.esperienza} />
                  <Detail label={jobBoard.qualification} value={post.qualifica} />
                  <Detail label={jobBoard.sectors} value={post.settori.join(', ') || null} />
                  <Detail label={jobBoard.benefits} value={post.benefits} />
                </dl>
                <div className="mt-4">
                  <InterestButton post={post} page={page} distanza={distanza.km} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} hasNext={hasNext} href={(to) => boardHref(to, distanza.km)} />
    </main>
  );
}
