// Settings, for candidates and companies: app version, legal documents, the erasure of the account (issue 41); a
// candidate's e-mails (issue 42: the job alert and the weekly summary), saved by a form post to /avvisi.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CandidateNav } from '#app/features/candidate/CandidateNav.tsx';
import { CompanyMenu } from '#app/components/CompanyMenu.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { companyMenuData } from '#app/lib/company-menu.ts';
import { HOME, isPathOfProfile, isSafeLocalPath } from '#app/lib/routes.ts';
import { requireUser } from '#app/server/auth.server.ts';
import { avvisiOfPage } from '#app/features/job-alerts/avvisi.server.ts';
import { MailSettingsForm } from '#app/features/job-alerts/MailSettingsForm.tsx';
import { appVersion } from '#app/server/version.server.ts';
import { env } from '#app/server/env.server.ts';
import { ownData, settings } from '#app/texts/index.ts';
import { erasure } from '#app/texts/privacy.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(settings.title);

/**
 * 'Torna indietro': the page the user came from when it is one of ours and of their own area (the Referer of a
 * page of this portal), else their home.
 */
function backTo(request: Request, type: keyof typeof HOME): string {
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      const path = `${from.pathname}${from.search}`;
      const ours =
        from.origin === new URL(request.url).origin || from.origin === new URL(env.publicUrl).origin;
      if (ours && from.pathname !== '/impostazioni' && isSafeLocalPath(path) && isPathOfProfile(path, type))
        return path;
    } catch {
      /* not a URL: home */
    }
  }
  return HOME[type];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const mails = user.type === 'candidate' ? await avvisiOfPage(request) : null;
  return data(
    {
      version: appVersion(),
      back: backTo(request, user.type),
      // A member of a company's team leaves it; a candidate or a titolare erases the account (issue 41).
      member: user.team?.ruolo === 'membro',
      candidate: user.hr_user ? `${user.hr_user.nome} ${user.hr_user.cognome}` : null,
      company: user.type === 'company' && user.hr_company ? companyMenuData(user.hr_company) : null,
      mails: mails ? { avvisi: mails.avvisi, notice: mails.notice } : null,
    },
    { headers: mails?.headers },
  );
}

export default function SettingsPage() {
  const { version, back, member, candidate, company, mails } = useLoaderData<typeof loader>();
  return (
    <>
      {company ? <CompanyMenu company={company} /> : <CandidateNav nome={candidate ?? ''} />}
      <main id="contenuto" className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="text-2xl font-bold">{settings.title}</h1>
        <p className="mt-2 text-slate-600" data-testid="versione">
          {settings.version(version)}
        </p>
        {mails ? <MailSettingsForm avvisi={mails.avvisi} notice={mails.notice} /> : null}
        <ul className="mt-6 space-y-3">
          <li>
            <Link to="/termini-di-utilizzo" className="font-medium text-brand-700 underline">
              {settings.terms}
            </Link>
          </li>
          <li>
            <Link to="/condizioni-di-vendita" className="font-medium text-brand-700 underline">
              {settings.sales}
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              {settings.privacy}
            </Link>
          </li>
          {candidate ? (
            <li>
              {/* A document download: reloadDocument keeps the client router out of it. */}
              <Link to="/scarica-i-miei-dati" reloadDocument className="font-medium text-brand-700 underline">
                {ownData.download}
              </Link>
              <p className="text-sm text-slate-600">{ownData.help}</p>
            </li>
          ) : null}
          <li>
            <Link to="/impostazioni/elimina-account" className="font-medium text-red-700 underline">
              {member ? erasure.leaveLink : erasure.link}
            </Link>
          </li>
        </ul>
        <p className="mt-8">
          <Link to={back} className={buttonClass('secondary')}>
            {settings.back}
          </Link>
        </p>
      </main>
    </>
  );
}
