// The frame of every wizard step: title, 'Passo n di 9', the form (CSRF, honeypot; validated by the step's
// action, with or without JavaScript: no zod in the browser, docs/decisions.md) and the navigation buttons. Fields read their initial value from the
// step's raw values (draft or what was just posted) and their errors from conform.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { useServerForm } from '#app/components/useServerForm.ts';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { ChoiceGroup, SelectField, TextareaField, type ChoiceOption } from '#app/components/ui/Choice.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import {
  WIZARD_STEPS,
  rawFromForm,
  rawList,
  rawString,
  stepIndex,
  type RawValues,
  type StepKey,
} from '#app/features/wizard/steps.ts';
import { common, wizard } from '#app/texts/index.ts';

type WizardState = {
  values: RawValues;
  live: RawValues;
  errors: Record<string, string[] | undefined>;
  hydrated: boolean;
};

const WizardContext = createContext<WizardState>({ values: {}, live: {}, errors: {}, hydrated: false });

export const useWizardField = () => useContext(WizardContext);

/** Whether a conditional block is shown: always without JavaScript, by the live answer with it. */
export function useShown(condition: (live: RawValues) => boolean): boolean {
  const { live, hydrated } = useWizardField();
  return !hydrated || condition(live);
}

type WizardFormProps = {
  step: StepKey;
  mode: 'new' | 'update';
  values: RawValues;
  lastResult?: SubmissionResult<string[]> | null;
  children: ReactNode;
  notice?: string | null;
};

/**
 * Fields are uncontrolled (they work without JavaScript): new values from the server (a removed row, a
 * reloaded step) remount the form so that every field shows them.
 */
export function WizardForm(props: WizardFormProps) {
  return <WizardFormInner key={JSON.stringify(props.values)} {...props} />;
}

function WizardFormInner({ step, mode, values, lastResult, children, notice }: WizardFormProps) {
  const index = stepIndex(step);
  const hydrated = useHydrated();
  const [live, setLive] = useState<RawValues>(values);
  const [form] = useServerForm({ id: `wizard-${step}`, lastResult: lastResult ?? undefined });
  const errors = form.allErrors;
  const last = index === WIZARD_STEPS.length - 1;
  const title = mode === 'update' ? wizard.updateTitle : wizard.appTitle;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-lg font-bold text-brand-700">{common.appName}</p>
      <p className="mt-1 text-sm text-slate-600">{title}</p>
      <nav aria-label={wizard.progress(index + 1, WIZARD_STEPS.length)} className="mt-4">
        <p className="text-sm font-semibold text-slate-700">
          {wizard.progress(index + 1, WIZARD_STEPS.length)}
        </p>
        <div className="mt-1 h-2 w-full rounded bg-slate-200" aria-hidden="true">
          <div
            className="h-2 rounded bg-brand-600"
            style={{ width: `${Math.round(((index + 1) / WIZARD_STEPS.length) * 100)}%` }}
          />
        </div>
      </nav>
      <main id="contenuto" className="mt-6 rounded-lg bg-white p-6 shadow-md">
        <h1 className="text-2xl font-bold text-slate-900">{wizard.stepTitles[step]}</h1>
        {notice ? <p className="mt-2 rounded bg-amber-50 p-2 text-amber-900">{notice}</p> : null}
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="mt-6"
          onChange={(event) => setLive(rawFromForm(new FormData(event.currentTarget)))}
        >
          <AuthenticityTokenInput />
          <HoneypotInputs label={common.honeypotLabel} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <WizardContext.Provider value={{ values, live, errors, hydrated }}>
            {children}
          </WizardContext.Provider>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            {index > 0 ? (
              <Button variant="secondary" name="intent" value="back" formNoValidate>
                {wizard.back}
              </Button>
            ) : mode === 'update' ? (
              <Link to="/profilo" className={buttonClass('secondary')}>
                {wizard.backToProfile}
              </Link>
            ) : (
              <span />
            )}
            <SubmitButton name="intent" value="next" pendingLabel={wizard.saving}>
              {last && mode === 'update' ? wizard.save : wizard.next}
            </SubmitButton>
          </div>
        </Form>
      </main>
    </div>
  );
}

// ---------------------------------------------------------------- fields bound to the wizard state

export function TextField({
  name,
  label,
  type = 'text',
  help,
  readOnly,
  autoComplete,
  list,
}: {
  name: string;
  label: string;
  type?: string;
  help?: string;
  readOnly?: boolean;
  autoComplete?: string;
  list?: string;
}) {
  const { values, errors } = useWizardField();
  return (
    <Field
      label={label}
      help={help}
      errors={errors[name]}
      inputProps={{
        name,
        id: `f-${name}`,
        type,
        defaultValue: rawString(values, name),
        readOnly,
        autoComplete,
        list,
      }}
    />
  );
}

export function TextArea({ name, label }: { name: string; label: string }) {
  const { values, errors } = useWizardField();
  return (
    <TextareaField
      label={label}
      errors={errors[name]}
      textareaProps={{ name, id: `f-${name}`, defaultValue: rawString(values, name) }}
    />
  );
}

export function Select({
  name,
  label,
  options,
  disabled,
  help,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  disabled?: boolean;
  help?: string;
}) {
  const { values, errors } = useWizardField();
  return (
    <SelectField
      label={label}
      options={options}
      placeholder={wizard.select}
      errors={errors[name]}
      help={help}
      selectProps={{ name, id: `f-${name}`, defaultValue: rawString(values, name), disabled }}
    />
  );
}

export function Choices({
  name,
  legend,
  options,
  type,
  columns,
}: {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  type: 'radio' | 'checkbox';
  columns?: 1 | 2 | 3;
}) {
  const { values, errors } = useWizardField();
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      type={type}
      options={options}
      idPrefix={`f-${name.replace(/[^\w-]/g, '_')}`}
      value={type === 'checkbox' ? rawList(values, name) : rawString(values, name)}
      errors={errors[name]}
      columns={columns}
    />
  );
}

export const SI_NO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'si', label: wizard.yes },
  { value: 'no', label: wizard.no },
];

export function SiNo({ name, legend }: { name: string; legend: string }) {
  return <Choices name={name} legend={legend} options={SI_NO_OPTIONS} type="radio" columns={3} />;
}

/** A text field shown when `when` holds for the live answers (always without JavaScript). */
export function Conditional({ when, children }: { when: (live: RawValues) => boolean; children: ReactNode }) {
  return useShown(when) ? <>{children}</> : null;
}

export const asChoices = (list: readonly string[]): ChoiceOption[] =>
  list.map((v) => ({ value: v, label: v }));

type StepLoaderData = { mode: 'new' | 'update'; values: RawValues; verify: boolean };
type StepActionData = { result?: SubmissionResult<string[]> | null; values?: RawValues } | undefined;

/** The props of WizardForm common to every step: mode, values (posted ones after a failure), result, notice. */
export function stepFormProps(loaderData: StepLoaderData, actionData: StepActionData) {
  return {
    mode: loaderData.mode,
    values: actionData?.values ?? loaderData.values,
    lastResult: actionData?.result ?? null,
    notice: loaderData.verify ? wizard.checkStep : null,
  };
}
