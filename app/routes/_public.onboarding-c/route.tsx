// Company registration, step 1 'Dati aziendali' (spec 02 §2, §4, §5). The step is saved into the server-side
// draft and the visitor goes on to /onboarding-c2. The agency fields and the VAT lookup are beside this module.
import { getFormProps, getInputProps } from '@conform-to/react';
import { getZodConstraint, parseIntent, parseWithZod } from '#app/server/validation.server.ts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { data, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { type Constraints, useServerForm } from '#app/components/useServerForm.ts';
import { CompanyDataFields, type CompanyTextFields } from '#app/components/CompanyDataFields.tsx';
import { EmailTakenDialog } from '#app/features/registration/EmailTakenDialog.tsx';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { companyStep1Schema, type CompanyStep1Input } from '#app/lib/schemas/company.ts';
import { lookupCompany, shouldLookup } from '#app/features/registration/company-lookup.server.ts';
import { clientIp } from '#app/server/client-ip.server.ts';
import { readDraft, saveDraft } from '#app/server/drafts.server.ts';
import { isEmailAvailable } from '#app/features/registration/email-check.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { common, companyFields, companyRegistration } from '#app/texts/index.ts';
import { nextCheckAgenzia, REGISTRATION_REQUIRED, WORK_ADDRESS_FIELDS } from '#catalog/company-rules.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { AgencyFields, useAgencyRule } from './AgencyFields';
import { useVatLookup } from './useVatLookup';

const TEXT_FIELDS = [...REGISTRATION_REQUIRED, ...WORK_ADDRESS_FIELDS, 'aut_min'] as const;

export const meta: MetaFunction = () => pageMeta(companyRegistration.step1Title);

/** The raw step values (strings, checkboxes as 'on'), as the draft keeps them and the form shows them. */
function rawValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 500);
  }
  for (const box of ['check_agenzia', 'check_veridicita']) {
    if (formData.get(box) === 'on') values[box] = 'on';
  }
  return values;
}

/**
 * spec 02 §4, applied by the server whatever the browser sent: an agency ATECO code ticks check_agenzia,
 * an emptied VAT number or ATECO code clears it; an unticked box clears aut_min.
 */
function applyAgencyRule(formData: FormData): FormData {
  const piva = formData.get('piva');
  const ateco = formData.get('codice_ateco');
  const checked = nextCheckAgenzia(formData.get('check_agenzia') === 'on', piva, ateco);
  if (checked) formData.set('check_agenzia', 'on');
  else {
    formData.delete('check_agenzia');
    formData.delete('aut_min');
  }
  return formData;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = applyAgencyRule(await readForm(request, { honeypot: true }));

  if (parseIntent(formData, ['next', 'lookup']) === 'lookup') {
    // Without JavaScript, 'Compila da P. IVA' fills ATECO code, description and SDI, then shows the step again.
    const values = rawValues(formData);
    if (shouldLookup(values.piva, values.sdi)) {
      const found = await lookupCompany(clientIp(request, context), values.piva);
      for (const [key, value] of Object.entries(found ?? {})) if (value) values[key] = value;
      const checked = nextCheckAgenzia(values.check_agenzia === 'on', values.piva, values.codice_ateco);
      if (checked) values.check_agenzia = 'on';
    }
    const headers = await saveDraft(request, 'company', { step1: values }, clientIp(request, context));
    return redirect('/onboarding-c', { headers });
  }

  const submission = parseWithZod(formData, { schema: companyStep1Schema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), emailTaken: false }, { status: 400 });
  }
  const headers = await saveDraft(
    request,
    'company',
    { step1: rawValues(formData) },
    clientIp(request, context),
  );
  const available = await isEmailAvailable(clientIp(request, context), submission.value.email);
  if (available === 'limited') {
    return data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), emailTaken: false },
      { status: 429, headers },
    );
  }
  if (!available) {
    return data({ result: submission.reply(), emailTaken: true }, { status: 400, headers });
  }
  return redirect('/onboarding-c2', { headers });
}

/** The VAT lookup of the fetcher changes nothing this page loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/company-lookup' ? false : defaultShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await readDraft(request, 'company');
  const defaults = { ...((draft.step1 as Record<string, string> | undefined) ?? {}) };
  // spec 02 §2: azienda, email, p_iva and phone prefill the form.
  const url = new URL(request.url);
  const prefill = { nome: 'azienda', email: 'email', piva: 'p_iva', telefono: 'phone' } as const;
  for (const [field, param] of Object.entries(prefill)) {
    const value = url.searchParams.get(param)?.trim();
    if (value) defaults[field] = value.slice(0, 200);
  }
  return { defaults, constraint: getZodConstraint(companyStep1Schema) };
}

/** A stable key per set of defaults: the form remounts only when the server changed its values (lookup). */
const formKey = (defaults: Record<string, string>) => JSON.stringify(defaults);

export default function CompanyStep1Page() {
  const { defaults, constraint } = useLoaderData<typeof loader>();
  return <Step1Form key={formKey(defaults)} defaults={defaults} constraint={constraint} />;
}

function Step1Form({ defaults, constraint }: { defaults: Record<string, string>; constraint: Constraints }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm<CompanyStep1Input>({
    id: 'onboarding-c',
    lastResult: actionData?.result,
    // Checkboxes are kept as 'on', the way the form posts them.
    defaultValue: defaults as never,
    constraint,
  });

  useAgencyRule(form, fields.piva.value, fields.codice_ateco.value);
  useVatLookup(form, fields.piva.value, fields.sdi.value);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="mb-4 text-lg font-bold text-brand-700">{common.appName}</p>
      <main id="contenuto" className="rounded-lg bg-white p-6 shadow-md sm:p-8">
        <p className="text-sm text-slate-600">{companyRegistration.stepOf(1, 2)}</p>
        <h1 className="text-2xl font-bold text-slate-900">{companyRegistration.step1Title}</h1>
        <p className="mt-2 text-slate-600">{companyRegistration.step1Intro}</p>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6">
          <AuthenticityTokenInput />
          <HoneypotInputs label={common.honeypotLabel} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <CompanyDataFields fields={fields as unknown as CompanyTextFields} />
          <div className="mb-4">
            <button
              type="submit"
              name="intent"
              value="lookup"
              formNoValidate
              className={buttonClass('secondary')}
            >
              {companyRegistration.lookup}
            </button>
          </div>
          <AgencyFields
            checkAgenzia={fields.check_agenzia}
            autMin={fields.aut_min}
            onUntick={() => form.update({ name: fields.aut_min.name, value: '' })}
          />
          <div className="mb-4 flex items-start gap-2">
            <input
              {...getInputProps(fields.check_veridicita, { type: 'checkbox' })}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor={fields.check_veridicita.id}>{companyFields.check_veridicita}</label>
          </div>
          {fields.check_veridicita.errors ? (
            <p id={fields.check_veridicita.errorId} className="-mt-3 mb-4 text-sm text-red-700">
              {fields.check_veridicita.errors[0]}
            </p>
          ) : null}
          <div className="flex justify-end">
            <SubmitButton name="intent" value="next" pendingLabel={companyRegistration.submitting}>
              {companyRegistration.next}
            </SubmitButton>
          </div>
        </Form>
      </main>
      {actionData?.emailTaken ? <EmailTakenDialog cancelTo="/onboarding-c" /> : null}
    </div>
  );
}
