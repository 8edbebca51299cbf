// The one-click off-link of the alert e-mails (issue 11): opening it (GET) or a mail client's one-click
// unsubscribe (POST, RFC 8058 `List-Unsubscribe-Post`) turns that alert off, signed in or not, and shows a
// confirmation with the way back to configuring it. A bad or tampered link: 400 with an Italian message.
// Works without JavaScript (no form, only links).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useActionData } from '@remix-run/react';
import { PublicShell } from '~/components/PublicShell';
import { buttonClass } from '~/components/ui/Button';
import { turnAlertOff, type AlertKind } from '~/server/alert-off.server';
import { alertOff } from '~/texts/alert-off';
import { pageMeta } from '~/lib/meta';

type Result = { alert: AlertKind | null };

const answer = async (token: string | undefined) => {
  const alert = await turnAlertOff(token ?? '');
  return data<Result>({ alert }, { status: alert ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
};

export const loader = ({ params }: LoaderFunctionArgs) => answer(params.token);

// The one-click POST of mail clients carries no CSRF token by design: the signed token is the whole credential.
export const action = ({ params }: ActionFunctionArgs) => answer(params.token);

export const meta: MetaFunction<typeof loader> = ({ data: result }) =>
  pageMeta(result?.alert ? alertOff.title : alertOff.invalidTitle);

export default function AlertOffPage() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const alert = (acted ?? loaded)?.alert ?? null;
  if (!alert) {
    return (
      <PublicShell title={alertOff.invalidTitle}>
        <p className="text-slate-700" role="alert">
          {alertOff.invalidBody}
        </p>
        <p className="mt-6">
          <Link to="/company-foryou" className={buttonClass('primary')}>
            {alertOff.goToForYou}
          </Link>
        </p>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={alertOff.title}>
      <p className="text-slate-700" role="status">
        {alertOff.body[alert]}
      </p>
      <p className="mt-2 text-slate-700">{alertOff.again}</p>
      <p className="mt-6">
        <Link
          to={`/company-foryou?${alert === 'db' ? 'configure' : 'configureProfile'}=true`}
          className={buttonClass('primary')}
        >
          {alertOff.configure}
        </Link>
      </p>
    </PublicShell>
  );
}
