// Select, radio and checkbox groups with the same accessible structure as Field: a label or legend, the
// control(s), aria-invalid / aria-describedby and the error list. They work without JavaScript.
import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ErrorList, FieldFrame, useFieldIds } from './Field';

export type ChoiceOption = { value: string; label: string };

const controlClass = 'control';

export function SelectField({
  label,
  options,
  placeholder,
  errors,
  help,
  selectProps,
  className,
}: {
  label: string;
  options: readonly ChoiceOption[];
  /** A first, empty option ('Seleziona…'): choosing it counts as no answer. */
  placeholder?: string;
  errors?: string[] | null;
  help?: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { name: string };
  className?: string;
}) {
  const ids = useFieldIds(selectProps.id, errors, help);
  return (
    <FieldFrame ids={ids} label={label} help={help} errors={errors} className={className}>
      <select {...selectProps} id={ids.id} {...ids.aria} className={controlClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextareaField({
  label,
  errors,
  textareaProps,
  className,
}: {
  label: string;
  errors?: string[] | null;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };
  className?: string;
}) {
  const ids = useFieldIds(textareaProps.id, errors);
  return (
    <FieldFrame ids={ids} label={label} errors={errors} className={className}>
      <textarea rows={3} {...textareaProps} id={ids.id} {...ids.aria} className={controlClass} />
    </FieldFrame>
  );
}

/**
 * A group of radio buttons (`type="radio"`) or checkboxes (`type="checkbox"`) inside a fieldset.
 * `value` is the current answer: one value for radios, the list of ticked values for checkboxes.
 * `columns` widens long labels (spec 01 §9: labels over 30/50 characters get a wider or two-column layout).
 */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  value,
  errors,
  required,
  disabled,
  columns,
  className,
  idPrefix,
}: {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly ChoiceOption[];
  value?: string | readonly string[] | null;
  errors?: string[] | null;
  required?: boolean;
  disabled?: boolean;
  columns?: 1 | 2 | 3;
  className?: string;
  idPrefix?: string;
}) {
  const fallbackId = useId();
  const id = idPrefix ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const selected = new Set(Array.isArray(value) ? value : value ? [value as string] : []);
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset className={className ?? 'mb-4'} aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-x-4 gap-y-1 ${grid}`}>
        {/* The input inside its label: no id and `for` per option (the technical sheet has about 500). */}
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={selected.has(option.value)}
              disabled={disabled}
              // ARIA allows neither aria-required nor aria-invalid on a fieldset (axe aria-allowed-attr): they go on
              // the inputs. `required` on every radio means "one of them"; on checkboxes it would mean "all of
              // them", so a required checkbox group says it with aria-required only and the action checks it.
              required={type === 'radio' ? required : undefined}
              aria-required={type === 'checkbox' && required ? true : undefined}
              aria-invalid={errorId ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
