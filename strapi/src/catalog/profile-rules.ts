/**
 * The validation rules of a candidate profile (spec 01 §5), as pure functions shared by the Remix wizard
 * (its zod schemas call them) and by Strapi's create-profile / update-profile endpoints (which validate the
 * whole payload again), so a crafted POST straight to Strapi is judged by the same rules as the wizard.
 *
 * ES5 library only (see options.ts): no includes/find/Object.entries/Set/Map.
 */
import {
  ESPERIENZA,
  INGEGNERE_ENUM,
  LIVELLI_LINGUA,
  MOBILITA,
  OCCUPAZIONE,
  ORARI,
  PERITO_ENUM,
  QUALIFICA,
  QUALIFICA_PROFESSIONALE_ENUM,
  RAL_DESIDERATA,
  TIPO_CONTRATTO,
  TIPO_LAUREA,
  TRASFERTA,
  VALORI_AZIENDALI,
  LINGUA_ITALIANO,
} from './candidate';
import { FREE_TEXT_MESSAGES, freeTextIssue } from './free-text';
import { ALTRO, AREE_DI_COMPETENZA, CONOSCENZE_INFORMATICHE, MANSIONI } from './lookups';
import { PATTERNS, isEmail } from './patterns';
import { fieldKey, listIssueMessage } from './lists';
import { isOneOf, optionValues } from './options';
import { isSchedaTecnicaEmpty, validateSchedaTecnica } from './scheda-tecnica';
import { SCHEDA_TECNICA } from './scheda-tecnica/definition';
import type { SchedaNode } from './scheda-tecnica/model';

/** Rows a candidate may add (the wizard's buttons stop there; a longer list is refused, never cut). */
export const LINGUE_MAX = 20;
export const BLACKLISTED_PIVAS_MAX = 50;
/** The keys of a language entry: anything else (a 300 kB key...) is refused. */
const LINGUA_KEYS = ['lingua', 'livello'];

export const PROFILE_MESSAGES = {
  required: '*Campo obbligatorio',
  minChars: (min: number) => 'Almeno ' + min + ' caratteri',
  tooLong: (max: number) => 'Massimo ' + max + ' caratteri',
  nascita: 'Inserire una data nel formato AAAA-MM-GG',
  email: "Il formato dell'indirizzo email non è valido",
  telefono: 'Inserire un numero di telefono valido formato da solo numeri',
  cap: 'Il valore inserito non è un C.A.P. valido (5 numeri)',
  requiredIfSi: '*Campo obbligatorio se selezioni "Si"',
  requiredIfAltro: '*Campo obbligatorio se selezioni "Altro"',
  atLeastOneArea: 'Selezionare almeno un elemento',
  ral: 'Campo obbligatorio',
  atLeastOneOption: 'Devi selezionare almeno una opzione',
  atLeastOneMansione: 'Devi selezionare almeno una mansione preferita',
  piva: 'Il valore inserito non è una P. IVA valida (11 caratteri)',
  ...FREE_TEXT_MESSAGES,
  invalid: 'Valore non valido',
  schedaVuota: 'Devi esprimere almeno una scelta per poter continuare!',
  tooManyLingue: 'Puoi indicare al massimo ' + LINGUE_MAX + ' lingue',
  tooManyPivas: 'Puoi indicare al massimo ' + BLACKLISTED_PIVAS_MAX + ' P. IVA',
  unknownField: 'Campo non previsto',
} as const;

/** Longest accepted free text (names, extras, benefits); longer posts are refused, never truncated. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;
export const NOME_MIN = 3;

/** The closed list (stored values) of each single-choice field: the wizard's selects and radios. */
export const PROFILE_CHOICES = {
  mobilita: optionValues(MOBILITA),
  trasferta: optionValues(TRASFERTA),
  occupazione: OCCUPAZIONE,
  esperienza: ESPERIENZA,
  qualifica_professionale_enum: QUALIFICA_PROFESSIONALE_ENUM,
  perito_enum: PERITO_ENUM,
  tipo_laurea: optionValues(TIPO_LAUREA),
  ingegnere_enum: INGEGNERE_ENUM,
  qualifica: QUALIFICA,
  ral_desiderata: optionValues(RAL_DESIDERATA),
} satisfies Record<string, ReadonlyArray<string>>;

/** The closed list of each multiple-choice field: two enumerations and the three lookup lists. */
export const PROFILE_LISTS = {
  tipo_contratto: optionValues(TIPO_CONTRATTO),
  orari: optionValues(ORARI),
  conoscenze_informatiche: CONOSCENZE_INFORMATICHE,
  aree_di_competenza: AREE_DI_COMPETENZA,
  mansioni_preferite: MANSIONI,
} satisfies Record<string, ReadonlyArray<string>>;

/** Longest language name (the free-text row of the languages step). */
export const LINGUA_MAX = 60;
/** The degree type that means "no degree": it forces ingegnere_enum to INGEGNERE_NESSUNO. */
export const NO_LAUREA = 'none';
export const INGEGNERE_NESSUNO = 'Nessuno';

/**
 * The distinct, well-formed VAT numbers of a stored blacklisted_pivas ([{piva}], already parsed), trimmed:
 * what the search and the job board exclude.
 */
export function pivasOf(value: unknown): string[] {
  const pivas: string[] = [];
  if (!Array.isArray(value)) return pivas;
  for (const entry of value) {
    const piva = isRecord(entry) ? entry.piva : entry;
    if (typeof piva !== 'string') continue;
    const trimmed = piva.trim();
    if (PATTERNS.piva.test(trimmed) && pivas.indexOf(trimmed) === -1) pivas.push(trimmed);
  }
  return pivas;
}

/** A real calendar date in YYYY-MM-DD, not in the future and after 1900. */
export function isValidNascita(value: string): boolean {
  if (!PATTERNS.nascita.test(value)) return false;
  const date = new Date(value + 'T00:00:00Z');
  if (isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= Date.now();
}

export { freeTextIssue, PATTERNS };

export type LookupRef = { value: string };
export type Lingua = { lingua: string; livello: string };

/** The profile as create-profile / update-profile receive it (spec 01 §7, after the payload transformation). */
export interface ProfilePayload {
  nome: string;
  cognome: string;
  nascita: string;
  email: string;
  telefono: string;
  indirizzo: string;
  cittadinanza: string;
  provincia: string;
  citta: string;
  cap: string;
  conoscenza_italiano: boolean;
  categorie_protette: boolean;
  incentivi_assunzione: boolean;
  disponibilita_colloquio: boolean;
  conferma_veridicita: boolean;
  patente_bool: boolean;
  patente_text: string;
  automunito_bool: boolean;
  mobilita: string;
  trasferta: string;
  occupazione: string;
  esperienza: string;
  qualifica_professionale_enum: string;
  qualifica_professionale_text: string;
  perito_enum: string;
  perito_text: string;
  tipo_laurea: string;
  ingegnere_enum: string;
  ingegnere_text: string;
  specializzazione_bool: boolean;
  specializzazione_text: string;
  certificazione_bool: boolean;
  certificazione_text: string;
  conoscenze_informatiche: LookupRef[];
  conoscenze_informatiche_text: string;
  lingue: Lingua[];
  aree_di_competenza: LookupRef[];
  qualifica: string;
  scheda_tecnica: unknown;
  welfare: number;
  sicurezza: number;
  clima_aziendale: number;
  sviluppo_carriera: number;
  sistema_premiante: number;
  formazione_continua: number;
  brand_reputation: number;
  trattabile: boolean;
  mansioni_diverse: boolean;
  mansioni_preferite: LookupRef[];
  ral_desiderata: string;
  benefits: string;
  tipo_contratto: string[];
  orari: string[];
  blacklisted_pivas: Array<{ piva: string }>;
}

export type ProfileIssue = { path: string; message: string };

/** Known nation codes / municipalities: the server passes the ISO and ISTAT lists, the browser has none. */
export interface LocationChecks {
  isNazione?: (key: string) => boolean;
  isProvincia?: (sigla: string) => boolean;
  isComune?: (sigla: string, citta: string) => boolean;
}
export type ProfileRuleOptions = LocationChecks;

const BOOLEAN_FIELDS = [
  'conoscenza_italiano',
  'categorie_protette',
  'incentivi_assunzione',
  'disponibilita_colloquio',
  'conferma_veridicita',
  'patente_bool',
  'automunito_bool',
  'specializzazione_bool',
  'certificazione_bool',
  'trattabile',
  'mansioni_diverse',
];

/** Every key of a valid payload: anything else is refused (no writing of counters, pictures or relations). */
export const PROFILE_KEYS: ReadonlyArray<string> = [
  'nome', 'cognome', 'nascita', 'email', 'telefono', 'indirizzo', 'cittadinanza', 'provincia', 'citta', 'cap',
  'patente_text', 'mobilita', 'trasferta', 'occupazione', 'esperienza', 'qualifica_professionale_enum',
  'qualifica_professionale_text', 'perito_enum', 'perito_text', 'tipo_laurea', 'ingegnere_enum', 'ingegnere_text',
  'specializzazione_text', 'certificazione_text', 'conoscenze_informatiche', 'conoscenze_informatiche_text',
  'lingue', 'aree_di_competenza', 'qualifica', 'scheda_tecnica', 'mansioni_preferite', 'ral_desiderata',
  'benefits', 'tipo_contratto', 'orari', 'blacklisted_pivas',
].concat(BOOLEAN_FIELDS, optionValues(VALORI_AZIENDALI)); // prettier-ignore

type Issues = ProfileIssue[];

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A required free text: present, within `max`, at least `min`, passing the free-text rule. */
export function textIssue(
  value: unknown,
  rules: { required?: boolean; min?: number; max?: number; address?: boolean; freeText?: boolean },
): string | null {
  if (value === undefined || value === null) return rules.required ? PROFILE_MESSAGES.required : null;
  if (typeof value !== 'string') return PROFILE_MESSAGES.invalid;
  const text = value.trim();
  if (!text) return rules.required ? PROFILE_MESSAGES.required : null;
  const max = rules.max || TEXT_MAX;
  if (text.length > max) return PROFILE_MESSAGES.tooLong(max);
  if (rules.min && text.length < rules.min) return PROFILE_MESSAGES.minChars(rules.min);
  if (rules.freeText === false) return null;
  return freeTextIssue(text, { address: rules.address });
}

// ---------------------------------------------------------------- each step's rules between fields
// Written once, called by the wizard's zod step schemas (on the posted strings: a Si is 'si') and by
// validateProfile (on the payload: a Si is `true`).

const isSi = (value: unknown) => value === true || value === 'si';
const isAltro = (value: unknown) => value === ALTRO;
const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A free text that another answer makes required ('Altro' → its text, 'Si' → its text). */
export type RequiredText = { path: string; when: boolean; message: string };

/** Dati anagrafici: the driving licence text when patente is Si. */
export function anagraficaTexts(v: { patente_bool?: unknown }): RequiredText[] {
  return [{ path: 'patente_text', when: isSi(v.patente_bool), message: PROFILE_MESSAGES.requiredIfSi }];
}

/** Titolo di studio: no degree forces 'Nessuno'; otherwise the candidate chooses (required). */
export function forcedIngegnere(tipoLaurea: unknown): typeof INGEGNERE_NESSUNO | null {
  return tipoLaurea === NO_LAUREA ? INGEGNERE_NESSUNO : null;
}

/** Titolo di studio: each list's text when Altro is chosen, each Si/No's text when Si. */
export function titoloTexts(v: {
  qualifica_professionale_enum?: unknown;
  perito_enum?: unknown;
  tipo_laurea?: unknown;
  ingegnere_enum?: unknown;
  specializzazione_bool?: unknown;
  certificazione_bool?: unknown;
}): RequiredText[] {
  const altro = PROFILE_MESSAGES.requiredIfAltro;
  const si = PROFILE_MESSAGES.requiredIfSi;
  const ingegnereAltro = !forcedIngegnere(v.tipo_laurea) && isAltro(v.ingegnere_enum);
  return [
    { path: 'qualifica_professionale_text', when: isAltro(v.qualifica_professionale_enum), message: altro },
    { path: 'perito_text', when: isAltro(v.perito_enum), message: altro },
    { path: 'ingegnere_text', when: ingegnereAltro, message: altro },
    { path: 'specializzazione_text', when: isSi(v.specializzazione_bool), message: si },
    { path: 'certificazione_text', when: isSi(v.certificazione_bool), message: si },
  ];
}

/** Conoscenze informatiche: the text when Altro is ticked. */
export function informaticaTexts(conoscenze: ReadonlyArray<unknown>): RequiredText[] {
  const when = conoscenze.some(isAltro);
  return [{ path: 'conoscenze_informatiche_text', when, message: PROFILE_MESSAGES.requiredIfAltro }];
}

/**
 * Dati anagrafici, the place: a nation; for Italy a known province and one of its municipalities (a city
 * outside the province is the select's placeholder, so '*Campo obbligatorio'); abroad two free texts.
 */
export function locationIssues(
  v: { cittadinanza?: unknown; provincia?: unknown; citta?: unknown },
  checks: LocationChecks = {},
): ProfileIssue[] {
  const issues: Issues = [];
  const add = (path: string, message: string | null) => {
    if (message) issues.push({ path, message });
  };
  const nazione = v.cittadinanza;
  if (!filled(nazione)) add('cittadinanza', PROFILE_MESSAGES.required);
  else if (nazione.length > 2 || (checks.isNazione && !checks.isNazione(nazione))) {
    add('cittadinanza', PROFILE_MESSAGES.invalid);
  }
  if (nazione !== 'IT') {
    add('provincia', textIssue(v.provincia, { required: true }));
    add('citta', textIssue(v.citta, { required: true }));
    return issues;
  }
  // Italy: both come from the ISTAT lists, so the free-text rule does not apply ('Piazza Armerina').
  const sigla = v.provincia;
  const knownSigla = filled(sigla) && (!checks.isProvincia || checks.isProvincia(sigla));
  if (!filled(sigla)) add('provincia', PROFILE_MESSAGES.required);
  else if (!knownSigla) add('provincia', PROFILE_MESSAGES.invalid);
  const citta = v.citta;
  if (!filled(citta) || citta.length > TEXT_MAX) add('citta', PROFILE_MESSAGES.required);
  else if (knownSigla && checks.isComune && !checks.isComune(sigla as string, citta)) {
    add('citta', PROFILE_MESSAGES.required);
  }
  return issues;
}

/**
 * Conoscenze linguistiche, one row: a language (free text) and one of the four levels. Row 0 is Italian: the
 * wizard fixes it, the payload must carry it.
 */
export function linguaIssues(
  row: { lingua?: unknown; livello?: unknown },
  index: number,
): Array<{ key: 'lingua' | 'livello'; message: string }> {
  const issues: Array<{ key: 'lingua' | 'livello'; message: string }> = [];
  const lingua =
    index === 0
      ? row.lingua === LINGUA_ITALIANO
        ? null
        : PROFILE_MESSAGES.invalid
      : textIssue(row.lingua, { required: true, max: LINGUA_MAX });
  if (lingua) issues.push({ key: 'lingua', message: lingua });
  if (!isOneOf(LIVELLI_LINGUA, row.livello))
    issues.push({ key: 'livello', message: PROFILE_MESSAGES.required });
  return issues;
}

type LookupField = 'conoscenze_informatiche' | 'aree_di_competenza' | 'mansioni_preferite';

/** The distinct values of a lookup field ([{value}] of its catalog list); `empty` when none is valid. */
function lookupList(p: { [key: string]: unknown }, path: LookupField, empty: string, issues: Issues) {
  const value = p[path];
  if (!Array.isArray(value)) {
    issues.push({ path, message: PROFILE_MESSAGES.invalid });
    return [] as string[];
  }
  const allowed: ReadonlyArray<string> = PROFILE_LISTS[path];
  const listProblem = listIssueMessage(value, allowed.length, fieldKey('value'));
  if (listProblem) {
    issues.push({ path, message: listProblem });
    return [] as string[];
  }
  const values: string[] = [];
  for (const item of value) {
    const name = isRecord(item) ? item.value : undefined;
    if (typeof name !== 'string' || allowed.indexOf(name) === -1) {
      issues.push({ path, message: PROFILE_MESSAGES.invalid });
    } else if (values.indexOf(name) === -1) values.push(name);
  }
  if (values.length === 0) issues.push({ path, message: empty });
  return values;
}

function stringList(
  value: unknown,
  allowed: ReadonlyArray<string>,
  path: string,
  issues: Issues,
  min: string,
) {
  if (!Array.isArray(value)) return issues.push({ path, message: PROFILE_MESSAGES.invalid });
  const listProblem = listIssueMessage(value, allowed.length);
  if (listProblem) return issues.push({ path, message: listProblem });
  for (const item of value) {
    if (!isOneOf(allowed, item)) return issues.push({ path, message: PROFILE_MESSAGES.invalid });
  }
  if (value.length === 0) issues.push({ path, message: min });
}

/** The texts of `rules`: the rule's message when a required one is missing, else the free-text rule. */
function requiredTexts(p: { [key: string]: unknown }, rules: RequiredText[], i: Issues) {
  for (const rule of rules) {
    const issue = textIssue(p[rule.path], { required: rule.when });
    if (issue)
      i.push({ path: rule.path, message: issue === PROFILE_MESSAGES.required ? rule.message : issue });
  }
}

/** Every rule of spec 01 §5 on a whole payload; [] when it can be stored. */
export function validateProfile(payload: unknown, options: ProfileRuleOptions = {}): ProfileIssue[] {
  const issues: Issues = [];
  if (!isRecord(payload)) return [{ path: '', message: PROFILE_MESSAGES.invalid }];
  const p = payload;
  for (const key of Object.keys(p)) {
    if (PROFILE_KEYS.indexOf(key) === -1) issues.push({ path: key, message: 'Campo non previsto' });
  }
  const add = (path: string, message: string | null) => {
    if (message) issues.push({ path, message });
  };
  const pattern = (path: string, valid: (text: string) => boolean, message: string) => {
    const value = p[path];
    if (typeof value !== 'string' || !value.trim()) return add(path, PROFILE_MESSAGES.required);
    if (!valid(value.trim())) add(path, message);
  };
  const oneOf = (path: keyof typeof PROFILE_CHOICES) => {
    if (p[path] === undefined || p[path] === null || p[path] === '') add(path, PROFILE_MESSAGES.required);
    else if (!isOneOf(PROFILE_CHOICES[path], p[path])) add(path, PROFILE_MESSAGES.invalid);
  };

  add('nome', textIssue(p.nome, { required: true, min: NOME_MIN }));
  add('cognome', textIssue(p.cognome, { required: true }));
  if (typeof p.nascita !== 'string' || !p.nascita) add('nascita', PROFILE_MESSAGES.required);
  else if (!isValidNascita(p.nascita)) add('nascita', PROFILE_MESSAGES.nascita);
  pattern('email', isEmail, PROFILE_MESSAGES.email);
  pattern('telefono', (text) => PATTERNS.telefono.test(text), PROFILE_MESSAGES.telefono);
  add('indirizzo', textIssue(p.indirizzo, { required: true, address: false }));
  pattern('cap', (text) => PATTERNS.cap.test(text), PROFILE_MESSAGES.cap);
  issues.push(...locationIssues(p, options));

  for (const key of BOOLEAN_FIELDS) {
    if (typeof p[key] !== 'boolean') add(key, PROFILE_MESSAGES.required);
  }
  if (p.disponibilita_colloquio !== true) add('disponibilita_colloquio', PROFILE_MESSAGES.required);
  if (p.conferma_veridicita !== true) add('conferma_veridicita', PROFILE_MESSAGES.required);
  requiredTexts(p, anagraficaTexts(p), issues);
  oneOf('mobilita');
  oneOf('trasferta');

  oneOf('occupazione');
  oneOf('esperienza');

  oneOf('qualifica_professionale_enum');
  oneOf('perito_enum');
  oneOf('tipo_laurea');
  const forced = forcedIngegnere(p.tipo_laurea);
  if (forced) {
    if (p.ingegnere_enum !== forced) add('ingegnere_enum', PROFILE_MESSAGES.invalid);
  } else oneOf('ingegnere_enum');
  requiredTexts(p, titoloTexts(p), issues);

  const conoscenze = lookupList(p, 'conoscenze_informatiche', PROFILE_MESSAGES.required, issues);
  requiredTexts(p, informaticaTexts(conoscenze), issues);

  if (!Array.isArray(p.lingue) || p.lingue.length === 0) add('lingue', PROFILE_MESSAGES.required);
  else if (p.lingue.length > LINGUE_MAX) add('lingue', PROFILE_MESSAGES.tooManyLingue);
  else {
    p.lingue.forEach((entry, index) => {
      const path = 'lingue[' + index + ']';
      if (!isRecord(entry)) return add(path, PROFILE_MESSAGES.invalid);
      for (const key in entry) {
        if (LINGUA_KEYS.indexOf(key) === -1) return add(path, PROFILE_MESSAGES.unknownField);
      }
      for (const issue of linguaIssues(entry, index)) add(path + '.' + issue.key, issue.message);
    });
    if (!isRecord(p.lingue[0])) add('lingue[0].lingua', PROFILE_MESSAGES.invalid);
    add('lingue', listIssueMessage(p.lingue, LINGUE_MAX, fieldKey('lingua')));
  }

  lookupList(p, 'aree_di_competenza', PROFILE_MESSAGES.atLeastOneArea, issues);
  oneOf('qualifica');

  for (const issue of validateSchedaTecnica(p.scheda_tecnica)) {
    add('scheda_tecnica.' + issue.path, issue.message);
  }
  if (!isRecord(p.scheda_tecnica) || isSchedaTecnicaEmpty(p.scheda_tecnica)) {
    add('scheda_tecnica', PROFILE_MESSAGES.schedaVuota);
  } else {
    for (const issue of schedaFreeTextIssues(p.scheda_tecnica))
      add('scheda_tecnica.' + issue.path, issue.message);
  }

  for (const valore of optionValues(VALORI_AZIENDALI)) {
    const rating = p[valore];
    if (rating !== 1 && rating !== 2 && rating !== 3) add(valore, PROFILE_MESSAGES.required);
  }

  lookupList(p, 'mansioni_preferite', PROFILE_MESSAGES.atLeastOneMansione, issues);
  if (!isOneOf(PROFILE_CHOICES.ral_desiderata, p.ral_desiderata)) add('ral_desiderata', PROFILE_MESSAGES.ral);
  add('benefits', textIssue(p.benefits, { max: LONG_TEXT_MAX }));
  for (const path of ['tipo_contratto', 'orari'] as const) {
    stringList(p[path], PROFILE_LISTS[path], path, issues, PROFILE_MESSAGES.atLeastOneOption);
  }
  if (!Array.isArray(p.blacklisted_pivas)) add('blacklisted_pivas', PROFILE_MESSAGES.invalid);
  else if (p.blacklisted_pivas.length > BLACKLISTED_PIVAS_MAX)
    add('blacklisted_pivas', PROFILE_MESSAGES.tooManyPivas);
  else {
    add('blacklisted_pivas', listIssueMessage(p.blacklisted_pivas, BLACKLISTED_PIVAS_MAX, fieldKey('piva')));
    p.blacklisted_pivas.forEach((entry, index) => {
      const piva = isRecord(entry) ? entry.piva : undefined;
      const path = 'blacklisted_pivas[' + index + '].piva';
      if (typeof piva !== 'string' || !piva.trim()) add(path, PROFILE_MESSAGES.required);
      else if (!PATTERNS.piva.test(piva)) add(path, PROFILE_MESSAGES.piva);
    });
  }
  return issues;
}

/** The free-text rule on every `extra` of a technical sheet. */
export function schedaFreeTextIssues(sheet: unknown): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const walk = (fields: ReadonlyArray<SchedaNode>, value: unknown, prefix: string) => {
    for (const field of fields) {
      const inner = isRecord(value) ? value[field.key] : undefined;
      const path = prefix ? prefix + '.' + field.key : field.key;
      if (field.kind === 'group') walk(field.fields, inner, path);
      else if (field.kind === 'text' && typeof inner === 'string' && inner.trim()) {
        const issue = textIssue(inner, {});
        if (issue) issues.push({ path, message: issue });
      }
    }
  };
  walk(SCHEDA_TECNICA, sheet, '');
  return issues;
}
