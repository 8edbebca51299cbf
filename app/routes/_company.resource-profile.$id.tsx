// A candidate's profile as a company sees it (spec 02 §2, §3). Contact data comes from Strapi only once
// this company unlocked the profile; before, the page shows a blurred placeholder, never the real value.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ProfileCard, ProfileRowItem, ProfileSections } from '#app/features/profile/ProfileSections.tsx';
import { TechnicalSheet } from '#app/features/profile/TechnicalSheet.tsx';
import { FavouriteForms, FavouriteToggle, PurchaseControl } from '#app/features/search/CandidateCard.tsx';
import { useCompanyCredit } from '#app/features/search/useCompanyCredit.ts';
import { PurchaseDialogs } from '#app/features/search/PurchaseDialogs.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { MessageDialog } from '#app/components/ui/MessageDialog.tsx';
import { GuaranteePanel } from '#app/features/guarantee/GuaranteePanel.tsx';
import { loadReportState } from '#app/features/guarantee/guarantee.server.ts';
import { buildCompanyProfileView, type ProfileContact } from '#app/features/profile/profile-view.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { candidateAction } from '#app/features/search/human-resources.server.ts';
import { listJobPosts } from '#app/features/job-posts/job-posts.server.ts';
import { PipelinePanel } from '#app/features/pipeline/PipelinePanel.tsx';
import {
  isPipelineIntent,
  loadPipelineCandidate,
  pipelineAction,
  type PipelineActionData,
} from '#app/features/pipeline/pipeline.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { common, profilePage, resourceProfile as texts, search, team } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { cv } from '#app/texts/cv.ts';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(loaded?.profile ? `${loaded.profile.nome} ${loaded.profile.cognome}` : texts.notFound);

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^[A-Za-z0-9]{1,40}$/.test(id)) {
    await requireCompany(request);
    return data({ profile: null }, 404);
  }
  // The guard and the profile side by side: the profile's call carries the guard's /api/me (one Strapi call per
  // page, current-user.server.ts). Strapi itself refuses a profile to anybody but a company; a failed guard throws
  // its redirect, since the client returns a refusal instead of throwing it.
  const [, result] = await Promise.all([
    requireCompany(request),
    strapi.humanResources.findOne(request, { params: { id } }),
  ]);
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return data({ profile: null }, 404);
    throw new Response(result.error.message, { status: result.status });
  }
  const profile = buildCompanyProfileView(result.data.data);
  // The credit guarantee (issue 26): the report of this unlock, or whether one can be made.
  // The recruiter's pipeline (issue 43): the stage, the job post, the team's notes of an unlocked profile.
  const [guarantee, pipeline, posts] = profile.unlocked
    ? await Promise.all([
        loadReportState(request, id),
        loadPipelineCandidate(request, id),
        listJobPosts(request),
      ])
    : [null, null, null];
  const jobPosts = (posts ?? [])
    .filter((post) => !post.archiviato)
    .map((post) => ({ documentId: post.documentId, posizione: post.posizione }));
  return { profile, guarantee, pipeline, jobPosts };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isPipelineIntent(form.get('intent')))
    return pipelineAction(request, form, `/resource-profile/${params.id ?? ''}`);
  return candidateAction(request, form);
}

/** A fixed-shape blurred stand-in: the real value is not in the page at all. */
function Locked({ width }: { width: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block select-none rounded bg-slate-300 blur-sm ${width}`}
      data-testid="contact-placeholder"
    >
      &nbsp;
    </span>
  );
}

function BackButton() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Link
      to="/company-home"
      className={buttonClass('secondary')}
      onClick={(event) => {
        if (hydrated && window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      {texts.back}
    </Link>
  );
}

export default function ResourceProfilePage() {
  const loaded = useLoaderData<typeof loader>();
  const { profile } = loaded;
  const guarantee = 'guarantee' in loaded ? loaded.guarantee : null;
  const pipeline = 'pipeline' in loaded ? loaded.pipeline : null;
  const answer = useActionData<PipelineActionData>();
  const [params] = useSearchParams();
  const location = useLocation();
  const credito = useCompanyCredit();
  if (!profile) {
    return (
      <main id="contenuto" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">{texts.notFound}</h1>
        <div className="mt-6">
          <BackButton />
        </div>
      </main>
    );
  }
  const p = profile;
  const here = location.pathname;
  const acquista = params.get('acquista');
  const contact = (field: keyof ProfileContact, width: string) => (
    <ProfileRowItem label={profilePage.fields[field]}>
      {p.unlocked ? p.contact[field] : <Locked width={width} />}
    </ProfileRowItem>
  );

  return (
    <main id="contenuto" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackButton />
        <div className="flex items-center gap-3">
          <FavouriteToggle card={p} redirectTo={here} />
          <div className="w-56">
            <PurchaseControl card={p} purchaseHref={`${here}?acquista=${p.id}`} />
          </div>
        </div>
      </div>
      <header className="panel panel-md panel-flat flex items-center gap-4">
        {p.picture ? <img src={p.picture} alt="" className="h-24 w-24 rounded-full object-cover" /> : null}
        <div>
          <h1 className="text-2xl font-bold">
            {p.nome} {p.cognome}
          </h1>
          {p.eta !== null ? <p className="text-slate-600">{search.years(p.eta)}</p> : null}
          {p.distanza ? (
            <p className="text-slate-600" data-testid="profile-distance">
              {search.distanzaCard(p.distanza.km, p.distanza.da)}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {texts.updated}: {p.aggiornato}
          </p>
          {p.unlocked ? (
            <p className="text-sm text-emerald-800">
              {p.sbloccatoDa ? team.unlockedBy(p.sbloccatoDa, p.sbloccato) : texts.unlockedOn(p.sbloccato)}
            </p>
          ) : null}
          {/* Only an unlocked profile has a CV to download (issue 42); a plain link to the PDF's resource route. */}
          {p.unlocked ? (
            <p className="mt-2">
              <a href={`/resource-profile/${p.id}/cv`} className={buttonClass('secondary')}>
                {cv.download}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      {guarantee ? <GuaranteePanel id={p.id} state={guarantee} here={here} /> : null}
      {pipeline && 'jobPosts' in loaded ? (
        <PipelinePanel
          candidate={pipeline.candidate}
          notes={pipeline.notes}
          posts={loaded.jobPosts}
          redirectTo={here}
          pageAnswer={answer && 'pipeline' in answer ? answer : undefined}
        />
      ) : null}
      <ProfileCard
        id="contatti"
        title={texts.contacts}
        after={p.unlocked ? null : <p className="mt-2 text-sm text-slate-600">{texts.lockedHint}</p>}
      >
        {contact('email', 'w-56')}
        {contact('telefono', 'w-32')}
        {contact('indirizzo', 'w-64')}
      </ProfileCard>
      <ProfileSections sections={p.sections} />
      <div>
        <Link to={`${here}?scheda=1`} preventScrollReset className={buttonClass('secondary')}>
          {texts.schedaOpen}
        </Link>
      </div>
      {params.get('scheda') === '1' ? (
        <MessageDialog title={profilePage.technicalSheet} closeTo={here} closeLabel={common.close}>
          <TechnicalSheet groups={p.sheet} />
        </MessageDialog>
      ) : null}
      <FavouriteForms redirectTo={here} />
      <PurchaseDialogs
        candidateId={acquista === String(p.id) && !p.unlocked ? acquista : null}
        credito={credito}
        esclusiva={p.esclusiva}
        closeTo={here}
        redirectTo={here}
      />
    </main>
  );
}
