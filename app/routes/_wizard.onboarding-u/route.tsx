// Step 1: Dati anagrafici. Query parameters first_name, last_name, email and phone prefill a new registration.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MOBILITA, TRASFERTA } from '#catalog/common.ts';
import { ErrorList } from '#app/components/ui/Field.tsx';
import { LocationPicker } from './LocationPicker';
import {
  Choices,
  Conditional,
  SiNo,
  TextField,
  WizardForm,
  useWizardField,
} from '#app/features/wizard/WizardForm.tsx';
import { anagraficaSchema } from '#app/features/wizard/schemas.ts';
import { rawString, type RawValues } from '#app/features/wizard/steps.ts';
import { NAZIONI, PROVINCE } from '#app/features/geography/geography.server.ts';
import { comuni, locationChecks, stepAction, stepLoader } from '#app/features/wizard/step.server.ts';
import { anagrafica as t, wizard } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(wizard.stepTitles.anagrafica);

const italianCities = (raw: RawValues) =>
  rawString(raw, 'cittadinanza') === 'IT' ? comuni(rawString(raw, 'provincia')) : Promise.resolve([]);

export async function action({ request, context }: ActionFunctionArgs) {
  return stepAction(request, context, {
    key: 'anagrafica',
    schema: anagraficaSchema(locationChecks),
    failureData: async (raw) => ({ comuni: await italianCities(raw) }),
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, values, verify, headers } = await stepLoader(request, 'anagrafica');
  let initial: RawValues = values;
  if (context.mode === 'new' && Object.keys(values).length === 0) {
    const query = new URL(request.url).searchParams;
    const take = (name: string) => (query.get(name) ?? '').slice(0, 200);
    initial = {
      nome: take('first_name'),
      cognome: take('last_name'),
      email: take('email'),
      telefono: take('phone'),
      cittadinanza: 'IT',
    };
  }
  return data(
    {
      mode: context.mode,
      values: initial,
      verify,
      comuni: await italianCities(initial),
      nazioni: NAZIONI.map((n) => ({ value: n.key, label: n.value })),
      province: PROVINCE.map((p) => ({ value: p.sigla, label: `${p.nome} (${p.sigla})` })),
    },
    { headers },
  );
}

const options = (list: readonly { value: string; label: string }[]) => list.map((o) => ({ ...o }));

export default function AnagraficaStep() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = (actionData && 'values' in actionData ? actionData.values : loaderData.values) as RawValues;
  const cities =
    actionData && 'comuni' in actionData ? (actionData.comuni as typeof loaderData.comuni) : null;
  return (
    <WizardForm
      step="anagrafica"
      mode={loaderData.mode}
      values={values}
      lastResult={actionData?.result}

      notice={loaderData.verify ? wizard.checkStep : null}
    >
      <Fields
        update={loaderData.mode === 'update'}
        nazioni={loaderData.nazioni}
        province={loaderData.province}
        comuni={cities ?? loaderData.comuni}
      />
    </WizardForm>
  );
}

function Fields({
  update,
  ...location
}: {
  update: boolean;
  nazioni: { value: string; label: string }[];
  province: { value: string; label: string }[];
  comuni: { value: string; label: string }[];
}) {
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField name="nome" label={t.nome} autoComplete="given-name" />
        <TextField name="cognome" label={t.cognome} autoComplete="family-name" />
        <TextField name="nascita" label={t.nascita} autoComplete="bday" />
        <TextField
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          readOnly={update}
          help={update ? t.emailLocked : undefined}
        />
        <TextField name="telefono" label={t.telefono} type="tel" autoComplete="tel" />
        <TextField name="cap" label={t.cap} autoComplete="postal-code" />
      </div>
      <TextField name="indirizzo" label={t.indirizzo} autoComplete="street-address" />
      <LocationPicker {...location} />
      <SiNo name="conoscenza_italiano" legend={t.conoscenza_italiano} />
      <SiNo name="categorie_protette" legend={t.categorie_protette} />
      <SiNo name="incentivi_assunzione" legend={t.incentivi_assunzione} />
      <Choices name="mobilita" legend={t.mobilita} options={options(MOBILITA)} type="radio" columns={2} />
      <Choices name="trasferta" legend={t.trasferta} options={options(TRASFERTA)} type="radio" columns={2} />
      <SiNo name="patente_bool" legend={t.patente_bool} />
      <Conditional when={(live) => rawString(live, 'patente_bool') === 'si'}>
        <TextField name="patente_text" label={t.patente_text} />
      </Conditional>
      <SiNo name="automunito_bool" legend={t.automunito_bool} />
      {update ? (
        // Consents of an existing profile: prefilled and hidden (spec 01 §4).
        <>
          <input type="hidden" name="disponibilita_colloquio" value="on" />
          <input type="hidden" name="conferma_veridicita" value="on" />
        </>
      ) : (
        <>
          <Consent name="disponibilita_colloquio" label={t.disponibilita_colloquio} />
          <Consent name="conferma_veridicita" label={t.conferma_veridicita} />
        </>
      )}
    </>
  );
}

function Consent({ name, label }: { name: string; label: string }) {
  const { values, errors } = useWizardField();
  const errorId = errors[name]?.length ? `f-${name}-error` : undefined;
  return (
    <div className="mb-3">
      <div className="flex items-start gap-2">
        <input
          id={`f-${name}`}
          type="checkbox"
          name={name}
          value="on"
          defaultChecked={rawString(values, name) === 'on'}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={`f-${name}`}>{label}</label>
      </div>
      <ErrorList id={errorId} errors={errors[name]} />
    </div>
  );
}
