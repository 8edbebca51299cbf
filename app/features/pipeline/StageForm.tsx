// The stage select of an unlocked candidate (issue 43), with and without JavaScript.
import { useId } from 'react';
import { FASE_ETICHETTE, FASI, type Fase } from '#catalog/pipeline.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { pipeline as texts } from '#app/texts/index.ts';
import type { PipelineActionData } from './pipeline.server';

import { Hidden, refusalOf, usePipelineForm } from './pipeline-form.tsx';

/** The stage of an unlocked candidate. "Non raggiungibile" is shown, never chosen (it follows the guarantee). */
export function StageForm({
  candidate,
  fase,
  redirectTo,
  pageAnswer,
}: {
  candidate: string;
  fase: Fase;
  redirectTo: string;
  pageAnswer?: PipelineActionData;
}) {
  const { fetcher, hydrated, FormTag } = usePipelineForm();
  const id = useId();
  const pending = fetcher.formData?.get('fase');
  const shown = typeof pending === 'string' ? pending : fase;
  const refusal = refusalOf(fetcher.data ?? pageAnswer, 'pipeline-fase', candidate);
  return (
    <FormTag
      method="post"
      action={redirectTo.split('?')[0]}
      className="flex flex-wrap items-end gap-2"
      data-testid="stage-form"
    >
      <Hidden intent="pipeline-fase" candidate={candidate} redirectTo={redirectTo} hydrated={hydrated} />
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {texts.stage}
        </label>
        <select
          id={id}
          name="fase"
          key={shown}
          defaultValue={shown === 'non_raggiungibile' ? '' : shown}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-err` : undefined}
          className="rounded-md border border-slate-300 px-2 py-1"
          onChange={hydrated ? (event) => fetcher.submit(event.currentTarget.form) : undefined}
        >
          {shown === 'non_raggiungibile' ? (
            <option value="" disabled>
              {FASE_ETICHETTE.non_raggiungibile}
            </option>
          ) : null}
          {FASI.map((value) => (
            <option key={value} value={value}>
              {FASE_ETICHETTE[value]}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button type="submit" className={buttonClass('secondary')}>
          {texts.stageSave}
        </button>
      )}
      {refusal ? (
        <p id={`${id}-err`} role="alert" className="w-full text-sm text-red-700">
          {refusal.message}
        </p>
      ) : null}
    </FormTag>
  );
}
