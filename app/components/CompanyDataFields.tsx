// The company identity, address and classification fields, shared by registration step 1 and /company-info,
// and the profile choices (job roles, size, strengths), shared by registration step 2 and /company-info.
import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { Field } from '#app/components/ui/Field.tsx';
import { ChoiceGroup, SelectField, type ChoiceOption } from '#app/components/ui/Choice.tsx';
import {
  MANSIONI,
  NUMERO_ADDETTI,
  PROVINCE_OPTIONS,
  PUNTI_FORZA,
  sortLookupValues,
} from '#catalog/common.ts';
import { companyFields } from '#app/texts/index.ts';

type TextField = FieldMetadata<string | undefined>;
export type CompanyTextFields = Record<string, TextField>;

function Text({
  field,
  label,
  type = 'text',
  readOnly,
}: {
  field: TextField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  readOnly?: boolean;
}) {
  return (
    <Field
      label={label}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type }), readOnly, 'aria-readonly': readOnly || undefined }}
    />
  );
}

// Static, bundled once: loaders do not send the list with every response.
const PROVINCE_WITH_SIGLA: ChoiceOption[] = PROVINCE_OPTIONS.map(({ value, label }) => ({
  value,
  label: `${label} (${value})`,
}));

function Provincia({ field, label }: { field: TextField; label: string }) {
  return (
    <SelectField
      label={label}
      options={PROVINCE_WITH_SIGLA}
      placeholder={companyFields.choose}
      errors={field.errors}
      selectProps={getSelectProps(field)}
    />
  );
}

function Address({
  fields,
  prefix,
  indirizzo,
  legend,
}: {
  fields: CompanyTextFields;
  prefix: 'il' | 'io' | 'lavoro';
  indirizzo: string;
  legend: string;
}) {
  const label = (key: string) => companyFields[key as keyof typeof companyFields] as string;
  return (
    <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <Text field={fields[indirizzo]} label={label(indirizzo)} />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <Text field={fields[`${prefix}_citta`]} label={label(`${prefix}_citta`)} />
        <Provincia field={fields[`${prefix}_provincia`]} label={label(`${prefix}_provincia`)} />
        <Text field={fields[`${prefix}_cap`]} label={label(`${prefix}_cap`)} />
      </div>
    </fieldset>
  );
}

export function CompanyDataFields({
  fields,
  fixedReadOnly,
  workRequired,
}: {
  fields: CompanyTextFields;
  /** The company data form: e-mail, P. IVA and codice fiscale are shown, not edited (COMPANY_FIXED_FIELDS). */
  fixedReadOnly?: boolean;
  workRequired?: boolean;
}) {
  return (
    <>
      <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold">{companyFields.sectionCompany}</legend>
        <Text field={fields.nome} label={companyFields.nome} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Text field={fields.piva} label={companyFields.piva} readOnly={fixedReadOnly} />
          <Text field={fields.cf} label={companyFields.cf} readOnly={fixedReadOnly} />
          <Text field={fields.email} label={companyFields.email} type="email" readOnly={fixedReadOnly} />
          <Text field={fields.telefono} label={companyFields.telefono} type="tel" />
          <Text field={fields.referente} label={companyFields.referente} />
          <Text field={fields.funzione} label={companyFields.funzione} />
        </div>
      </fieldset>
      <Address fields={fields} prefix="il" indirizzo="indirizzo_legale" legend={companyFields.sectionLegal} />
      <Address
        fields={fields}
        prefix="io"
        indirizzo="indirizzo_operativo"
        legend={companyFields.sectionOperative}
      />
      <Address
        fields={fields}
        prefix="lavoro"
        indirizzo="indirizzo_lavoro"
        legend={workRequired ? companyFields.sectionWorkRequired : companyFields.sectionWork}
      />
      <fieldset className="mb-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold">{companyFields.sectionClassification}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Text field={fields.codice_ateco} label={companyFields.codice_ateco} />
          <Text field={fields.sdi} label={companyFields.sdi} />
        </div>
        <Text field={fields.settore} label={companyFields.settore} />
      </fieldset>
    </>
  );
}

// Sorted on first render, not when the module loads: the Italian collator's data take about 8 ms to load in a
// browser, which would lengthen the one long task that evaluates every module of the page (docs/performance.md).
let mansioniOptions: { value: string; label: string }[] | undefined;
const sortedMansioni = () =>
  (mansioniOptions ??= sortLookupValues(MANSIONI).map((value) => ({ value, label: value })));
const addettiOptions = NUMERO_ADDETTI.map((value) => ({ value, label: value }));
const puntiOptions = PUNTI_FORZA.map((value) => ({ value, label: value }));

type ListField = FieldMetadata<string[] | undefined>;

/** mansioni_preferite (1 to 3), numero_addetti and punti_forza. */
export type CompanyChoiceFields = {
  mansioni_preferite: ListField;
  numero_addetti: TextField;
  punti_forza: ListField;
};

export function CompanyProfileChoices({ fields }: { fields: CompanyChoiceFields }) {
  return (
    <>
      <ChoiceGroup
        legend={companyFields.mansioni_preferite}
        name={fields.mansioni_preferite.name}
        type="checkbox"
        options={sortedMansioni()}
        value={fields.mansioni_preferite.initialValue as string[] | string | undefined}
        errors={fields.mansioni_preferite.errors}
        required
        columns={2}
        idPrefix="mansioni"
      />
      <SelectField
        label={companyFields.numero_addetti}
        options={addettiOptions}
        placeholder={companyFields.choose}
        errors={fields.numero_addetti.errors}
        selectProps={getSelectProps(fields.numero_addetti)}
      />
      <ChoiceGroup
        legend={companyFields.punti_forza}
        name={fields.punti_forza.name}
        type="checkbox"
        options={puntiOptions}
        value={fields.punti_forza.initialValue as string[] | string | undefined}
        errors={fields.punti_forza.errors}
        required
        columns={2}
        idPrefix="punti"
      />
    </>
  );
}
