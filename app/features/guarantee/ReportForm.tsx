// The report form (issue 26): what the company tried and the date of its first attempt. The same form posts from
// the report page (JavaScript off) and from the dialog on the profile and on the list of unlocked profiles
// (JavaScript on, through a fetcher, so the errors stay in the dialog); all post to /resource-profile/<id>/segnala.
// The dialog's content lives here, not in GuaranteePanel, so that the list, which already loads this module for its
// cards' links, opens the dialog without loading the profile's panel (scripts/check-bundle.mjs).
import { Form, Link, useFetcher } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { ChoiceGroup } from '#app/components/ui/Choice.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { guarantee as texts } from '#app/texts/index.ts';
import type { ReportActionData, ReportState } from './guarantee.server';

export const reportAction = (id: number | string) => `/resource-profile/${id}/segnala`;

const TENTATIVI = (['telefono', 'email', 'entrambi'] as const).map((value) => ({
  value,
  label: texts.tentativi[value],
}));

function Fields({ data, min, max }: { data?: ReportActionData; min: string; max: string }) {
  return (
    <>
      <AuthenticityTokenInput />
      {data?.message ? <FormErrors errors={[data.message]} /> : null}
      <ChoiceGroup
        legend={texts.tentativo}
        name="tentativo"
        type="radio"
        options={TENTATIVI}
        value={data?.values.tentativo ?? null}
        errors={data?.fields.tentativo ? [data.fields.tentativo] : null}
        required
        idPrefix="tentativo"
      />
      <Field
        label={texts.primoTentativo}
        errors={data?.fields.primo_tentativo ? [data.fields.primo_tentativo] : null}
        inputProps={{
          name: 'primo_tentativo',
          type: 'date',
          min,
          max,
          required: true,
          defaultValue: data?.values.primo_tentativo ?? max,
        }}
      />
    </>
  );
}

/** The page's form (works without JavaScript). */
export function ReportPageForm({
  id,
  data,
  min,
  max,
  redirectTo,
}: {
  id: number | string;
  data?: ReportActionData;
  min: string;
  max: string;
  redirectTo: string;
}) {
  return (
    <Form method="post" action={reportAction(id)} noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Fields data={data} min={min} max={max} />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to={redirectTo} className={buttonClass('secondary')}>
          {texts.cancel}
        </Link>
        <Button type="submit">{texts.submit}</Button>
      </div>
    </Form>
  );
}

/** The dialog's form: a fetcher, so a refusal is shown in the dialog and a success follows the redirect. */
export function ReportDialogForm({
  id,
  min,
  max,
  redirectTo,
  cancel,
}: {
  id: number | string;
  min: string;
  max: string;
  redirectTo: string;
  cancel: ReactNode;
}) {
  const fetcher = useFetcher<ReportActionData>();
  return (
    <fetcher.Form method="post" action={reportAction(id)} noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Fields data={fetcher.data} min={min} max={max} />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {cancel}
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? texts.sending : texts.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** Before sending: a report made now would go to the staff, with the numbers (issue 39 item 3). */
export function LimitNotice({ state }: { state: ReportState }) {
  if (!state.limite) return null;
  return (
    <p
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="guarantee-limit"
    >
      {state.limite.avviso}
    </p>
  );
}

/**
 * What the report's dialog holds, on the profile and on a card of the unlocked list (issue 39 item 8): the intro, the
 * limit's notice and the form; 'Annulla' and a sent report lead to `closeTo`, the page without the dialog.
 */
export function ReportDialogContent({
  id,
  state,
  closeTo,
}: {
  id: number | string;
  state: ReportState;
  closeTo: string;
}) {
  return (
    <>
      <p className="mb-4 text-sm">{texts.formIntro}</p>
      <LimitNotice state={state} />
      <ReportDialogForm
        id={id}
        min={state.giorno_sblocco}
        max={state.oggi}
        redirectTo={closeTo}
        cancel={
          <Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
            {texts.cancel}
          </Link>
        }
      />
    </>
  );
}
