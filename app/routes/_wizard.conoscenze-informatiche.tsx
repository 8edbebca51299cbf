// Step 4: Conoscenze informatiche, the catalog's lookup list ('Altro' last reveals a text field).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import {
  Choices,
  Conditional,
  TextField,
  WizardForm,
  stepFormProps,
} from '#app/features/wizard/WizardForm.tsx';
import { informaticaSchema } from '#app/features/wizard/schemas.ts';
import { rawList } from '#app/features/wizard/steps.ts';
import { lookup, stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { conoscenzeInformatiche as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.informatica);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, {
    key: 'informatica',
    schema: informaticaSchema,
    failureData: async () => ({}),
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'informatica');
  const options = lookup('conoscenze');
  return data({ mode: context.mode, values, verify, options }, { headers });
}

export default function InformaticaStep() {
  const loaderData = useLoaderData<typeof loader>();
  const props = stepFormProps(loaderData, useActionData<typeof action>());
  return (
    <WizardForm step="informatica" {...props}>
      <Choices
        name="conoscenze_informatiche"
        legend={t.legend}
        options={loaderData.options}
        type="checkbox"
        columns={2}
      />
      <Conditional when={(live) => rawList(live, 'conoscenze_informatiche').includes('Altro')}>
        <TextField name="conoscenze_informatiche_text" label={t.altro} />
      </Conditional>
    </WizardForm>
  );
}
