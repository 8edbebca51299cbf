// Forms of the nine steps of the candidate wizard (spec 01 §5). The rules themselves (free-text rule,
// patterns, messages, each step's rules between fields) live in the catalog's profile-rules module, which
// Strapi applies again to the whole profile. The first step's factory takes the server-only location checks
// (ISO nations, ISTAT municipalities): the browser validates without them, the action (the authority) with them.
import { z } from 'zod';
import { DISTANZE_KM } from '#catalog/distance.ts';
import { jobAlerts } from '#app/texts/job-alerts.ts';
import { LINGUA_ITALIANO, VALORI_AZIENDALI, fieldKey, isOneOf, optionValues } from '#catalog/common.ts';
import { boundedList } from '#app/lib/schemas/lists.ts';
import { EMAIL_MAX, PATTERNS } from '#catalog/patterns.ts';
import {
  BLACKLISTED_PIVAS_MAX,
  LINGUE_MAX,
  LONG_TEXT_MAX,
  NOME_MIN,
  PROFILE_CHOICES,
  PROFILE_LISTS,
  PROFILE_MESSAGES as M,
  anagraficaTexts,
  forcedIngegnere,
  informaticaTexts,
  isValidNascita,
  linguaIssues,
  locationIssues,
  textIssue,
  titoloTexts,
  type LocationChecks,
  type ProfileIssue,
  type RequiredText,
} from '#catalog/profile-rules.ts';

type TextRules = Parameters<typeof textIssue>[1];

const str = (required: string = M.required) =>
  z.string({ required_error: required, invalid_type_error: M.invalid });

/** A free text: trimmed, bounded, free-text rule (unless `freeText: false`). */
const text = (rules: TextRules = {}) =>
  str().superRefine((value, ctx) => {
    const issue = textIssue(value, { required: true, ...rules });
    if (issue) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue });
  });

const optionalText = (rules: TextRules = {}) => text(rules).optional();

const enumOf = (list: readonly string[], required: string = M.required) =>
  str(required).refine((value) => list.indexOf(value) !== -1, { message: required });

const siNo = () => enumOf(['si', 'no']);

/** A single-choice field of the profile, from its catalog list. */
const choice = (field: keyof typeof PROFILE_CHOICES, required: string = M.required) =>
  enumOf(PROFILE_CHOICES[field], required);

/** A multiple-choice field of the profile, from its catalog list. */
const list = (field: keyof typeof PROFILE_LISTS, required: string) =>
  z
    .array(z.string({ invalid_type_error: M.invalid }), {
      required_error: required,
      invalid_type_error: M.invalid,
    })
    .superRefine(boundedList(PROFILE_LISTS[field].length))
    .refine((values) => values.every((v) => isOneOf<string>(PROFILE_LISTS[field], v)), { message: M.invalid })
    .refine((values) => values.length > 0, { message: required });

/** The shared rules' verdict as zod issues: a text they require is missing. */
function requireTexts(ctx: z.RefinementCtx, value: Record<string, unknown>, rules: RequiredText[]) {
  for (const rule of rules) {
    if (rule.when && !value[rule.path]) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [rule.path], message: rule.message });
    }
  }
}

function addIssues(ctx: z.RefinementCtx, issues: ProfileIssue[]) {
  for (const issue of issues) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [issue.path], message: issue.message });
  }
}

// Rules between fields (Altro → text, Si → text, location) run on a second, never-failing object joined
// by an intersection: a refinement of the main object would run only once every field is valid, and the
// spec's conditional messages must show together with the others.
const loose = z.string().optional().catch(undefined);
const looseList = z.array(z.string()).optional().catch(undefined);

function withRules<A extends z.ZodTypeAny, K extends z.ZodRawShape>(
  base: A,
  keys: K,
  check: (value: z.output<z.ZodObject<K>>, ctx: z.RefinementCtx) => void,
) {
  return z.intersection(base, z.object(keys).superRefine(check));
}

export type { LocationChecks };

// ---------------------------------------------------------------- 1. Dati anagrafici
export const anagraficaSchema = (checks: LocationChecks = {}) =>
  withRules(
    z.object({
      nome: text({ min: NOME_MIN }),
      cognome: text(),
      nascita: str().refine(isValidNascita, { message: M.nascita }),
      email: str()
        .trim()
        .max(EMAIL_MAX, M.email)
        .regex(PATTERNS.email, M.email)
        .transform((value) => value.toLowerCase()),
      telefono: str().trim().regex(PATTERNS.telefono, M.telefono),
      indirizzo: text({ address: false }),
      // Checked with the shared location rule below (a city of the ISTAT list is no free text).
      cittadinanza: loose,
      provincia: loose,
      citta: loose,
      cap: str().trim().regex(PATTERNS.cap, M.cap),
      conoscenza_italiano: siNo(),
      categorie_protette: siNo(),
      incentivi_assunzione: siNo(),
      mobilita: choice('mobilita'),
      trasferta: choice('trasferta'),
      disponibilita_colloquio: enumOf(['on']),
      conferma_veridicita: enumOf(['on']),
      patente_bool: siNo(),
      patente_text: optionalText(),
      automunito_bool: siNo(),
    }),
    { cittadinanza: loose, provincia: loose, citta: loose, patente_bool: loose, patente_text: loose },
    (value, ctx) => {
      addIssues(ctx, locationIssues(value, checks));
      requireTexts(ctx, value, anagraficaTexts(value));
    },
  );

// ---------------------------------------------------------------- 2. Stato occupazionale
export const statoSchema = z.object({
  occupazione: choice('occupazione'),
  esperienza: choice('esperienza'),
});

// ---------------------------------------------------------------- 3. Titolo di studio
export const titoloSchema = withRules(
  z.object({
    qualifica_professionale_enum: choice('qualifica_professionale_enum'),
    qualifica_professionale_text: optionalText(),
    perito_enum: choice('perito_enum'),
    perito_text: optionalText(),
    tipo_laurea: choice('tipo_laurea'),
    // Disabled (so not posted) when tipo_laurea is none: then it is forced to 'Nessuno'.
    ingegnere_enum: choice('ingegnere_enum').optional(),
    ingegnere_text: optionalText(),
    specializzazione_bool: siNo(),
    specializzazione_text: optionalText(),
    certificazione_bool: siNo(),
    certificazione_text: optionalText(),
  }),
  {
    qualifica_professionale_enum: loose,
    qualifica_professionale_text: loose,
    perito_enum: loose,
    perito_text: loose,
    tipo_laurea: loose,
    ingegnere_enum: loose,
    ingegnere_text: loose,
    specializzazione_bool: loose,
    specializzazione_text: loose,
    certificazione_bool: loose,
    certificazione_text: loose,
  },
  (value, ctx) => {
    if (value.tipo_laurea && !forcedIngegnere(value.tipo_laurea) && !value.ingegnere_enum) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['ingegnere_enum'], message: M.required });
    }
    requireTexts(ctx, value, titoloTexts(value));
  },
).transform((value) => {
  const forced = forcedIngegnere(value.tipo_laurea);
  return forced ? { ...value, ingegnere_enum: forced, ingegnere_text: undefined } : value;
});

// ---------------------------------------------------------------- 4. Conoscenze informatiche
export const informaticaSchema = withRules(
  z.object({
    conoscenze_informatiche: list('conoscenze_informatiche', M.required),
    conoscenze_informatiche_text: optionalText(),
  }),
  { conoscenze_informatiche: looseList, conoscenze_informatiche_text: loose },
  (value, ctx) => requireTexts(ctx, value, informaticaTexts(value.conoscenze_informatiche ?? [])),
);

// ---------------------------------------------------------------- 5. Conoscenze linguistiche
// Judged by the shared row rule below; anything but a string counts as missing.
const linguaRow = z.object({ lingua: loose, livello: loose }).optional().catch(undefined);

export const lingueSchema = z.object({
  // Italian is row 0 (fixed, non-removable). Rows left completely empty are dropped.
  lingue: z
    .array(linguaRow, { invalid_type_error: M.invalid })
    .max(LINGUE_MAX, M.tooManyLingue)
    // The same language twice (Italian of row 0 included); rows left empty are not compared.
    .superRefine((rows, ctx) =>
      boundedList(LINGUE_MAX, fieldKey('lingua'))([{ lingua: LINGUA_ITALIANO }, ...rows.slice(1)], ctx),
    )
    .superRefine((rows, ctx) => {
      // Row 0 is Italian (fixed by the form, its level required); other rows left empty are dropped.
      const checked = rows.length > 0 ? rows : [undefined];
      checked.forEach((row, index) => {
        if (index > 0 && (!row || (!row.lingua && !row.livello))) return;
        const value = index === 0 ? { ...row, lingua: LINGUA_ITALIANO } : (row ?? {});
        for (const issue of linguaIssues(value, index)) {
          ctx.addIssue({ code: 'custom', path: [index, issue.key], message: issue.message });
        }
      });
    })
    .transform((rows) =>
      rows
        .filter((row, index) => index === 0 || !!row?.lingua)
        .map((row, index) => ({
          lingua: index === 0 ? LINGUA_ITALIANO : (row?.lingua ?? '').trim(),
          livello: row?.livello ?? '',
        })),
    ),
});

// ---------------------------------------------------------------- 6. Mansioni
export const mansioniSchema = z.object({
  aree_di_competenza: list('aree_di_competenza', M.atLeastOneArea),
  qualifica: choice('qualifica'),
});

// ---------------------------------------------------------------- 8. Valori aziendali
export const valoriSchema = z.object(
  Object.fromEntries(optionValues(VALORI_AZIENDALI).map((key) => [key, enumOf(['1', '2', '3'])])) as Record<
    (typeof VALORI_AZIENDALI)[number]['value'],
    z.ZodEffects<z.ZodString, string, string>
  >,
);

// ---------------------------------------------------------------- 9. Altre informazioni
export const altreSchema = z.object({
  trattabile: siNo(),
  mansioni_diverse: siNo(),
  mansioni_preferite: list('mansioni_preferite', M.atLeastOneMansione),
  ral_desiderata: choice('ral_desiderata', M.ral),
  benefits: optionalText({ max: LONG_TEXT_MAX }),
  tipo_contratto: list('tipo_contratto', M.atLeastOneOption),
  orari: list('orari', M.atLeastOneOption),
  blacklisted_pivas: z
    .array(
      // A row left empty arrives as undefined: it is an empty entry ('*Campo obbligatorio').
      z.preprocess((row) => row ?? {}, z.object({ piva: str().trim().regex(PATTERNS.piva, M.piva) })),
      { invalid_type_error: M.invalid },
    )
    .max(BLACKLISTED_PIVAS_MAX, M.tooManyPivas)
    .superRefine(boundedList(BLACKLISTED_PIVAS_MAX, fieldKey('piva')))
    .optional(),
  // "Avvisami dei nuovi annunci" of a new registration (issue 42), unticked by default, and its radius from home.
  avviso_annunci: enumOf(['si'], jobAlerts.invalidForm).optional(),
  avviso_distanza: enumOf(['0', ...DISTANZE_KM.map(String)], jobAlerts.invalidForm).optional(),
});

/** The schemas of the eight form steps (the technical sheet has its own parser), keyed by step. */
export const stepSchemas = (checks: LocationChecks = {}) => ({
  anagrafica: anagraficaSchema(checks),
  stato: statoSchema,
  titolo: titoloSchema,
  informatica: informaticaSchema,
  lingue: lingueSchema,
  mansioni: mansioniSchema,
  valori: valoriSchema,
  altre: altreSchema,
});

export type AnagraficaValue = z.output<ReturnType<typeof anagraficaSchema>>;
export type StatoValue = z.output<typeof statoSchema>;
export type TitoloValue = z.output<typeof titoloSchema>;
export type InformaticaValue = z.output<typeof informaticaSchema>;
export type LingueValue = z.output<typeof lingueSchema>;
export type MansioniValue = z.output<typeof mansioniSchema>;
export type ValoriValue = z.output<typeof valoriSchema>;
export type AltreValue = z.output<typeof altreSchema>;
