// One accessible form field: label, input, aria-invalid, aria-describedby and the error list.
import { useId, type InputHTMLAttributes } from 'react';

type FieldProps = {
  label: string;
  errors?: string[] | null;
  help?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string };
  className?: string;
};

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700" aria-live="polite">
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export function Field({ label, errors, help, inputProps, className }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className={className ?? 'mb-4'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[errorId, helpId].filter(Boolean).join(' ') || undefined}
        className="control"
      />
      {help ? (
        <p id={helpId} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
