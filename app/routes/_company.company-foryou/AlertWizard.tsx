// The two-step configure wizard of an alert (spec 02 §5): step 1 the competence areas (the step-2 values travel as
// hidden fields), step 2 the other filters and the commuting distance (issue 25). A form post per step (wizard.server.ts); with JavaScript the same markup
// is a modal dialog.
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { AREE_DI_COMPETENZA } from '#catalog/common.ts';
import { DEFAULT_FILTERS, type AlertFilters } from '#catalog/search-filters.ts';
import { SelectField } from '#app/components/ui/Choice.tsx';
import { WizardDialog } from '#app/components/ui/WizardDialog.tsx';
import type { AlertField } from '#app/features/alerts/alerts.server.ts';
import type { DistancePanel } from '#app/features/search/distance.server.ts';
import { Checkboxes } from '#app/features/search/FilterPanel/Checkboxes.tsx';
import { DistanceFilter } from '#app/features/search/FilterPanel/DistanceFilter.tsx';
import { SELECTS } from '#app/features/search/FilterPanel/selects.ts';
import { search } from '#app/texts/index.ts';
import { alerts as texts } from '#app/texts/alerts.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { NAMES, PATH, STEP2_KEYS, STEPS } from './alert-wizard';
import { describeCount } from './alert-view';
import type { AlertCount } from './wizard.server';

const STEP2_SELECTS = SELECTS.filter(({ name }) => (STEP2_KEYS as readonly string[]).includes(name));

export function AlertWizard({
  field,
  step,
  values,
  distance,
  areasError,
  count,
}: {
  field: AlertField;
  step: number;
  values: AlertFilters;
  distance: DistancePanel;
  areasError: boolean;
  /** Step 2: how many profiles the alert would find today (issue 39 item 7), null when it could not be counted. */
  count: AlertCount | null;
}) {
  const formId = `alert-${field}-passo-${step}`;
  return (
    <WizardDialog
      title={texts.wizardTitle(NAMES[field])}
      closeTo={PATH}
      progress={texts.progress(step, STEPS)}
      stepTitle={step === 1 ? texts.step1Title : texts.step2Title}
      formId={formId}
      step={step}
      steps={STEPS}
      labels={{ cancel: texts.cancel, back: texts.back, next: texts.next, finish: texts.save }}
    >
      <Form method="post" id={formId} noValidate className="mt-4" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="target" value={field} />
        <input type="hidden" name="passo" value={step} />
        {step === 1 ? (
          <>
            <p className="mb-2 text-sm text-slate-700">{texts.step1Help}</p>
            <Checkboxes
              legend={search.aree}
              name="aree_di_competenza"
              options={AREE_DI_COMPETENZA}
              checked={values.aree_di_competenza}
              error={areasError ? texts.areasRequired : null}
            />
            {STEP2_KEYS.map((key) => (
              <input key={key} type="hidden" name={key} value={String(values[key])} />
            ))}
          </>
        ) : (
          <>
            {STEP2_SELECTS.map(({ name, label, options }) => (
              <SelectField
                key={name}
                label={label}
                options={options}
                selectProps={{ name, defaultValue: String(values[name as keyof AlertFilters]) }}
              />
            ))}
            <DistanceFilter filters={{ ...DEFAULT_FILTERS, ...values }} panel={distance} open />
            {count ? <AlertCountNote count={count} values={values} /> : null}
          </>
        )}
      </Form>
    </WizardDialog>
  );
}

/**
 * Step 2's count (issue 39 item 7), of the values the step was shown with; 'Aggiorna il conteggio' saves the step's
 * values and shows it again, counted anew (a post and a redirect: the same with JavaScript or without).
 */
function AlertCountNote({ count, values }: { count: AlertCount; values: AlertFilters }) {
  const { total, hints } = describeCount(count, values);
  return (
    <section className="mt-4 rounded-md bg-brand-50 p-3" data-testid="alert-count">
      <p role="status" className="font-semibold text-brand-900">
        {total}
      </p>
      {hints.map((hint) => (
        <p key={hint} className="mt-1 text-sm text-slate-800">
          {hint}
        </p>
      ))}
      <p className="mt-2 text-xs text-slate-600">{texts.countHelp}</p>
      <button type="submit" name="intent" value="count" className={`${buttonClass('link')} mt-1`}>
        {texts.countRefresh}
      </button>
    </section>
  );
}
