// Step 8: the seven company values, each rated 1 to 3.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { VALORI_AZIENDALI } from '#catalog/common.ts';
import { Choices, WizardForm, stepFormProps } from '#app/features/wizard/WizardForm.tsx';
import { valoriSchema } from '#app/features/wizard/schemas.ts';
import { stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { valoriStep as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.valori);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, { key: 'valori', schema: valoriSchema });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'valori');
  return data({ mode: context.mode, values, verify }, { headers });
}

const RATINGS = ['1', '2', '3'].map((value) => ({ value, label: value }));

export default function ValoriStep() {
  const props = stepFormProps(useLoaderData<typeof loader>(), useActionData<typeof action>());
  return (
    <WizardForm step="valori" {...props}>
      <p className="mb-4 text-slate-700">{t.intro}</p>
      {VALORI_AZIENDALI.map((valore) => (
        <Choices
          key={valore.value}
          name={valore.value}
          legend={valore.label}
          options={RATINGS}
          type="radio"
          columns={3}
        />
      ))}
    </WizardForm>
  );
}
