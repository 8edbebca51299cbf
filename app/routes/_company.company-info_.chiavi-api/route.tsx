// /company-info/chiavi-api (issue 43): the titolare's API keys for an ATS (docs/ats-api.md), a page of its own like
// the Team (a member is sent back to /company-info; Strapi refuses its calls with 403 anyway). A new key is the
// action's answer, shown this once; a revoke redirects back.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ApiKeysPanel } from '#app/features/pipeline/ApiKeysPanel.tsx';
import { apiKeyAction, isApiKeyIntent, loadApiKeys } from '#app/features/pipeline/pipeline.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { requireTitolare } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { apiKeys as texts } from '#app/texts/index.ts';

export const meta: MetaFunction = () => pageMeta(texts.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireTitolare(request);
  return { keys: (await loadApiKeys(request)) ?? [] };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireTitolare(request);
  const form = await readForm(request);
  if (!isApiKeyIntent(form.get('intent'))) throw new Response(texts.unknownAction, { status: 400 });
  return apiKeyAction(request, form);
}

export default function ApiKeysPage() {
  const { keys } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="contenuto" className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Link to="/company-info" className={buttonClass('link')}>
        {texts.back}
      </Link>
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <ApiKeysPanel keys={keys} answer={answer?.apiKey} />
    </main>
  );
}
