// /nuovi-termini (issue 41): a signed-in person whose accepted terms or privacy policy are older than the current
// versions (catalog/privacy.ts LEGAL_VERSIONS) is sent here by every guard (auth.server.ts) before anything else:
// what changed, and an "Accetto" form that records the acceptance in Strapi, then back where they were going.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { LEGAL_CHANGES, LEGAL_VERSIONS } from '#catalog/privacy.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import { HOME, isSafeLocalPath } from '#app/lib/routes.ts';
import { requireUser } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { consent as t } from '#app/texts/privacy.ts';

export const meta: MetaFunction = () => pageMeta(t.title);

const nextOf = (request: Request, fallback: string) => {
  const to = new URL(request.url).searchParams.get('redirectTo');
  return isSafeLocalPath(to) ? to : fallback;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.consenso_da_rinnovare) throw redirect(nextOf(request, HOME[user.type]));
  return {
    termini: {
      version: LEGAL_VERSIONS.termini,
      changes: LEGAL_CHANGES.termini[LEGAL_VERSIONS.termini] ?? [],
    },
    privacy: {
      version: LEGAL_VERSIONS.privacy,
      changes: LEGAL_CHANGES.privacy[LEGAL_VERSIONS.privacy] ?? [],
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const accepted = await strapi.privacy.acceptConsent(request, {
    json: { termini: Number(form.get('termini')), privacy: Number(form.get('privacy')) },
  });
  if (!accepted.ok) return data({ error: t.stale }, { status: accepted.status === 409 ? 409 : 400 });
  throw redirect(nextOf(request, HOME[user.type]));
}

export default function NewTermsPage() {
  const texts = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="contenuto" className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2">{t.intro}</p>
      {answer?.error ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {answer.error}
        </p>
      ) : null}
      <section aria-labelledby="termini" className="mt-6">
        <h2 id="termini" className="text-lg font-semibold">
          {t.terms(texts.termini.version)}
        </h2>
        <ul className="mt-2 list-disc pl-6">
          {texts.termini.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <Link to="/termini-di-utilizzo" className="mt-2 inline-block font-medium text-brand-700 underline">
          {t.readTerms}
        </Link>
      </section>
      <section aria-labelledby="privacy" className="mt-6">
        <h2 id="privacy" className="text-lg font-semibold">
          {t.privacy(texts.privacy.version)}
        </h2>
        <ul className="mt-2 list-disc pl-6">
          {texts.privacy.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <Link to="/privacy-policy" className="mt-2 inline-block font-medium text-brand-700 underline">
          {t.readPrivacy}
        </Link>
      </section>
      <Form method="post" className="mt-8">
        <AuthenticityTokenInput />
        <input type="hidden" name="termini" value={texts.termini.version} />
        <input type="hidden" name="privacy" value={texts.privacy.version} />
        <button type="submit" className={buttonClass('primary')}>
          {t.accept}
        </button>
      </Form>
    </main>
  );
}
