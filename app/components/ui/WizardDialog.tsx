// The dialog of a multi-step wizard opened by route state (job posts, alerts): the progress line, the step's
// title, the step's form (children, whose id is `formId`) and the buttons: 'Annulla' on step 1, 'Indietro' after
// it, then 'Avanti' or the last step's label. Both buttons submit the step's form (by its id, from the dialog's
// footer) with `intent` cancel | back | next, so they work without JavaScript; cancel and back skip the browser's
// validation.
import type { ReactNode } from 'react';
import { buttonClass } from './Button';
import { Dialog } from './Dialog';

type WizardLabels = { cancel: string; back: string; next: string; finish: string };

export function WizardDialog({
  title,
  closeTo,
  progress,
  stepTitle,
  formId,
  step,
  steps,
  labels,
  blocked = false,
  children,
}: {
  title: string;
  /** Where 'Annulla' by Escape or a backdrop click leads. */
  closeTo: string;
  /** The progress line ("Avanzamento: 1 su 2"). */
  progress: string;
  /** The step's heading; none for a step without one. */
  stepTitle?: string;
  formId: string;
  step: number;
  steps: number;
  labels: WizardLabels;
  /** 'Avanti' disabled (a step judged in the browser). */
  blocked?: boolean;
  /** The step's form, with id `formId`. */
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      closeTo={closeTo}
      actions={<WizardButtons formId={formId} step={step} steps={steps} labels={labels} blocked={blocked} />}
    >
      <p className="text-sm font-medium text-slate-600">{progress}</p>
      {stepTitle ? <h3 className="mt-2 text-lg font-semibold">{stepTitle}</h3> : null}
      {children}
    </Dialog>
  );
}

function WizardButtons({
  formId,
  step,
  steps,
  labels,
  blocked,
}: {
  formId: string;
  step: number;
  steps: number;
  labels: WizardLabels;
  blocked: boolean;
}) {
  return (
    <>
      <button
        type="submit"
        form={formId}
        name="intent"
        value={step === 1 ? 'cancel' : 'back'}
        formNoValidate
        className={buttonClass('secondary')}
      >
        {step === 1 ? labels.cancel : labels.back}
      </button>
      <button
        type="submit"
        form={formId}
        name="intent"
        value="next"
        disabled={blocked}
        className={buttonClass('primary')}
      >
        {step === steps ? labels.finish : labels.next}
      </button>
    </>
  );
}
