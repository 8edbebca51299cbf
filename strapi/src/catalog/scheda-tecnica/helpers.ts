/**
 * Operations on a stored technical sheet, all driven by the declarative definition.
 * They accept `unknown` because a sheet comes from a form post, a wizard draft or
 * Strapi's JSON column, possibly written by an older version (missing keys count
 * as empty).
 */
import { SCHEDA_TECNICA, type SchedaTecnica } from './definition';
import { ALTRO_OPTION, type SchedaChoiceField, type SchedaNode, type SchedaTextField } from './model';
import { listIssueMessage } from '../lists';

export interface SchedaTecnicaIssue {
  /** Dotted path of the offending field, e.g. 'saldatura.extra'; '' for the sheet itself. */
  readonly path: string;
  readonly message: string;
}

export const SCHEDA_TECNICA_MESSAGES = {
  extraObbligatorioAltro: '*Campo obbligatorio se selezioni "Altro"',
  extraObbligatorioSi: '*Campo obbligatorio se selezioni "Si"',
  campoNonPrevisto: 'Campo non previsto',
  valoreNonValido: 'Valore non valido',
  /** Shown by the sheet modal next to an empty extra (labelled 'Altro'). */
  nessunDatoExtra: 'Non sono stati forniti ulteriori dati.',
} as const;

/** Dialog of the wizard when nothing at all is ticked (spec 01 §8). */
export const SCHEDA_TECNICA_VUOTA = {
  titolo: 'Scheda tecnica non compilata',
  messaggio: 'Devi esprimere almeno una scelta per poter continuare!',
  bottone: 'Ho capito',
} as const;

type JsonObject = { [key: string]: unknown };
type LeafNode = Exclude<SchedaNode, { kind: 'group' }>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childOf(value: unknown, key: string): unknown {
  return isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

function join(prefix: string, key: string): string {
  return prefix ? prefix + '.' + key : key;
}

/** The valid options ticked in a choice field, once each, in the definition's order. */
function selectedOptions(field: SchedaChoiceField, value: unknown): string[] {
  const ticked = field.kind === 'multi' ? (Array.isArray(value) ? value : []) : [value];
  return field.options.filter((option) => ticked.indexOf(option) !== -1);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Calls `visit` on every leaf field with its stored value and dotted path. */
function forEachLeaf(
  fields: ReadonlyArray<SchedaNode>,
  value: unknown,
  prefix: string,
  visit: (field: LeafNode, fieldValue: unknown, path: string) => void,
): void {
  for (const field of fields) {
    const path = join(prefix, field.key);
    const fieldValue = childOf(value, field.key);
    if (field.kind === 'group') forEachLeaf(field.fields, fieldValue, path, visit);
    else visit(field, fieldValue, path);
  }
}

function hasOwnExtra(fields: ReadonlyArray<SchedaNode>): boolean {
  return fields.some((field) => field.kind === 'text');
}

/** Whether `option` is ticked in the scope of an extra: its group, minus nested groups with their own extra. */
function isTriggered(fields: ReadonlyArray<SchedaNode>, value: unknown, option: string): boolean {
  return fields.some((field) => {
    const fieldValue = childOf(value, field.key);
    if (field.kind === 'group') {
      return !hasOwnExtra(field.fields) && isTriggered(field.fields, fieldValue, option);
    }
    return field.kind !== 'text' && selectedOptions(field, fieldValue).indexOf(option) !== -1;
  });
}

function requiredMessage(field: SchedaTextField): string {
  return field.requiredIf.toLowerCase() === ALTRO_OPTION.toLowerCase()
    ? SCHEDA_TECNICA_MESSAGES.extraObbligatorioAltro
    : `*Campo obbligatorio se selezioni "${field.requiredIf}"`;
}

function emptyValue(field: SchedaNode): unknown {
  if (field.kind === 'group') return emptyFields(field.fields);
  return field.kind === 'multi' ? [] : '';
}

function emptyFields(fields: ReadonlyArray<SchedaNode>): JsonObject {
  const out: JsonObject = {};
  for (const field of fields) out[field.key] = emptyValue(field);
  return out;
}

/** A sheet with every key present and nothing ticked. */
export function emptySchedaTecnica(): SchedaTecnica {
  return emptyFields(SCHEDA_TECNICA) as unknown as SchedaTecnica;
}

/** True when no option in the whole sheet is ticked (extra texts alone do not count). */
export function isSchedaTecnicaEmpty(sheet: unknown): boolean {
  let empty = true;
  forEachLeaf(SCHEDA_TECNICA, sheet, '', (field, value) => {
    if (field.kind !== 'text' && selectedOptions(field, value).length > 0) empty = false;
  });
  return empty;
}

/** Every ticked option and every extra text, lower-cased and once each, for the text search. */
export function schedaTecnicaWords(sheet: unknown): string[] {
  const words: string[] = [];
  const add = (word: string) => {
    const lower = word.trim().toLowerCase();
    if (lower && words.indexOf(lower) === -1) words.push(lower);
  };
  forEachLeaf(SCHEDA_TECNICA, sheet, '', (field, value) => {
    if (field.kind === 'text') add(textOf(value));
    else selectedOptions(field, value).forEach(add);
  });
  return words;
}

function validateLeaf(field: LeafNode, value: unknown, path: string, issues: SchedaTecnicaIssue[]): void {
  if (value === undefined || value === null) return;
  if (field.kind === 'text') {
    if (typeof value !== 'string') issues.push({ path, message: SCHEDA_TECNICA_MESSAGES.valoreNonValido });
    return;
  }
  if (field.kind === 'single') {
    if (value !== '' && (typeof value !== 'string' || field.options.indexOf(value) === -1)) {
      issues.push({ path, message: `Opzione non valida: "${String(value)}"` });
    }
    return;
  }
  if (!Array.isArray(value)) {
    issues.push({ path, message: SCHEDA_TECNICA_MESSAGES.valoreNonValido });
    return;
  }
  const listProblem = listIssueMessage(value, field.options.length);
  if (listProblem) {
    issues.push({ path, message: listProblem });
    return;
  }
  for (const item of value) {
    if (typeof item !== 'string' || field.options.indexOf(item) === -1) {
      issues.push({ path, message: `Opzione non valida: "${String(item)}"` });
    }
  }
}

function validateFields(
  fields: ReadonlyArray<SchedaNode>,
  value: unknown,
  prefix: string,
  issues: SchedaTecnicaIssue[],
): void {
  if (value === undefined || value === null) return;
  if (!isJsonObject(value)) {
    issues.push({ path: prefix, message: SCHEDA_TECNICA_MESSAGES.valoreNonValido });
    return;
  }
  const keys = fields.map((field) => field.key);
  for (const key of Object.keys(value)) {
    if (keys.indexOf(key) === -1) {
      issues.push({ path: join(prefix, key), message: SCHEDA_TECNICA_MESSAGES.campoNonPrevisto });
    }
  }
  for (const field of fields) {
    const path = join(prefix, field.key);
    if (field.kind === 'group') validateFields(field.fields, value[field.key], path, issues);
    else validateLeaf(field, value[field.key], path, issues);
    if (field.kind === 'text' && !textOf(value[field.key]) && isTriggered(fields, value, field.requiredIf)) {
      issues.push({ path, message: requiredMessage(field) });
    }
  }
}

/**
 * Structural validation of a sheet: unknown keys, wrong types and unknown options are
 * rejected, and an `extra` is required when its 'Altro' (or disegno_tecnico 'Si') is
 * ticked. Missing keys are allowed (empty). An empty sheet is valid here: the wizard
 * checks isSchedaTecnicaEmpty separately. null/undefined is an absent sheet: valid.
 */
export function validateSchedaTecnica(sheet: unknown): SchedaTecnicaIssue[] {
  const issues: SchedaTecnicaIssue[] = [];
  validateFields(SCHEDA_TECNICA, sheet, '', issues);
  return issues;
}

function normalizeFields(fields: ReadonlyArray<SchedaNode>, value: unknown): JsonObject {
  const out: JsonObject = {};
  for (const field of fields) {
    const fieldValue = childOf(value, field.key);
    if (field.kind === 'group') out[field.key] = normalizeFields(field.fields, fieldValue);
    else if (field.kind === 'text') out[field.key] = textOf(fieldValue);
    else if (field.kind === 'multi') out[field.key] = selectedOptions(field, fieldValue);
    else out[field.key] = selectedOptions(field, fieldValue)[0] || '';
  }
  return out;
}

/**
 * A complete sheet from any input: missing keys filled, unknown keys and options dropped,
 * texts trimmed. Use it after validation, or to read an old or partial stored sheet.
 */
export function normalizeSchedaTecnica(sheet: unknown): SchedaTecnica {
  return normalizeFields(SCHEDA_TECNICA, sheet) as unknown as SchedaTecnica;
}

/**
 * Builds a sheet from a form post whose field names are the dotted paths,
 * e.g. `schedaTecnicaFromForm((name) => formData.getAll(name))`.
 */
export function schedaTecnicaFromForm(getAll: (name: string) => ReadonlyArray<unknown>): SchedaTecnica {
  const raw: JsonObject = {};
  forEachLeaf(SCHEDA_TECNICA, undefined, '', (field, _value, path) => {
    const values = getAll(path).filter((item): item is string => typeof item === 'string');
    const parents = path.split('.');
    const key = parents.pop() as string;
    let target = raw;
    for (const part of parents) {
      if (!isJsonObject(target[part])) target[part] = {};
      target = target[part] as JsonObject;
    }
    target[key] = field.kind === 'multi' ? values : values[0];
  });
  return normalizeSchedaTecnica(raw);
}

/**
 * The ticked options and extra texts, for reading (the CV, issue 42): one entry per top-level group with something
 * in it, each line "Field: option, option" (an extra text as "Label: text"), in the definition's order.
 */
export function schedaTecnicaSummary(sheet: unknown): Array<{ gruppo: string; voci: string[] }> {
  const out: Array<{ gruppo: string; voci: string[] }> = [];
  for (const top of SCHEDA_TECNICA) {
    const voci: string[] = [];
    const visit = (field: LeafNode, value: unknown) => {
      if (field.kind === 'text') {
        const text = textOf(value);
        if (text) voci.push(`${field.label}: ${text}`);
      } else {
        const options = selectedOptions(field, value);
        if (options.length) voci.push(`${field.label}: ${options.join(', ')}`);
      }
    };
    if (top.kind === 'group') forEachLeaf(top.fields, childOf(sheet, top.key), top.key, visit);
    else visit(top, childOf(sheet, top.key));
    if (voci.length) out.push({ gruppo: top.label, voci });
  }
  return out;
}
