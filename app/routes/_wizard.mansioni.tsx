// Step 6: Mansioni (competence areas from the catalog's lookup list, plus the job grade).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { QUALIFICA } from '#catalog/common.ts';
import { Choices, WizardForm, asChoices, stepFormProps } from '#app/features/wizard/WizardForm.tsx';
import { mansioniSchema } from '#app/features/wizard/schemas.ts';
import { lookup, stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { mansioniStep as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.mansioni);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, {
    key: 'mansioni',
    schema: mansioniSchema,
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'mansioni');
  const options = lookup('aree');
  return data({ mode: context.mode, values, verify, options }, { headers });
}

export default function MansioniStep() {
  const loaderData = useLoaderData<typeof loader>();
  const props = stepFormProps(loaderData, useActionData<typeof action>());
  return (
    <WizardForm step="mansioni" {...props}>
      <Choices
        name="aree_di_competenza"
        legend={t.aree}
        options={loaderData.options}
        type="checkbox"
        columns={2}
      />
      <Choices name="qualifica" legend={t.qualifica} options={asChoices(QUALIFICA)} type="radio" />
    </WizardForm>
  );
}
