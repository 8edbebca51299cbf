// The one-click off-link of the alert e-mails (issue 11): opening it (GET) or a mail client's one-click
// unsubscribe (POST, RFC 8058 `List-Unsubscribe-Post`) turns that alert off, signed in or not, and shows a
// confirmation with the way back to configuring it. A bad or tampered link: 400 with an Italian message.
// Works without JavaScript (no form, only links).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useActionData } from '@remix-run/react';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { turnAlertOff, type AlertKind } from './alert-off.server';
import { alertOff } from '#app/texts/alert-off.ts';
import { pageMeta } from '#app/lib/meta.ts';

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
      <OutcomePage
        title={alertOff.invalidTitle}
        body={alertOff.invalidBody}
        role="alert"
        link={{ to: '/company-foryou', label: alertOff.goToForYou }}
      />
    );
  }
  return (
    <OutcomePage
      title={alertOff.title}
      body={alertOff.body[alert]}
      role="status"
      note={alertOff.again}
      link={{
        to: `/company-foryou?${alert === 'db' ? 'configure' : 'configureProfile'}=true`,
        label: alertOff.configure,
      }}
    />
  );
}
