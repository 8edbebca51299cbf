// Account verification screen, states: checking (while the confirmation link is being checked), verified
// ('Email verificata!', leading to /forgot-password to choose a password) and failed (retry at /verifica-email).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigation } from '@remix-run/react';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { verification } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(verification.verifiedTitle);

type State = 'checking' | 'verified' | 'failed';

export async function loader({ request }: LoaderFunctionArgs) {
  const esito = new URL(request.url).searchParams.get('esito');
  // Strapi's own email_confirmation_redirection lands here without `esito`: it only redirects on success.
  const state: State = esito === 'errore' ? 'failed' : 'verified';
  return { state };
}

export default function AccountVerifiedPage() {
  const { state: loaded } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const state: State =
    navigation.state === 'loading' && navigation.location.pathname === '/conferma' ? 'checking' : loaded;

  if (state === 'checking') {
    return (
      <PublicShell title={verification.checkingTitle}>
        <p className="flex items-center gap-3">
          <Spinner label={verification.checkingTitle} /> {verification.checkingBody}
        </p>
      </PublicShell>
    );
  }
  if (state === 'failed') {
    return (
      <OutcomePage
        title={verification.failedTitle}
        body={verification.failedBody}
        link={{ to: '/verifica-email', label: verification.failedButton }}
      />
    );
  }
  return (
    <PublicShell title={verification.verifiedTitle}>
      <Dialog
        title={verification.verifiedTitle}
        tone="success"
        actions={
          <Link to="/forgot-password" className={buttonClass('primary')}>
            {verification.verifiedButton}
          </Link>
        }
      >
        <p>{verification.verifiedBody}</p>
      </Dialog>
      <p className="text-slate-700">{verification.verifiedBody}</p>
    </PublicShell>
  );
}
