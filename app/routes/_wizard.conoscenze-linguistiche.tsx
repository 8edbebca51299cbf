// Step 5: languages with levels. Italian is the fixed first row; rows are added and removed with submit
// buttons (they work without JavaScript); rows left empty are dropped.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LINGUA_ITALIANO, LINGUE_PRESET, LIVELLI_LINGUA } from '#catalog/common.ts';
import { Button } from '#app/components/ui/Button.tsx';
import {
  Select,
  TextField,
  WizardForm,
  asChoices,
  stepFormProps,
  useWizardField,
} from '#app/features/wizard/WizardForm.tsx';
import { lingueSchema } from '#app/features/wizard/schemas.ts';
import { rowCount } from '#app/features/wizard/steps.ts';
import { stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { conoscenzeLinguistiche as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.lingue);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, { key: 'lingue', schema: lingueSchema, rows: { lingue: 'lingua' } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'lingue');
  return data({ mode: context.mode, values, verify }, { headers });
}

export default function LingueStep() {
  const props = stepFormProps(useLoaderData<typeof loader>(), useActionData<typeof action>());
  return (
    <WizardForm step="lingue" {...props}>
      <Rows />
    </WizardForm>
  );
}

const LEVELS = asChoices(LIVELLI_LINGUA);

function Rows() {
  const { values } = useWizardField();
  const count = Math.max(1, rowCount(values, 'lingue'));
  return (
    <div id="lingue">
      <datalist id="lingue-preset">
        {LINGUE_PRESET.map((lingua) => (
          <option key={lingua} value={lingua} />
        ))}
      </datalist>
      <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-medium">{t.italiano}</legend>
        <input type="hidden" name="lingue[0].lingua" value={LINGUA_ITALIANO} />
        <Select name="lingue[0].livello" label={t.livello} options={LEVELS} />
      </fieldset>
      {Array.from({ length: count - 1 }, (_, i) => i + 1).map((index) => (
        <fieldset key={index} className="mb-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 font-medium">{t.rowLabel(index + 1)}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <LinguaInput index={index} />
            <Select name={`lingue[${index}].livello`} label={t.livello} options={LEVELS} />
          </div>
          <Button variant="secondary" name="intent" value={`remove:lingue:${index}`} formNoValidate>
            {`${t.remove} ${t.rowLabel(index + 1).toLowerCase()}`}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" name="intent" value="add:lingue" formNoValidate>
        {t.add}
      </Button>
    </div>
  );
}

function LinguaInput({ index }: { index: number }) {
  // A text field offering the preset languages: any other language can be typed (spec 01 §3).
  return <TextField name={`lingue[${index}].lingua`} label={t.lingua} list="lingue-preset" />;
}
