/**
 * Validation rules of the company forms (spec 02 §5), pure and dependency-free, so that the Remix app
 * (zod schemas, for early feedback and in its actions) and Strapi (create-company and the company update
 * endpoint, the authority) apply exactly the same rules. Rules return codes; each side maps them to its
 * messages (the Italian texts live in the Remix app).
 */
import { isAgencyAteco, MANSIONI_PREFERITE_MAX, NUMERO_ADDETTI, PUNTI_FORZA } from './company';
import { IMAGE_TYPES } from './images';
import { listIssue, type ListIssue } from './lists';
import { MANSIONI } from './lookups';
import { PATTERNS } from './patterns';

/** The shared patterns (patterns.ts) and the two of the company forms only. */
export const COMPANY_PATTERNS = {
  ...PATTERNS,
  // 2 digits, then up to two groups of 1-2 digits, dots optional: 25, 25.6, 25.62, 25.62.00, 256200.
  ateco: /^\d{2}(?:\.?\d{1,2}(?:\.?\d{1,2})?)?$/,
  url: /^https?:\/\/[^\s/$.?#][^\s]*$/i,
} as const;

/** Longest accepted text of a free field (names, addresses...). */
export const COMPANY_TEXT_MAX = 200;
export const AUT_MIN_MAX = 200;
export const BRAND_DESCRIZIONE_MAX = 250;
export const BRAND_LOGO_MAX_BYTES = 2_000_000;
/** The same three types as the candidate picture. */
export const BRAND_LOGO_TYPES = IMAGE_TYPES;

/** Required at registration step 1 (spec 02 §5). */
export const REGISTRATION_REQUIRED = [
  'nome',
  'piva',
  'cf',
  'email',
  'telefono',
  'indirizzo_legale',
  'il_citta',
  'il_provincia',
  'il_cap',
  'referente',
  'funzione',
  'indirizzo_operativo',
  'io_citta',
  'io_provincia',
  'io_cap',
  'settore',
  'codice_ateco',
  'sdi',
] as const;

/** Work address: optional at registration, required in the company data form. */
export const WORK_ADDRESS_FIELDS = [
  'indirizzo_lavoro',
  'lavoro_citta',
  'lavoro_provincia',
  'lavoro_cap',
] as const;

/**
 * Set at registration and shown read-only in the company data form: the account's e-mail, and the P. IVA and
 * codice fiscale that candidates' blacklists name (a company editing its own P. IVA would escape them). Support
 * changes them on request.
 */
export const COMPANY_FIXED_FIELDS = ['email', 'piva', 'cf'] as const;

/** Text fields of the company data form (the fixed ones excluded). */
export const COMPANY_FORM_TEXT_FIELDS = [
  ...REGISTRATION_REQUIRED.filter(
    (
      field,
    ): field is Exclude<(typeof REGISTRATION_REQUIRED)[number], (typeof COMPANY_FIXED_FIELDS)[number]> =>
      !(COMPANY_FIXED_FIELDS as readonly string[]).includes(field),
  ),
  ...WORK_ADDRESS_FIELDS,
] as const;

export type CompanyTextField = (typeof REGISTRATION_REQUIRED)[number] | (typeof WORK_ADDRESS_FIELDS)[number];

/**
 * Fields a company may change on its own record. Everything else (credits, visits, subscriptions,
 * aut_min, filters, user, logo) changes only through dedicated operations.
 */
export const COMPANY_EDITABLE_FIELDS = [
  ...COMPANY_FORM_TEXT_FIELDS,
  'mansioni_preferite',
  'numero_addetti',
  'punti_forza',
] as const;

export type RuleCode =
  | 'required'
  | 'email'
  | 'piva'
  | 'cf'
  | 'telefono'
  | 'cap'
  | 'ateco'
  | 'tooLong'
  | 'veridicita'
  | 'mansioniMin'
  | 'mansioniMax'
  | 'invalidOption'
  // The list rules of lists.ts: more entries than the list's maximum, an entry repeated.
  | ListIssue;

export type RuleErrors = Partial<Record<string, RuleCode>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The format rule of a text field, if any. */
export function formatRule(field: string): { pattern: RegExp; code: RuleCode } | null {
  switch (field) {
    case 'email':
      return { pattern: COMPANY_PATTERNS.email, code: 'email' };
    case 'piva':
      return { pattern: COMPANY_PATTERNS.piva, code: 'piva' };
    case 'cf':
      return { pattern: COMPANY_PATTERNS.cf, code: 'cf' };
    case 'telefono':
      return { pattern: COMPANY_PATTERNS.telefono, code: 'telefono' };
    case 'il_cap':
    case 'io_cap':
    case 'lavoro_cap':
      return { pattern: COMPANY_PATTERNS.cap, code: 'cap' };
    case 'codice_ateco':
      return { pattern: COMPANY_PATTERNS.ateco, code: 'ateco' };
    default:
      return null;
  }
}

/** Error code of one text field (null when valid); an empty optional field is valid. */
export function textFieldError(field: string, value: unknown, required: boolean): RuleCode | null {
  const v = text(value);
  if (!v) return required ? 'required' : null;
  if (v.length > COMPANY_TEXT_MAX) return 'tooLong';
  const rule = formatRule(field);
  return rule && !rule.pattern.test(v) ? rule.code : null;
}

/** spec 02 §4: an agency (ticked box or agency ATECO code) must give its ministerial authorisation. */
export function requiresAutMin(checkAgenzia: unknown, codiceAteco: unknown): boolean {
  return checkAgenzia === true || checkAgenzia === 'on' || isAgencyAteco(text(codiceAteco));
}

/**
 * The check_agenzia value after a change of VAT number or ATECO code (spec 02 §4): ticked for an agency
 * code, cleared when either field is emptied, else left as it was.
 */
export function nextCheckAgenzia(current: boolean, piva: unknown, codiceAteco: unknown): boolean {
  if (!text(piva) || !text(codiceAteco)) return false;
  if (isAgencyAteco(text(codiceAteco))) return true;
  return current;
}

/** Errors of registration step 1. */
export function registrationStep1Errors(data: Record<string, unknown>): RuleErrors {
  const errors: RuleErrors = {};
  for (const field of REGISTRATION_REQUIRED) {
    const code = textFieldError(field, data[field], true);
    if (code) errors[field] = code;
  }
  for (const field of WORK_ADDRESS_FIELDS) {
    const code = textFieldError(field, data[field], false);
    if (code) errors[field] = code;
  }
  if (requiresAutMin(data.check_agenzia, data.codice_ateco)) {
    const autMin = text(data.aut_min);
    if (!autMin) errors.aut_min = 'required';
    else if (autMin.length > AUT_MIN_MAX) errors.aut_min = 'tooLong';
  }
  if (data.check_veridicita !== true && data.check_veridicita !== 'on')
    errors.check_veridicita = 'veridicita';
  return errors;
}

/** Errors of the profile part (step 2 and the company data form). */
export function profileErrors(data: {
  mansioni_preferite?: unknown;
  numero_addetti?: unknown;
  punti_forza?: unknown;
}): RuleErrors {
  const errors: RuleErrors = {};
  const mansioni = Array.isArray(data.mansioni_preferite) ? data.mansioni_preferite : [];
  if (mansioni.length === 0) errors.mansioni_preferite = 'mansioniMin';
  else if (mansioni.length > MANSIONI_PREFERITE_MAX) errors.mansioni_preferite = 'mansioniMax';
  else if (listIssue(mansioni, MANSIONI_PREFERITE_MAX)) errors.mansioni_preferite = 'duplicate';
  else if (!mansioni.every((m) => (MANSIONI as readonly unknown[]).includes(m)))
    errors.mansioni_preferite = 'invalidOption';
  if (!text(data.numero_addetti)) errors.numero_addetti = 'required';
  else if (!(NUMERO_ADDETTI as readonly unknown[]).includes(data.numero_addetti))
    errors.numero_addetti = 'invalidOption';
  const punti = Array.isArray(data.punti_forza) ? data.punti_forza : [];
  const puntiIssue = listIssue(punti, PUNTI_FORZA.length);
  if (punti.length === 0) errors.punti_forza = 'required';
  else if (puntiIssue) errors.punti_forza = puntiIssue;
  else if (!punti.every((p) => (PUNTI_FORZA as readonly unknown[]).includes(p)))
    errors.punti_forza = 'invalidOption';
  return errors;
}

/** Errors of the company data form (all fields required), on flat values. */
export function companyFormErrors(data: Record<string, unknown>): RuleErrors {
  const errors: RuleErrors = {};
  for (const field of COMPANY_FORM_TEXT_FIELDS) {
    const code = textFieldError(field, data[field], true);
    if (code) errors[field] = code;
  }
  return { ...errors, ...profileErrors(data) };
}

/** Server shape ↔ flat values (spec 02 §3). */
export const wrapMansioni = (values: readonly string[]) =>
  values.map((mansione_preferita) => ({ mansione_preferita }));
export const wrapPuntiForza = (values: readonly string[]) => values.map((punto_forza) => ({ punto_forza }));

export function unwrapList(list: unknown, key: 'mansione_preferita' | 'punto_forza'): string[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((item) =>
      typeof item === 'string'
        ? item
        : item && typeof item === 'object'
          ? (item as Record<string, unknown>)[key]
          : null,
    )
    .filter((value): value is string => typeof value === 'string');
}
