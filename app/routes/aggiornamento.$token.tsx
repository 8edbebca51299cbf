// The link of the profile-freshness e-mail: a valid token marks the profile as confirmed today (Strapi) and
// leads to /profilo (through login when needed); an invalid or expired one says so. Works signed in or not.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { confirmFreshness } from '#app/features/candidate/area.server.ts';
import { freshness } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  if (await confirmFreshness(params.token ?? '')) return redirect('/profilo?aggiornato=1');
  return data({ invalid: true }, { status: 404 });
}

export const meta: MetaFunction = () => pageMeta(freshness.invalidTitle);

export default function AggiornamentoPage() {
  return (
    <OutcomePage
      title={freshness.invalidTitle}
      body={freshness.invalidBody}
      role="alert"
      link={{ to: '/profilo', label: freshness.goToLogin }}
    />
  );
}
