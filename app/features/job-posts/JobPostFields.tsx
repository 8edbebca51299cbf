// The fields of a job post (spec 02 §2 "Job posts", §4), shared by the wizard's steps and the edit form.
// `fields` come from conform's useForm over the schemas of lib/schemas/job-post.ts.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { SelectField, TextareaField } from '#app/components/ui/Choice.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import {
  ESPERIENZA,
  JOB_POST_TITOLI,
  PROVINCE_OPTIONS,
  QUALIFICA,
  RAL_DESIDERATA,
  TIPO_CONTRATTO,
  asOptions,
  type JobPostField,
} from '#catalog/common.ts';
import { companyFields, jobPosts as texts } from '#app/texts/index.ts';

type Fields = Partial<Record<JobPostField, FieldMetadata<string | undefined>>>;

const esperienza = asOptions(ESPERIENZA);
const qualifica = asOptions(QUALIFICA);

export function JobPostFields({ fields, only }: { fields: Fields; only: readonly JobPostField[] }) {
  const select = (
    name: JobPostField,
    options: ReadonlyArray<{ value: string; label: string }>,
    placeholder?: string,
  ) => {
    const field = fields[name];
    if (!field) return null;
    return (
      <SelectField
        key={name}
        label={texts[name]}
        options={options}
        placeholder={placeholder}
        errors={field.errors}
        selectProps={getSelectProps(field)}
      />
    );
  };
  return (
    <>
      {only.map((name) => {
        const field = fields[name];
        if (!field) return null;
        switch (name) {
          case 'posizione':
            return (
              <Field
                key={name}
                label={texts.posizione}
                errors={field.errors}
                inputProps={{ ...getInputProps(field, { type: 'text' }), autoComplete: 'off' }}
              />
            );
          case 'benefits':
            return (
              <TextareaField
                key={name}
                label={texts.benefits}
                errors={field.errors}
                textareaProps={{ ...getTextareaProps(field), rows: 3 }}
              />
            );
          case 'titoloStudio':
            return select(name, JOB_POST_TITOLI);
          case 'esperienza':
            return select(name, esperienza, companyFields.choose);
          case 'qualifica':
            return select(name, qualifica, companyFields.choose);
          case 'tipoContratto':
            return select(name, TIPO_CONTRATTO, companyFields.choose);
          case 'residenza':
            return select(name, PROVINCE_OPTIONS);
          case 'ral':
            return select(name, RAL_DESIDERATA);
          default:
            return null;
        }
      })}
    </>
  );
}
