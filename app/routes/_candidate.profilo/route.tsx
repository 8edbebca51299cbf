// The candidate home: the whole profile read-only, visits, blacklisted VAT numbers, the picture upload, the
// technical-sheet dialog (?scheda=1), the welcome dialog after login and the strip of active companies; what companies
// did with the profile in the last weeks, its completeness and the CV download (issue 42).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { CompanyStrip } from './CompanyStrip';
import { PictureForm } from './PictureForm';
import { ProfileSections } from '#app/features/profile/ProfileSections.tsx';
import { TechnicalSheet } from '#app/features/profile/TechnicalSheet.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { companyStripView } from '#app/routes/_candidate.profilo/company-strip.ts';
import { CandidateNotice } from '#app/features/guarantee/CandidateNotice.tsx';
import { loadCandidateNotice } from '#app/features/guarantee/guarantee.server.ts';
import { buildProfileView } from '#app/features/profile/profile-view.ts';
import { requireCandidate } from '#app/server/auth.server.ts';
import {
  fetchActiveCompanies,
  fetchActivity,
  fetchUnlockedBy,
  uploadPicture,
} from '#app/features/candidate/area.server.ts';
import { ActivityPanel } from '#app/features/profile-activity/ActivityPanel.tsx';
import { StrengthPanel } from '#app/features/profile-activity/StrengthPanel.tsx';
import { activityView } from '#app/features/profile-activity/activity-view.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { readPictureForm } from './picture-upload.server';
import { getSession, sessionStorage } from '#app/server/session.server.ts';
import { common, freshness, pictureUpload, profilePage } from '#app/texts/index.ts';
import { unlockedBy } from '#app/texts/privacy.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function action({ request }: ActionFunctionArgs) {
  await requireCandidate(request);
  const form = await readPictureForm(request);
  if (!form.ok) return data({ pictureError: form.message }, { status: 400 });
  if (!form.file) return data({ pictureError: pictureUpload.missing }, { status: 400 });
  const error = await uploadPicture(request, form.file);
  if (error) return data({ pictureError: error }, { status: 400 });
  return redirect('/profilo');
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCandidate(request);
  const url = new URL(request.url);
  const session = await getSession(request);
  // The login action flashes `welcome`: reading it consumes it, so the dialog shows once.
  const welcome = session.get('welcome') === true;
  const [companies, notice, unlockedBy, activity] = await Promise.all([
    fetchActiveCompanies(request),
    loadCandidateNotice(request),
    fetchUnlockedBy(request),
    fetchActivity(request),
  ]);
  return data(
    {
      profile: buildProfileView(user.hr_user!),
      companies: companyStripView(companies),
      unlockedBy:
        unlockedBy?.map((entry) => ({ azienda: entry.azienda, data: formatDateIt(entry.data) })) ?? null,
      activity: activity ? activityView(activity) : null,
      strength: activity?.forza ?? null,
      welcome,
      sheetOpen: url.searchParams.get('scheda') === '1',
      confirmed: url.searchParams.get('aggiornato') === '1',
      // The credit guarantee (issue 26): a company could not reach them; `contatti=confermati` after confirming.
      unreachable: notice.unreachable,
      hiddenFromSearch: notice.hidden,
      contactsConfirmed: url.searchParams.get('contatti') === 'confermati',
    },
    { headers: welcome ? { 'Set-Cookie': await sessionStorage.commitSession(session) } : undefined },
  );
}

export const meta: MetaFunction = () => pageMeta(profilePage.title);

export default function ProfiloPage() {
  const {
    profile,
    companies,
    unlockedBy: unlocks,
    activity,
    strength,
    welcome,
    sheetOpen,
    confirmed,
    unreachable,
    hiddenFromSearch,
    contactsConfirmed,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="contenuto" className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {profile.nome} {profile.cognome}
        </h1>
        <div className="flex flex-wrap gap-3">
          {/* A plain link: the PDF is a download, not a page Remix could render. */}
          <a href="/profilo/cv" className={buttonClass('secondary')}>
            {common.cvDownload}
          </a>
          <Link to="/onboarding-u" className={buttonClass('primary')}>
            {profilePage.edit}
          </Link>
        </div>
      </div>
      <CandidateNotice unreachable={unreachable} hidden={hiddenFromSearch} confirmed={contactsConfirmed} />
      {confirmed ? (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
          {freshness.confirmed}
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-3">
        <div className="md:col-span-2">
          <PictureForm picture={profile.picture} error={actionData?.pictureError} />
        </div>
        <section className="panel panel-md" aria-labelledby="visite">
          <h2 id="visite" className="text-lg font-semibold text-slate-900">
            {profilePage.visits}
          </h2>
          <p className="mt-2 text-4xl font-bold text-brand-700" data-testid="visite-profilo">
            {profile.visite}
          </p>
          <p className="mt-1 text-sm text-slate-600">{profilePage.visitsHelp}</p>
        </section>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <div className="md:col-span-2">
          <ActivityPanel view={activity} />
        </div>
        {strength ? <StrengthPanel strength={strength} /> : null}
      </div>

      <ProfileSections sections={profile.sections} />

      <div className="grid gap-6 md:grid-cols-2">
        <section className="panel panel-md" aria-labelledby="scheda">
          <h2 id="scheda" className="text-lg font-semibold text-slate-900">
            {profilePage.technicalSheet}
          </h2>
          <p className="mt-3">
            <Link to="?scheda=1" preventScrollReset className={buttonClass('secondary')}>
              {profilePage.openTechnicalSheet}
            </Link>
          </p>
        </section>
        <section className="panel panel-md" aria-labelledby="piva-escluse">
          <h2 id="piva-escluse" className="text-lg font-semibold text-slate-900">
            {profilePage.blacklistTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{profilePage.blacklistHelp}</p>
          {profile.pivas.length ? (
            <ul className="mt-2 list-inside list-disc" data-testid="piva-escluse">
              {profile.pivas.map((piva) => (
                <li key={piva}>{piva}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2" data-testid="piva-escluse">
              {profilePage.blacklistEmpty}
            </p>
          )}
        </section>
      </div>

      {unlocks ? (
        <section aria-labelledby="sbloccato-da" className="rounded-lg border border-slate-200 p-4">
          <h2 id="sbloccato-da" className="text-lg font-semibold">
            {unlockedBy.heading}
          </h2>
          <p className="mt-2" data-testid="sbloccato-da">
            {unlockedBy.count(unlocks.length)}
          </p>
          {unlocks.length ? (
            <ul className="mt-2 space-y-1">
              {unlocks.map((entry, i) => (
                <li key={i} className="break-words">
                  {entry.azienda} <span className="text-slate-600">({entry.data})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <CompanyStrip companies={companies} />

      {sheetOpen ? (
        <Dialog
          title={profilePage.technicalSheet}
          closeTo="/profilo"
          actions={
            <Link to="/profilo" preventScrollReset className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <TechnicalSheet groups={profile.sheet} />
        </Dialog>
      ) : welcome ? (
        <Dialog
          title={profilePage.welcomeTitle}
          tone="success"
          closeTo="/profilo"
          actions={
            <Link to="/profilo" className={buttonClass('primary')}>
              {profilePage.welcomeButton}
            </Link>
          }
        >
          <p>{profilePage.welcomeBody}</p>
          <dl className="mt-3 grid grid-cols-3 gap-1 text-sm">
            <dt className="font-medium text-slate-600">{profilePage.welcomePhone}</dt>
            <dd className="col-span-2">{profile.contact.telefono}</dd>
            <dt className="font-medium text-slate-600">{profilePage.welcomeEmail}</dt>
            <dd className="col-span-2">{profile.contact.email}</dd>
          </dl>
        </Dialog>
      ) : null}
    </main>
  );
}
