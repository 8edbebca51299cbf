// A candidate's profile as a company sees it (spec 02 §2, §3). Contact data comes from Strapi only once
// this company unlocked the profile; before, the page shows a blurred placeholder, never the real value.
import type { MetaFunction } from '@remix-run/node';
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
import type { ProfileContact } from '#app/features/profile/profile-view.ts';
import { PipelinePanel } from '#app/features/pipeline/PipelinePanel.tsx';
import type { PipelineActionData } from '#app/features/pipeline/pipeline.server.ts';
import { common, profilePage, resourceProfile as texts, search, team } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { ERASED_PROFILE } from '#catalog/privacy.ts';
import { erasedCandidates } from '#app/texts/privacy.ts';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';
import type { loader } from './resource-profile.server.ts';

// Loader and action in one module of their own: each `.server` module a route imports is an empty chunk in the
// browser, one more request for the page (docs/performance.md "JavaScript per page").
export { action, loader } from './resource-profile.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(
    loaded?.profile
      ? `${loaded.profile.nome} ${loaded.profile.cognome}`
      : loaded && 'erased' in loaded
        ? ERASED_PROFILE
        : texts.notFound,
  );

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

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
    const erased = 'erased' in loaded;
    return (
      <main id="contenuto" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">{erased ? ERASED_PROFILE : texts.notFound}</h1>
        {erased ? <p className="mt-2 text-slate-700">{erasedCandidates.profileIntro}</p> : null}
        <div className="mt-6">
          {erased ? (
            <Link to="/company-unlocked-profiles" className={buttonClass('secondary')}>
              {erasedCandidates.back}
            </Link>
          ) : (
            <BackButton />
          )}
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
