// Forms of company registration and company data (spec 02 §5), built on the rules Strapi applies too
// (strapi/src/catalog/company-rules.ts), with the spec's messages.
import { z } from 'zod';
import {
  AUT_MIN_MAX,
  COMPANY_FORM_TEXT_FIELDS,
  COMPANY_TEXT_MAX,
  formatRule,
  REGISTRATION_REQUIRED,
  requiresAutMin,
  WORK_ADDRESS_FIELDS,
  type RuleCode,
} from '#catalog/company-rules.ts';
import { MANSIONI_PREFERITE_MAX, NUMERO_ADDETTI, PUNTI_FORZA } from '#catalog/company.ts';
import { MANSIONI } from '#catalog/lookups.ts';
import { companyErrors } from '#app/texts/index.ts';
import { boundedList } from './lists';

type Variant = 'registration' | 'form';

function formatMessage(code: RuleCode, variant: Variant): string {
  switch (code) {
    case 'ateco':
      return variant === 'form' ? companyErrors.atecoForm : companyErrors.ateco;
    case 'email':
    case 'piva':
    case 'cf':
    case 'telefono':
    case 'cap':
      return companyErrors[code];
    default:
      return companyErrors.invalidOption;
  }
}

function textField(field: string, variant: Variant) {
  const rule = formatRule(field);
  const base = z
    .string({ required_error: companyErrors.required, invalid_type_error: companyErrors.required })
    .trim()
    .min(1, companyErrors.required)
    .max(COMPANY_TEXT_MAX, companyErrors.tooLong(COMPANY_TEXT_MAX));
  return rule ? base.regex(rule.pattern, formatMessage(rule.code, variant)) : base;
}

function textFields<F extends string>(fields: readonly F[], variant: Variant, optional = false) {
  const shape = {} as Record<F, z.ZodTypeAny>;
  for (const field of fields)
    shape[field] = optional ? textField(field, variant).optional() : textField(field, variant);
  return shape;
}

/** Step 1 'Dati aziendali'. */
export const companyStep1Schema = z
  .object({
    ...textFields(REGISTRATION_REQUIRED, 'registration'),
    ...textFields(WORK_ADDRESS_FIELDS, 'registration', true),
    check_agenzia: z.boolean().optional(),
    aut_min: z.string().trim().max(AUT_MIN_MAX, companyErrors.tooLong(AUT_MIN_MAX)).optional(),
    check_veridicita: z
      .boolean({ required_error: companyErrors.veridicita, invalid_type_error: companyErrors.veridicita })
      .refine((value) => value === true, companyErrors.veridicita),
  })
  .superRefine((value, ctx) => {
    if (requiresAutMin(value.check_agenzia === true, value.codice_ateco) && !value.aut_min) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['aut_min'], message: companyErrors.required });
    }
    if (value.check_veridicita !== true) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['check_veridicita'],
        message: companyErrors.veridicita,
      });
    }
  });

export type CompanyStep1 = z.infer<typeof companyStep1Schema>;
export type CompanyStep1Input = z.input<typeof companyStep1Schema>;

function profileShape(minMessage: string) {
  return {
    mansioni_preferite: z
      .array(z.enum(MANSIONI, { errorMap: () => ({ message: companyErrors.invalidOption }) }), {
        required_error: minMessage,
      })
      .min(1, minMessage)
      .max(MANSIONI_PREFERITE_MAX, companyErrors.mansioniMax)
      .superRefine(boundedList(MANSIONI_PREFERITE_MAX)),
    numero_addetti: z.enum(NUMERO_ADDETTI, {
      errorMap: (issue) => ({
        message: issue.code === 'invalid_enum_value' ? companyErrors.invalidOption : companyErrors.required,
      }),
    }),
    punti_forza: z
      .array(z.enum(PUNTI_FORZA, { errorMap: () => ({ message: companyErrors.invalidOption }) }), {
        required_error: companyErrors.required,
      })
      .min(1, companyErrors.required)
      .superRefine(boundedList(PUNTI_FORZA.length)),
  };
}

/** Step 2: job roles (1-3), employee class, strengths. */
export const companyStep2Schema = z.object(profileShape(companyErrors.mansioniMin));
export type CompanyStep2 = z.infer<typeof companyStep2Schema>;

/** The company data form of /company-info: every field required, its own ATECO and minimum messages. */
export const companyInfoSchema = z.object({
  ...textFields(COMPANY_FORM_TEXT_FIELDS, 'form'),
  ...profileShape(companyErrors.mansioniMinForm),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
