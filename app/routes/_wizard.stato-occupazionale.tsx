// Step 2: Stato occupazionale (occupation and sector experience).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ESPERIENZA, OCCUPAZIONE } from '#catalog/common.ts';
import { Choices, WizardForm, asChoices, stepFormProps } from '#app/features/wizard/WizardForm.tsx';
import { statoSchema } from '#app/features/wizard/schemas.ts';
import { stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { statoOccupazionale as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.stato);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, { key: 'stato', schema: statoSchema });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'stato');
  return data({ mode: context.mode, values, verify }, { headers });
}

export default function StatoStep() {
  const props = stepFormProps(useLoaderData<typeof loader>(), useActionData<typeof action>());
  return (
    <WizardForm step="stato" {...props}>
      <Choices name="occupazione" legend={t.occupazione} options={asChoices(OCCUPAZIONE)} type="radio" />
      <Choices name="esperienza" legend={t.esperienza} options={asChoices(ESPERIENZA)} type="radio" />
    </WizardForm>
  );
}
