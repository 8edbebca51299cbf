// Step 7: the technical sheet. Nothing ticked at all opens the 'Scheda tecnica non compilata' dialog.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { SCHEDA_TECNICA_VUOTA } from '#catalog/common.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { SchedaTecnicaFields } from './SchedaTecnicaFields';
import { WizardForm, stepFormProps } from '#app/features/wizard/WizardForm.tsx';
import { parseScheda } from '#app/features/wizard/scheda.ts';
import { stepAction, stepLoader, type CustomParse } from '#app/features/wizard/step.server.ts';
import { schedaTecnicaStep as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.scheda);

const parse: CustomParse = (formData) => {
  const { errors, empty } = parseScheda((name) => formData.getAll(name));
  if (empty) return { ok: false, result: { status: 'error', error: {} }, dialog: 'scheda-vuota' };
  if (Object.keys(errors).length > 0) return { ok: false, result: { status: 'error', error: errors } };
  return { ok: true };
};

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, { key: 'scheda', parse });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'scheda');
  return data({ mode: context.mode, values, verify }, { headers });
}

export default function SchedaStep() {
  const actionData = useActionData<typeof action>();
  const props = stepFormProps(useLoaderData<typeof loader>(), actionData);
  // Nothing was ticked, so closing the dialog by navigating back to the step loses nothing.
  const dialogOpen = actionData?.dialog === 'scheda-vuota';
  return (
    <>
      <WizardForm step="scheda" {...props}>
        <p className="mb-4 text-slate-700">{t.intro}</p>
        <SchedaTecnicaFields />
      </WizardForm>
      {dialogOpen ? (
        <Dialog
          title={SCHEDA_TECNICA_VUOTA.titolo}
          tone="error"
          closeTo="/scheda-tecnica"
          actions={
            <Link to="/scheda-tecnica" replace className={buttonClass('primary')}>
              {SCHEDA_TECNICA_VUOTA.bottone}
            </Link>
          }
        >
          <p>{SCHEDA_TECNICA_VUOTA.messaggio}</p>
        </Dialog>
      ) : null}
    </>
  );
}
