// The link of the profile-freshness e-mail: a valid token marks the profile as confirmed today (Strapi) and
// leads to /profilo (through login when needed); an invalid or expired one says so. Works signed in or not.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { PublicShell } from '~/components/PublicShell';
import { buttonClass } from '~/components/ui/Button';
import { confirmFreshness } from '~/server/candidate-area.server';
import { freshness } from '~/texts';
import { pageMeta } from '~/lib/meta';

export async function loader({ params }: LoaderFunctionArgs) {
  if (await confirmFreshness(params.token ?? '')) return redirect('/profilo?aggiornato=1');
  return data({ invalid: true }, { status: 404 });
}

export const meta: MetaFunction = () => pageMeta(freshness.invalidTitle);

export default function AggiornamentoPage() {
  return (
    <PublicShell title={freshness.invalidTitle}>
      <p className="text-slate-700" role="alert">
        {freshness.invalidBody}
      </p>
      <p className="mt-6">
        <Link to="/profilo" className={buttonClass('primary')}>
          {freshness.goToLogin}
        </Link>
      </p>
    </PublicShell>
  );
}
