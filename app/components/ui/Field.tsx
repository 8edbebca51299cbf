// One accessible form field: label, input, aria-invalid, aria-describedby and the error list.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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

/** A field's ids (its own or a generated one), and the ARIA attributes that tie its control to its messages. */
export function useFieldIds(ownId: string | undefined, errors?: string[] | null, help?: string) {
  const fallbackId = useId();
  const id = ownId ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const helpId = help ? `${id}-help` : undefined;
  return {
    id,
    errorId,
    helpId,
    aria: {
      'aria-invalid': errorId ? true : undefined,
      'aria-describedby': [errorId, helpId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** What every single-control field shares: the label above its control, then the help text and the errors. */
export function FieldFrame({
  ids,
  label,
  help,
  errors,
  className,
  children,
}: {
  ids: { id: string; errorId?: string; helpId?: string };
  label: string;
  help?: string;
  errors?: string[] | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? 'mb-4'}>
      <label htmlFor={ids.id} className="field-label">
        {label}
      </label>
      {children}
      {help ? (
        <p id={ids.helpId} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function Field({ label, errors, help, inputProps, className }: FieldProps) {
  const ids = useFieldIds(inputProps.id, errors, help);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} className={className}>
      <input {...inputProps} id={ids.id} {...ids.aria} className="control" />
    </FieldFrame>
  );
}
