// A group of checkboxes of a multiple-choice filter (competence areas, computer skills), with an optional message
// about the whole group (the alert wizard's 'at least one').
import { useId } from 'react';

export function Checkboxes({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  checked: string[];
  error?: string | null;
}) {
  const selected = new Set(checked);
  const errorId = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {error ? (
        <p id={errorId} role="alert" className="mb-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded border border-slate-200 p-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="check">
            <input type="checkbox" name={name} value={option} defaultChecked={selected.has(option)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
