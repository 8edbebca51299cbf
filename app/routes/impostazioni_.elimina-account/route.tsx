// /impostazioni/elimina-account (issue 41): what erasing the caller's account deletes and keeps (from Strapi's
// registry), and the password form that does it. A candidate, a company's titolare (the company and its team go) or a
// member (leaving the team). After the erasure the session goes with it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import { logoutWithNotice, requireUser } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { erasure as t } from '#app/texts/privacy.ts';

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const preview = await strapi.privacy.erasurePreview(request);
  if (!preview.ok) throw new Response(null, { status: preview.status });
  return preview.data.data;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  const password = form.get('password');
  if (typeof password !== 'string' || password === '')
    return data({ error: t.missingPassword }, { status: 400 });
  const erased = await strapi.privacy.erase(request, { json: { password } });
  if (!erased.ok)
    return data({ error: t.wrongPassword }, { status: erased.status === 400 ? 400 : erased.status });
  // The account is gone, and the session with it; the login page says so (the e-mail confirms the erasure).
  return logoutWithNotice(request, '/', 'accountDeleted');
}

export default function ErasurePage() {
  const preview = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const member = preview.kind === 'member';
  const kept =
    preview.kind === 'candidate'
      ? t.candidateKept
      : preview.kind === 'company'
        ? t.companyKept
        : t.memberKept;
  return (
    <main id="contenuto" className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">{member ? t.leaveTitle : t.title}</h1>
      <p className="mt-2 font-medium text-red-800">{t.intro}</p>
      <h2 className="mt-6 text-lg font-semibold">{t.deletedHeading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {preview.eliminati.map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
      {preview.membri > 0 ? <p className="mt-2">{t.members(preview.membri)}</p> : null}
      {preview.kind === 'company' ? (
        <p className="mt-2 font-medium" data-testid="crediti-persi">
          {t.creditsLost(preview.crediti_persi)}
        </p>
      ) : null}
      <h2 className="mt-6 text-lg font-semibold">{t.keptHeading}</h2>
      <p className="mt-2">{kept}</p>
      <p className="mt-4 text-slate-700">{t.emailAgain}</p>
      <Form method="post" className="mt-6 space-y-4">
        <AuthenticityTokenInput />
        <Field
          label={t.password}
          errors={answer?.error ? [answer.error] : null}
          inputProps={{
            name: 'password',
            type: 'password',
            autoComplete: 'current-password',
            required: true,
          }}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')}>
            {member ? t.confirmLeave : t.confirm}
          </button>
          <Link to="/impostazioni" className={buttonClass('secondary')}>
            {t.cancel}
          </Link>
        </div>
      </Form>
    </main>
  );
}
