// Step 1's agency fields: the check_agenzia box that reveals aut_min, and the agency rule mirrored while typing.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Field } from '#app/components/ui/Field.tsx';
import { companyFields } from '#app/texts/index.ts';
import { nextCheckAgenzia } from '#catalog/company-rules.ts';

/** check_agenzia reveals aut_min; without JavaScript a CSS sibling rule (peer-checked) does it. */
export function AgencyFields({
  checkAgenzia,
  autMin,
  onUntick,
}: {
  checkAgenzia: FieldMetadata<boolean | undefined>;
  autMin: FieldMetadata<string | undefined>;
  onUntick: () => void;
}) {
  return (
    <div className="mb-4">
      <input
        {...getInputProps(checkAgenzia, { type: 'checkbox' })}
        className="peer mr-2 h-4 w-4 align-middle"
        onChange={(event) => {
          if (!event.currentTarget.checked) onUntick();
        }}
      />
      <label htmlFor={checkAgenzia.id} className="align-middle">
        {companyFields.check_agenzia}
      </label>
      <div className="mt-3 hidden peer-checked:block">
        <Field
          label={companyFields.aut_min}
          errors={autMin.errors}
          inputProps={getInputProps(autMin, { type: 'text' })}
        />
      </div>
    </div>
  );
}

export type FormApi = { id: string; update: (options: { name: string; value?: string }) => void };

/** The agency rule of the action, mirrored while the visitor types. */
export function useAgencyRule(form: FormApi, piva: unknown, ateco: unknown) {
  const previous = useRef({ piva, ateco });
  useEffect(() => {
    if (previous.current.piva === piva && previous.current.ateco === ateco) return;
    previous.current = { piva, ateco };
    const box = document
      .getElementById(form.id)
      ?.querySelector<HTMLInputElement>('input[name="check_agenzia"]');
    if (!box) return;
    const next = nextCheckAgenzia(box.checked, piva, ateco);
    if (next !== box.checked) {
      form.update({ name: 'check_agenzia', value: next ? 'on' : '' });
      if (!next) form.update({ name: 'aut_min', value: '' });
    }
  }, [form, piva, ateco]);
}
