// The buttons of a wizard dialog (job posts, alerts): 'Annulla' on step 1, 'Indietro' after it, then 'Avanti' or
// the last step's label. Both submit the step's form (by its id, from the dialog's footer) with `intent`
// cancel | back | next, so they work without JavaScript; cancel and back skip the browser's validation.
import { buttonClass } from './Button';

export function WizardButtons({
  formId,
  step,
  steps,
  labels,
  blocked = false,
}: {
  formId: string;
  step: number;
  steps: number;
  labels: { cancel: string; back: string; next: string; finish: string };
  /** 'Avanti' disabled (a step judged in the browser). */
  blocked?: boolean;
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
