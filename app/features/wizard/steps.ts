// The candidate wizard as data: its nine steps, the raw values a step keeps in the draft, and the payload
// transformation of spec 01 §7 (pure functions, unit-tested).
import {
  LINGUA_ITALIANO,
  VALORI_AZIENDALI,
  normalizeSchedaTecnica,
  optionValues,
  type SchedaNode,
} from '#catalog/common.ts';
import { SCHEDA_TECNICA } from '#catalog/scheda-tecnica/definition.ts';
import { ALTRO_OPTION } from '#catalog/scheda-tecnica/model.ts';
import {
  INGEGNERE_NESSUNO,
  anagraficaTexts,
  informaticaTexts,
  titoloTexts,
  type ProfilePayload,
  type RequiredText,
} from '#catalog/profile-rules.ts';
import type {
  AltreValue,
  AnagraficaValue,
  InformaticaValue,
  LingueValue,
  MansioniValue,
  StatoValue,
  TitoloValue,
  ValoriValue,
} from './schemas';

export const WIZARD_STEPS = [
  { key: 'anagrafica', path: '/onboarding-u' },
  { key: 'stato', path: '/stato-occupazionale' },
  { key: 'titolo', path: '/titolo-di-studio' },
  { key: 'informatica', path: '/conoscenze-informatiche' },
  { key: 'lingue', path: '/conoscenze-linguistiche' },
  { key: 'mansioni', path: '/mansioni' },
  { key: 'scheda', path: '/scheda-tecnica' },
  { key: 'valori', path: '/valori-aziendali-ricercati' },
  { key: 'altre', path: '/altre-informazioni' },
] as const;

export type StepKey = (typeof WIZARD_STEPS)[number]['key'];

export function stepIndex(key: StepKey): number {
  return WIZARD_STEPS.findIndex((step) => step.key === key);
}

/** What a step keeps in the draft: the posted form, field name → value(s), exactly as typed. */
export type RawValues = Record<string, string | string[]>;

/** Upper bound of one stored value: longer input is refused by validation anyway, the draft stays small. */
const RAW_MAX = 2000;

/** The posted form minus the technical fields (CSRF token, intent buttons), bounded for the draft. */
export function rawFromForm(formData: FormData): RawValues {
  const raw: RawValues = {};
  for (const name of new Set(formData.keys())) {
    if (name === 'csrf' || name === 'intent' || name.length > 200) continue;
    const values = formData
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .slice(0, 100)
      .map((value) => value.slice(0, RAW_MAX));
    raw[name] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** One value of a raw map (the first when repeated). */
export function rawString(raw: RawValues | undefined, name: string): string {
  const value = raw?.[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** All values of a raw map (checkbox groups). */
export function rawList(raw: RawValues | undefined, name: string): string[] {
  const value = raw?.[name];
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** The number of rows of a repeating list (`lingue[3].lingua` → 4). */
export function rowCount(raw: RawValues | undefined, list: string): number {
  let count = 0;
  const prefix = `${list}[`;
  for (const name of Object.keys(raw ?? {})) {
    if (!name.startsWith(prefix)) continue;
    const index = Number.parseInt(name.slice(prefix.length), 10);
    if (Number.isInteger(index) && index >= 0 && index < 100) count = Math.max(count, index + 1);
  }
  return count;
}

/** Removes row `index` of a repeating list, renumbering the following rows. */
export function removeRow(raw: RawValues, list: string, index: number): RawValues {
  const out: RawValues = {};
  const prefix = `${list}[`;
  for (const [name, value] of Object.entries(raw)) {
    if (!name.startsWith(prefix)) {
      out[name] = value;
      continue;
    }
    const close = name.indexOf(']');
    const row = Number.parseInt(name.slice(prefix.length, close), 10);
    if (row === index) continue;
    out[row > index ? `${prefix}${row - 1}${name.slice(close)}` : name] = value;
  }
  return out;
}

/** Adds an empty row (the field `field` of row n set to ''). */
export function addRow(raw: RawValues, list: string, field: string): RawValues {
  return { ...raw, [`${list}[${rowCount(raw, list)}].${field}`]: '' };
}

/** Raw values as a form body, to parse a stored step again with its schema. */
export function toSearchParams(raw: RawValues | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  return params;
}

export type StepValues = {
  anagrafica: AnagraficaValue;
  stato: StatoValue;
  titolo: TitoloValue;
  informatica: InformaticaValue;
  lingue: LingueValue;
  mansioni: MansioniValue;
  scheda: unknown;
  valori: ValoriValue;
  altre: AltreValue;
};

const bool = (value: string) => value === 'si';
const refs = (values: readonly string[]) => values.map((value) => ({ value }));

/** The texts the shared rules ask for, trimmed; the others blanked (a text of No / not Altro is not kept). */
function keptTexts(value: Record<string, unknown>, rules: RequiredText[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const rule of rules) {
    const text = value[rule.path];
    texts[rule.path] = rule.when && typeof text === 'string' ? text.trim() : '';
  }
  return texts;
}

/** The profile payload of spec 01 §7 from the validated steps. */
export function toProfilePayload(steps: StepValues): ProfilePayload {
  const { anagrafica: a, stato, titolo: t, informatica: i, lingue, mansioni, valori, altre } = steps;
  const ratings = Object.fromEntries(
    optionValues(VALORI_AZIENDALI).map((key) => [key, Number.parseInt(valori[key], 10)]),
  ) as Record<(typeof VALORI_AZIENDALI)[number]['value'], number>;
  const titoloKept = keptTexts(t, titoloTexts(t));
  return {
    nome: a.nome.trim(),
    cognome: a.cognome.trim(),
    nascita: a.nascita,
    email: a.email,
    telefono: a.telefono,
    indirizzo: a.indirizzo.trim(),
    cittadinanza: a.cittadinanza ?? '',
    provincia: (a.provincia ?? '').trim(),
    citta: (a.citta ?? '').trim(),
    cap: a.cap,
    conoscenza_italiano: bool(a.conoscenza_italiano),
    categorie_protette: bool(a.categorie_protette),
    incentivi_assunzione: bool(a.incentivi_assunzione),
    disponibilita_colloquio: a.disponibilita_colloquio === 'on',
    conferma_veridicita: a.conferma_veridicita === 'on',
    patente_bool: bool(a.patente_bool),
    patente_text: keptTexts(a, anagraficaTexts(a)).patente_text,
    automunito_bool: bool(a.automunito_bool),
    mobilita: a.mobilita,
    trasferta: a.trasferta,
    occupazione: stato.occupazione,
    esperienza: stato.esperienza,
    qualifica_professionale_enum: t.qualifica_professionale_enum,
    qualifica_professionale_text: titoloKept.qualifica_professionale_text,
    perito_enum: t.perito_enum,
    perito_text: titoloKept.perito_text,
    tipo_laurea: t.tipo_laurea,
    ingegnere_enum: t.ingegnere_enum ?? INGEGNERE_NESSUNO,
    ingegnere_text: titoloKept.ingegnere_text,
    specializzazione_bool: bool(t.specializzazione_bool),
    specializzazione_text: titoloKept.specializzazione_text,
    certificazione_bool: bool(t.certificazione_bool),
    certificazione_text: titoloKept.certificazione_text,
    conoscenze_informatiche: refs(i.conoscenze_informatiche),
    conoscenze_informatiche_text: keptTexts(i, informaticaTexts(i.conoscenze_informatiche))
      .conoscenze_informatiche_text,
    lingue: lingue.lingue,
    aree_di_competenza: refs(mansioni.aree_di_competenza),
    qualifica: mansioni.qualifica,
    scheda_tecnica: normalizeSchedaTecnica(steps.scheda),
    ...ratings,
    trattabile: bool(altre.trattabile),
    mansioni_diverse: bool(altre.mansioni_diverse),
    mansioni_preferite: refs(altre.mansioni_preferite),
    ral_desiderata: altre.ral_desiderata,
    benefits: (altre.benefits ?? '').trim(),
    tipo_contratto: altre.tipo_contratto,
    orari: altre.orari,
    blacklisted_pivas: (altre.blacklisted_pivas ?? []).map(({ piva }) => ({ piva })),
  };
}

// ---------------------------------------------------------------- stored profile → draft (update)

type Stored = Record<string, unknown>;

const siNo = (value: unknown) => (value === true ? 'si' : value === false ? 'no' : '');
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const lookupValues = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => str((entry as Stored)?.value)).filter(Boolean) : [];

/** The raw values of every step from a saved profile (the wizard opened by 'Modifica profilo'). */
export function draftFromProfile(profile: Stored): Record<StepKey, RawValues> {
  const p = profile;
  const lingue = Array.isArray(p.lingue) ? (p.lingue as Stored[]) : [];
  const lingueRaw: RawValues = {};
  lingue.forEach((entry, index) => {
    lingueRaw[`lingue[${index}].lingua`] = str(entry?.lingua);
    lingueRaw[`lingue[${index}].livello`] = str(entry?.livello);
  });
  const pivas = Array.isArray(p.blacklisted_pivas) ? (p.blacklisted_pivas as Stored[]) : [];
  const pivasRaw: RawValues = {};
  pivas.forEach((entry, index) => (pivasRaw[`blacklisted_pivas[${index}].piva`] = str(entry?.piva)));
  const pick = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, str(p[key])]));
  const bools = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, siNo(p[key])]));
  return {
    anagrafica: {
      ...pick('nome', 'cognome', 'nascita', 'email', 'telefono', 'indirizzo', 'cittadinanza', 'provincia'),
      ...pick('citta', 'cap', 'patente_text', 'mobilita', 'trasferta'),
      ...bools('conoscenza_italiano', 'categorie_protette', 'incentivi_assunzione', 'patente_bool'),
      ...bools('automunito_bool'),
      disponibilita_colloquio: p.disponibilita_colloquio ? 'on' : '',
      conferma_veridicita: p.conferma_veridicita ? 'on' : '',
    },
    stato: pick('occupazione', 'esperienza'),
    titolo: {
      ...pick('qualifica_professionale_enum', 'qualifica_professionale_text', 'perito_enum', 'perito_text'),
      ...pick(
        'tipo_laurea',
        'ingegnere_enum',
        'ingegnere_text',
        'specializzazione_text',
        'certificazione_text',
      ),
      ...bools('specializzazione_bool', 'certificazione_bool'),
    },
    informatica: {
      conoscenze_informatiche: lookupValues(p.conoscenze_informatiche),
      conoscenze_informatiche_text: str(p.conoscenze_informatiche_text),
    },
    lingue: lingue.length > 0 ? lingueRaw : { 'lingue[0].lingua': LINGUA_ITALIANO, 'lingue[0].livello': '' },
    mansioni: { aree_di_competenza: lookupValues(p.aree_di_competenza), qualifica: str(p.qualifica) },
    scheda: schedaToRaw(p.scheda_tecnica),
    valori: Object.fromEntries(optionValues(VALORI_AZIENDALI).map((key) => [key, p[key] ? str(p[key]) : ''])),
    altre: {
      ...bools('trattabile', 'mansioni_diverse'),
      mansioni_preferite: lookupValues(p.mansioni_preferite),
      ...pick('ral_desiderata', 'benefits'),
      tipo_contratto: Array.isArray(p.tipo_contratto) ? p.tipo_contratto.map(str) : [],
      orari: Array.isArray(p.orari) ? p.orari.map(str) : [],
      ...pivasRaw,
    },
  };
}

/** A stored technical sheet as form values: dotted path → ticked options / extra text. */
/**
 * The label of a technical-sheet extra: the catalog's own label (its 'Altro' reads `altro`, 'Altro (specifica)'),
 * never the option that makes it required ('altro', 'Si').
 */
export function extraLabel(field: { label: string }, altro: string): string {
  return field.label === ALTRO_OPTION ? altro : field.label;
}

export function schedaToRaw(sheet: unknown): RawValues {
  const normalized = normalizeSchedaTecnica(sheet) as unknown as Stored;
  const raw: RawValues = {};
  const walk = (fields: ReadonlyArray<SchedaNode>, value: Stored, prefix: string) => {
    for (const field of fields) {
      const path = prefix ? `${prefix}.${field.key}` : field.key;
      const inner = value?.[field.key];
      if (field.kind === 'group') walk(field.fields, inner as Stored, path);
      else if (field.kind === 'multi') raw[path] = (inner as string[]) ?? [];
      else raw[path] = str(inner);
    }
  };
  walk(SCHEDA_TECNICA, normalized, '');
  return raw;
}
