// The report of an unreachable candidate (issue 26) as a page: what a browser without JavaScript opens from the
// profile and from a card of /company-unlocked-profiles. With JavaScript both show the same form in a dialog
// (`?segnala=`), posting here too.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ReportStatus } from '#app/features/guarantee/GuaranteePanel.tsx';
import { LimitNotice, ReportPageForm } from '#app/features/guarantee/ReportForm.tsx';
import { backTo, loadReportState, submitReport } from '#app/features/guarantee/guarantee.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { guarantee as texts } from '#app/texts/index.ts';

export const meta: MetaFunction = () => pageMeta(texts.formTitle);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request);
  const id = params.id ?? '';
  const state = await loadReportState(request, id);
  if (!state) return data({ id, state: null, back: `/resource-profile/${id}` }, 404);
  const from = new URL(request.url).searchParams.get('da');
  return { id, state, back: backTo(id, from === 'elenco' ? '/company-unlocked-profiles' : null) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The CSRF token first, as every form of the portal: a forged post is refused before anything else.
  const form = await readForm(request);
  await requireCompany(request);
  return data(await submitReport(request, params.id ?? '', form), 400);
}

export default function ReportPage() {
  const { id, state, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="contenuto" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">{state ? texts.formTitle : texts.notFound}</h1>
      {state ? (
        <section className="panel panel-md">
          {state.segnalabile ? (
            <>
              <p className="mb-4 text-sm">{texts.formIntro}</p>
              <LimitNotice state={state} />
              <ReportPageForm
                id={id}
                data={actionData}
                min={state.giorno_sblocco}
                max={state.oggi}
                redirectTo={back}
              />
            </>
          ) : (
            <>
              <ReportStatus state={state} />
              <Link to={back} className={`${buttonClass('secondary')} mt-4`}>
                {texts.back}
              </Link>
            </>
          )}
        </section>
      ) : (
        <Link to={back} className={buttonClass('secondary')}>
          {texts.back}
        </Link>
      )}
    </main>
  );
}
