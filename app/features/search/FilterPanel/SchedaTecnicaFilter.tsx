// The technical sheet's free-text filter: without JavaScript always there; with it, once a competence area is
// chosen, and with a reset button that submits the emptied field at once.
import { useRef } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { search as texts } from '#app/texts/index.ts';

export function SchedaTecnicaFilter({
  value,
  onReset,
}: {
  value: string;
  /** With JavaScript: the reset button's submission of the form; without, no button. */
  onReset: ((form: HTMLFormElement) => void) | null;
}) {
  const schedaRef = useRef<HTMLInputElement>(null);
  return (
    <div className="mb-4">
      <label htmlFor="scheda_tecnica" className="field-label">
        {texts.schedaTecnica}
      </label>
      <div className="flex gap-2">
        <input
          ref={schedaRef}
          id="scheda_tecnica"
          name="scheda_tecnica"
          type="search"
          maxLength={100}
          defaultValue={value}
          aria-describedby="scheda_tecnica-help"
          className="block w-full rounded-md border border-slate-300 px-3 py-2"
        />
        {onReset ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={(event) => {
              if (schedaRef.current) schedaRef.current.value = '';
              const form = event.currentTarget.form;
              if (form) onReset(form);
            }}
          >
            {texts.schedaTecnicaReset}
          </button>
        ) : null}
      </div>
      <p id="scheda_tecnica-help" className="mt-1 text-sm text-slate-600">
        {texts.schedaTecnicaHelp}
      </p>
    </div>
  );
}
