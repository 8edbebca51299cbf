// Forms of the nine steps of the candidate wizard (spec 01 §5). The rules themselves (free-text rule,
// patterns, messages) live in the catalog's profile-rules module, which Strapi applies again to the whole
// profile. Factories take the server-only checks (municipalities, lookup lists): the browser validates
// without them, the action (the authority) with them.
import { z } from 'zod';
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
  optionValues,
} from '../../../strapi/src/catalog/common';
import {
  BLACKLISTED_PIVAS_MAX,
  LINGUE_MAX,
  LONG_TEXT_MAX,
  NOME_MIN,
  PATTERNS,
  PROFILE_MESSAGES as M,
  isValidNascita,
  textIssue,
} from '../../../strapi/src/catalog/profile-rules';

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

const list = (required: string, allowed?: readonly string[]) =>
  z
    .array(z.string({ invalid_type_error: M.invalid }), {
      required_error: required,
      invalid_type_error: M.invalid,
    })
    .max(100, M.invalid)
    .refine((values) => !allowed || values.every((v) => allowed.indexOf(v) !== -1), { message: M.invalid })
    .refine((values) => values.length > 0, { message: required });

function requireWhen(
  ctx: z.RefinementCtx,
  condition: boolean,
  value: string | undefined,
  path: string,
  message: string,
) {
  if (condition && !value) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
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

export type LocationChecks = {
  isNazione?: (key: string) => boolean;
  isProvincia?: (sigla: string) => boolean;
  isComune?: (sigla: string, citta: string) => boolean;
};

// ---------------------------------------------------------------- 1. Dati anagrafici
export const anagraficaSchema = (checks: LocationChecks = {}) =>
  withRules(
    z.object({
      nome: text({ min: NOME_MIN }),
      cognome: text(),
      nascita: str().refine(isValidNascita, { message: M.nascita }),
      email: str()
        .trim()
        .max(254, M.email)
        .regex(PATTERNS.email, M.email)
        .transform((value) => value.toLowerCase()),
      telefono: str().trim().regex(PATTERNS.telefono, M.telefono),
      indirizzo: text({ address: false }),
      cittadinanza: str().max(2, M.invalid),
      provincia: optionalText(),
      citta: optionalText(),
      cap: str().trim().regex(PATTERNS.cap, M.cap),
      conoscenza_italiano: siNo(),
      categorie_protette: siNo(),
      incentivi_assunzione: siNo(),
      mobilita: enumOf(optionValues(MOBILITA)),
      trasferta: enumOf(optionValues(TRASFERTA)),
      disponibilita_colloquio: enumOf(['on']),
      conferma_veridicita: enumOf(['on']),
      patente_bool: siNo(),
      patente_text: optionalText(),
      automunito_bool: siNo(),
    }),
    { cittadinanza: loose, provincia: loose, citta: loose, patente_bool: loose, patente_text: loose },
    (value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      if (value.cittadinanza && checks.isNazione && !checks.isNazione(value.cittadinanza)) {
        issue('cittadinanza', M.invalid);
      }
      requireWhen(ctx, true, value.provincia, 'provincia', M.required);
      requireWhen(ctx, true, value.citta, 'citta', M.required);
      if (value.cittadinanza === 'IT' && value.provincia) {
        if (checks.isProvincia && !checks.isProvincia(value.provincia)) issue('provincia', M.invalid);
        else if (value.citta && checks.isComune && !checks.isComune(value.provincia, value.citta)) {
          issue('citta', M.required);
        }
      }
      requireWhen(ctx, value.patente_bool === 'si', value.patente_text, 'patente_text', M.requiredIfSi);
    },
  );

// ---------------------------------------------------------------- 2. Stato occupazionale
export const statoSchema = z.object({
  occupazione: enumOf(OCCUPAZIONE),
  esperienza: enumOf(ESPERIENZA),
});

// ---------------------------------------------------------------- 3. Titolo di studio
export const titoloSchema = withRules(
  z.object({
    qualifica_professionale_enum: enumOf(QUALIFICA_PROFESSIONALE_ENUM),
    qualifica_professionale_text: optionalText(),
    perito_enum: enumOf(PERITO_ENUM),
    perito_text: optionalText(),
    tipo_laurea: enumOf(optionValues(TIPO_LAUREA)),
    // Disabled (so not posted) when tipo_laurea is none: then it is forced to 'Nessuno'.
    ingegnere_enum: enumOf(INGEGNERE_ENUM).optional(),
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
    const altro = M.requiredIfAltro;
    requireWhen(ctx, value.qualifica_professionale_enum === 'Altro', value.qualifica_professionale_text, 'qualifica_professionale_text', altro); // prettier-ignore
    requireWhen(ctx, value.perito_enum === 'Altro', value.perito_text, 'perito_text', altro);
    requireWhen(
      ctx,
      !!value.tipo_laurea && value.tipo_laurea !== 'none',
      value.ingegnere_enum,
      'ingegnere_enum',
      M.required,
    );
    requireWhen(ctx, value.tipo_laurea !== 'none' && value.ingegnere_enum === 'Altro', value.ingegnere_text, 'ingegnere_text', altro); // prettier-ignore
    requireWhen(ctx, value.specializzazione_bool === 'si', value.specializzazione_text, 'specializzazione_text', M.requiredIfSi); // prettier-ignore
    requireWhen(ctx, value.certificazione_bool === 'si', value.certificazione_text, 'certificazione_text', M.requiredIfSi); // prettier-ignore
  },
).transform((value) =>
  value.tipo_laurea === 'none' ? { ...value, ingegnere_enum: 'Nessuno', ingegnere_text: undefined } : value,
);

// ---------------------------------------------------------------- 4. Conoscenze informatiche
export const informaticaSchema = (allowed?: readonly string[]) =>
  withRules(
    z.object({
      conoscenze_informatiche: list(M.required, allowed),
      conoscenze_informatiche_text: optionalText(),
    }),
    { conoscenze_informatiche: looseList, conoscenze_informatiche_text: loose },
    (value, ctx) =>
      requireWhen(ctx, (value.conoscenze_informatiche ?? []).includes('Altro'), value.conoscenze_informatiche_text, 'conoscenze_informatiche_text', M.requiredIfAltro), // prettier-ignore
  );

// ---------------------------------------------------------------- 5. Conoscenze linguistiche
const linguaRow = z
  .object({ lingua: optionalText({ max: 60 }), livello: enumOf(LIVELLI_LINGUA).optional() })
  .optional();

export const lingueSchema = z.object({
  // Italian is row 0 (fixed, non-removable). Rows left completely empty are dropped.
  lingue: z
    .array(linguaRow, { invalid_type_error: M.invalid })
    .max(LINGUE_MAX, M.tooManyLingue)
    .superRefine((rows, ctx) => {
      // Italian (row 0) always needs its level.
      if (!rows[0]) ctx.addIssue({ code: 'custom', path: [0, 'livello'], message: M.required });
      rows.forEach((row, index) => {
        if (!row || (!row.lingua && !row.livello && index > 0)) return;
        if (!row.lingua) ctx.addIssue({ code: 'custom', path: [index, 'lingua'], message: M.required });
        if (!row.livello) ctx.addIssue({ code: 'custom', path: [index, 'livello'], message: M.required });
      });
    })
    .transform((rows) =>
      rows
        .filter((row, index): row is { lingua: string; livello: string } => index === 0 || !!row?.lingua)
        .map((row, index) => ({
          lingua: index === 0 ? 'Italiano' : row.lingua.trim(),
          livello: row.livello,
        })),
    ),
});

// ---------------------------------------------------------------- 6. Mansioni
export const mansioniSchema = (allowed?: readonly string[]) =>
  z.object({
    aree_di_competenza: list(M.atLeastOneArea, allowed),
    qualifica: enumOf(QUALIFICA),
  });

// ---------------------------------------------------------------- 8. Valori aziendali
export const valoriSchema = z.object(
  Object.fromEntries(optionValues(VALORI_AZIENDALI).map((key) => [key, enumOf(['1', '2', '3'])])) as Record<
    (typeof VALORI_AZIENDALI)[number]['value'],
    z.ZodEffects<z.ZodString, string, string>
  >,
);

// ---------------------------------------------------------------- 9. Altre informazioni
export const altreSchema = (allowed?: readonly string[]) =>
  z.object({
    trattabile: siNo(),
    mansioni_diverse: siNo(),
    mansioni_preferite: list(M.atLeastOneMansione, allowed),
    ral_desiderata: enumOf(optionValues(RAL_DESIDERATA), M.ral),
    benefits: optionalText({ max: LONG_TEXT_MAX }),
    tipo_contratto: list(M.atLeastOneOption, optionValues(TIPO_CONTRATTO)),
    orari: list(M.atLeastOneOption, optionValues(ORARI)),
    blacklisted_pivas: z
      .array(
        // A row left empty arrives as undefined: it is an empty entry ('*Campo obbligatorio').
        z.preprocess((row) => row ?? {}, z.object({ piva: str().trim().regex(PATTERNS.piva, M.piva) })),
        { invalid_type_error: M.invalid },
      )
      .max(BLACKLISTED_PIVAS_MAX, M.tooManyPivas)
      .optional(),
  });

export type AnagraficaValue = z.output<ReturnType<typeof anagraficaSchema>>;
export type StatoValue = z.output<typeof statoSchema>;
export type TitoloValue = z.output<typeof titoloSchema>;
export type InformaticaValue = z.output<ReturnType<typeof informaticaSchema>>;
export type LingueValue = z.output<typeof lingueSchema>;
export type MansioniValue = z.output<ReturnType<typeof mansioniSchema>>;
export type ValoriValue = z.output<typeof valoriSchema>;
export type AltreValue = z.output<ReturnType<typeof altreSchema>>;
