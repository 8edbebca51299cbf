// Step 3: Titolo di studio. 'Altro' and 'Si' reveal their text field; no degree forces 'Nessuno'.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { INGEGNERE_ENUM, PERITO_ENUM, QUALIFICA_PROFESSIONALE_ENUM, TIPO_LAUREA } from '#catalog/common.ts';
import {
  Choices,
  Conditional,
  Select,
  SiNo,
  TextField,
  WizardForm,
  asChoices,
  stepFormProps,
  useWizardField,
} from '#app/features/wizard/WizardForm.tsx';
import { titoloSchema } from '#app/features/wizard/schemas.ts';
import { rawString, type RawValues } from '#app/features/wizard/steps.ts';
import { stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { titoloDiStudio as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.titolo);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, { key: 'titolo', schema: titoloSchema });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'titolo');
  return data({ mode: context.mode, values, verify }, { headers });
}

const is = (name: string, value: string) => (live: RawValues) => rawString(live, name) === value;

export default function TitoloStep() {
  const props = stepFormProps(useLoaderData<typeof loader>(), useActionData<typeof action>());
  return (
    <WizardForm step="titolo" {...props}>
      <Select
        name="qualifica_professionale_enum"
        label={t.qualifica_professionale_enum}
        options={asChoices(QUALIFICA_PROFESSIONALE_ENUM)}
      />
      <Conditional when={is('qualifica_professionale_enum', 'Altro')}>
        <TextField name="qualifica_professionale_text" label={t.qualifica_professionale_text} />
      </Conditional>
      <Select name="perito_enum" label={t.perito_enum} options={asChoices(PERITO_ENUM)} />
      <Conditional when={is('perito_enum', 'Altro')}>
        <TextField name="perito_text" label={t.perito_text} />
      </Conditional>
      <Choices
        name="tipo_laurea"
        legend={t.tipo_laurea}
        options={TIPO_LAUREA.map((o) => ({ ...o }))}
        type="radio"
      />
      <Degree />
      <SiNo name="specializzazione_bool" legend={t.specializzazione_bool} />
      <Conditional when={is('specializzazione_bool', 'si')}>
        <TextField name="specializzazione_text" label={t.specializzazione_text} />
      </Conditional>
      <SiNo name="certificazione_bool" legend={t.certificazione_bool} />
      <Conditional when={is('certificazione_bool', 'si')}>
        <TextField name="certificazione_text" label={t.certificazione_text} />
      </Conditional>
    </WizardForm>
  );
}

/** With JavaScript, no degree shows 'Nessuno' disabled; without, the server forces it. */
function Degree() {
  const { live, hydrated } = useWizardField();
  const none = hydrated && rawString(live, 'tipo_laurea') === 'none';
  return (
    <>
      {none ? (
        <Select
          key="none"
          name="ingegnere_enum_disabled"
          label={t.ingegnere_enum}
          options={[{ value: 'Nessuno', label: 'Nessuno' }]}
          disabled
        />
      ) : (
        <Select
          key="any"
          name="ingegnere_enum"
          label={t.ingegnere_enum}
          options={asChoices(INGEGNERE_ENUM)}
        />
      )}
      <Conditional
        when={(v) => rawString(v, 'tipo_laurea') !== 'none' && rawString(v, 'ingegnere_enum') === 'Altro'}
      >
        <TextField name="ingegnere_text" label={t.ingegnere_text} />
      </Conditional>
    </>
  );
}
