// Step 2: Stato occupazionale (occupation and sector experience).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ESPERIENZA, OCCUPAZIONE } from '#catalog/common';
import { Choices, WizardForm, asChoices, stepFormProps } from '~/features/wizard/WizardForm';
import { statoSchema } from '~/features/wizard/schemas';
import { stepAction, stepLoader } from '~/features/wizard/step.server';
import { statoOccupazionale as t, wizard } from '~/texts';
import { pageMeta } from '~/lib/meta';

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
