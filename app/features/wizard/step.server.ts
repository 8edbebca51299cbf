// The candidate wizard on the server: who is filling it in (a new registration or a candidate editing their
// profile), its draft in Strapi, the lookups and municipalities it shows, and the generic step action.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import {
  AREE_DI_COMPETENZA,
  CONOSCENZE_INFORMATICHE,
  MANSIONI,
  asOptions,
  sortLookupValues,
} from '#catalog/common.ts';
import {
  comuniByProvincia,
  isNazioneKey,
  isProvinciaSigla,
} from '#app/features/geography/geography.server.ts';
import { HOME } from '#app/lib/routes.ts';
import type { CurrentUser } from '#app/lib/types.ts';
import {
  WIZARD_STEPS,
  addRow,
  draftFromProfile,
  rawFromForm,
  removeRow,
  stepIndex,
  type RawValues,
  type StepKey,
} from '#app/features/wizard/steps.ts';
import { fetchCurrentUser, profileType } from '#app/server/auth.server.ts';
import { clientIp } from '#app/server/client-ip.server.ts';
import { readDraft, saveDraft } from '#app/server/drafts.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { getJwt } from '#app/server/session.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';

export type WizardMode = 'new' | 'update';
export type WizardDraft = { mode?: WizardMode; owner?: number } & Partial<Record<StepKey, RawValues>>;
export type WizardContext = { mode: WizardMode; user: CurrentUser | null };

/** Anonymous visitors register, candidates update their profile, companies go home. */
export async function wizardContext(request: Request): Promise<WizardContext> {
  const jwt = await getJwt(request);
  if (!jwt) return { mode: 'new', user: null };
  const result = await fetchCurrentUser(jwt);
  if (!result.ok) return { mode: 'new', user: null };
  const type = profileType(result.data);
  if (type === 'company') throw redirect(HOME.company);
  if (type === 'candidate') return { mode: 'update', user: result.data };
  return { mode: 'new', user: null };
}

const EMPTY_STEPS = Object.fromEntries(WIZARD_STEPS.map((step) => [step.key, {}])) as Record<
  StepKey,
  RawValues
>;

/**
 * The draft of this visitor, started afresh when it belongs to another mode or person: an update starts
 * from the saved profile (/api/me's hr_user), a registration from nothing. A fresh registration draft is not
 * stored until the first post (`unsaved`), so that merely opening the wizard writes nothing.
 */
export async function wizardDraft(
  request: Request,
  context: WizardContext,
): Promise<{ draft: WizardDraft; headers?: HeadersInit; unsaved?: WizardDraft }> {
  const draft = (await readDraft(request, 'candidate')) as WizardDraft;
  const owner = context.user?.id;
  if (draft.mode === context.mode && draft.owner === owner) return { draft };
  if (context.mode === 'update' && context.user?.hr_user) {
    const fresh: WizardDraft = { mode: 'update', owner, ...draftFromProfile(context.user.hr_user) };
    return { draft: fresh, headers: await saveDraft(request, 'candidate', fresh, null) };
  }
  const fresh: WizardDraft = { mode: 'new', owner: undefined, ...EMPTY_STEPS };
  return { draft: fresh, unsaved: fresh };
}

/** Saves one step; a draft not stored yet (`unsaved`) is stored whole, so no stale step survives. */
async function saveStep(
  request: Request,
  key: StepKey,
  raw: RawValues,
  { unsaved, visitor }: { unsaved?: WizardDraft; visitor: string | null },
) {
  return saveDraft(request, 'candidate', { ...unsaved, [key]: raw }, visitor);
}

// ---------------------------------------------------------------- lookups

export type LookupOption = { value: string; label: string };

const LOOKUP_LISTS = {
  conoscenze: CONOSCENZE_INFORMATICHE,
  aree: AREE_DI_COMPETENZA,
  mansioni: MANSIONI,
} as const;

/**
 * The options of a lookup list, from the catalog (the same lists the search filters and Strapi's validation
 * use; Strapi's lookup tables are their seeded relations): sorted by value, 'Altro' last.
 */
export function lookup(kind: keyof typeof LOOKUP_LISTS): LookupOption[] {
  return asOptions(sortLookupValues<string>(LOOKUP_LISTS[kind]));
}

/** Municipalities of a province from Strapi (GET create-profile/comuni); only for a known code. */
export async function comuni(sigla: string | undefined): Promise<LookupOption[]> {
  if (!sigla || !isProvinciaSigla(sigla)) return [];
  try {
    const result = await strapi.registration.comuni({ params: { provinceCode: sigla } });
    if (!result.ok || !Array.isArray(result.data)) return [];
    return result.data.map((entry) => ({ value: entry.value, label: entry.value }));
  } catch (error) {
    if (error instanceof Response) return [];
    throw error;
  }
}

/** Server-side checks of the location picker (the browser has no ISTAT list). */
export const locationChecks = {
  isNazione: isNazioneKey,
  isProvincia: isProvinciaSigla,
  isComune: (sigla: string, citta: string) => comuniByProvincia(sigla).some((c) => c.value === citta),
};

// ---------------------------------------------------------------- the step action

const HONEYPOT_FIELDS = ['name__confirm', 'from__confirm'];

export type CustomParse = (
  formData: FormData,
) => { ok: true } | { ok: false; result: SubmissionResult<string[]>; dialog?: string };

export type StepActionOptions<S extends z.ZodTypeAny, R = never> = {
  key: StepKey;
  schema?: S;
  /** Instead of the schema (the technical sheet builds its value from dotted field names). */
  parse?: CustomParse;
  /** Repeating rows of this step: `add:<list>` and `remove:<list>:<n>` intents, the field to add. */
  rows?: Record<string, string>;
  /** Extra data for a failed render (e.g. municipalities of the posted province). */
  failureData?: (raw: RawValues) => Promise<Record<string, unknown>>;
  /** What a valid last step does instead of moving on. */
  onLastStep?: (request: Request, raw: RawValues) => Promise<R>;
};

/** The top-level field names of a zod schema (objects, their intersections, refinements and transforms). */
function schemaFields(schema: z.ZodTypeAny): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as object);
  if (schema instanceof z.ZodIntersection)
    return [...schemaFields(schema._def.left), ...schemaFields(schema._def.right)];
  if (schema instanceof z.ZodEffects) return schemaFields(schema.innerType());
  if (schema instanceof z.ZodPipeline) return schemaFields(schema._def.in);
  return [];
}

/** The names `parse` reads from the posted form (the technical sheet reads every leaf of its definition). */
function fieldsReadBy(parse: CustomParse, formData: FormData): Set<string> {
  const names = new Set<string>();
  const recording = new FormData();
  for (const [name, value] of formData) recording.append(name, value);
  const getAll = recording.getAll.bind(recording);
  const get = recording.get.bind(recording);
  recording.getAll = (name: string) => (names.add(name), getAll(name));
  recording.get = (name: string) => (names.add(name), get(name));
  parse(recording);
  return names;
}

/**
 * What a step keeps in its draft (issue 24 item 3): the fields of its schema, with their rows and sub-fields
 * (`lingue[1].livello` is of `lingue`), or exactly the names its own parser reads. Anything else a post carries is
 * junk, dropped rather than stored.
 */
function knownFields(
  raw: RawValues,
  options: { schema?: z.ZodTypeAny; parse?: CustomParse },
  formData: FormData,
) {
  const kept: RawValues = {};
  if (options.schema) {
    const fields = new Set(schemaFields(options.schema));
    for (const [name, value] of Object.entries(raw))
      if (fields.has(name.split(/[.[]/)[0])) kept[name] = value;
  } else if (options.parse) {
    const fields = fieldsReadBy(options.parse, formData);
    for (const [name, value] of Object.entries(raw)) if (fields.has(name)) kept[name] = value;
  } else return raw;
  return kept;
}

type StepIntent = { verb: 'next' | 'back' | 'add' | 'remove' | 'comuni'; list?: string; row?: string };

/**
 * The button a step was posted with (`intent`), parsed by zod: 'Indietro', the municipalities' reload, a repeating
 * row's `add:<list>` or `remove:<list>:<row>`; anything else is 'Avanti' (also what Enter submits).
 */
const stepIntentSchema = z
  .string()
  .regex(/^(?:back$|(?:add|remove|comuni)(?::|$))/)
  .transform((intent): StepIntent => {
    const [verb, list, row] = intent.split(':');
    return { verb: verb as StepIntent['verb'], list, row };
  })
  .catch({ verb: 'next' });

export async function stepAction<S extends z.ZodTypeAny, R = never>(
  request: Request,
  load: AppLoadContext,
  options: StepActionOptions<S, R>,
) {
  const formData = await readForm(request, { honeypot: true });
  const context = await wizardContext(request);
  // Anonymous registrations count their new drafts per visitor; a candidate's update draft is theirs.
  const visitor = context.mode === 'new' ? clientIp(request, load) : null;
  const { headers: seeded, unsaved } = await wizardDraft(request, context);
  const { verb, list: name, row } = stepIntentSchema.parse(formData.get('intent'));
  let raw = knownFields(rawFromForm(formData), options, formData);
  for (const name of HONEYPOT_FIELDS) delete raw[name];
  const index = stepIndex(options.key);
  const here = WIZARD_STEPS[index].path;
  const save = async (values: RawValues) =>
    (await saveStep(request, options.key, values, { unsaved, visitor })) ?? seeded;

  // 'Indietro' saves what is typed without validating it.
  if (verb === 'back') {
    const headers = await save(raw);
    return redirect(index > 0 ? WIZARD_STEPS[index - 1].path : here, { headers });
  }
  // Add / remove a row, reload the municipalities: save as typed and show the step again.
  // Only the lists this step declares (never a prototype key such as `__proto__`).
  const list = name && options.rows && Object.hasOwn(options.rows, name) ? name : undefined;
  if (verb === 'add' && list && options.rows) raw = addRow(raw, list, options.rows[list]);
  // Row 0 of the languages is Italian: fixed, never removed.
  const removable = Number(row) > 0 || (list !== 'lingue' && Number(row) === 0);
  if (verb === 'remove' && list && removable) raw = removeRow(raw, list, Number(row));
  if (verb === 'add' || verb === 'remove' || verb === 'comuni') {
    const headers = await save(raw);
    return redirect(`${here}${verb === 'comuni' ? '#luogo' : `#${list ?? ''}`}`, { headers });
  }

  const failure = async (result: SubmissionResult<string[]>, dialog: string | null = null) => {
    const extra = options.failureData ? await options.failureData(raw) : {};
    return data({ result, values: raw, dialog, ...extra }, { status: 400, headers: seeded });
  };
  if (options.parse) {
    const parsed = options.parse(formData);
    if (!parsed.ok) return failure(parsed.result, parsed.dialog ?? null);
  } else if (options.schema) {
    // A hostile row index (`lingue[999999999]`) would make the form parser build a huge sparse array.
    const tooManyRows = [...formData.keys()].some((name) => /\[\d{3,}\]/.test(name));
    const submission = parseWithZod(tooManyRows ? new FormData() : formData, { schema: options.schema });
    if (submission.status !== 'success') return failure(submission.reply());
  }
  const headers = await save(raw);
  if (options.onLastStep) return options.onLastStep(request, raw);
  return redirect(WIZARD_STEPS[index + 1].path, { headers });
}

/** What every step's loader starts with: the mode, this step's raw values, the notice after a failed save. */
export async function stepLoader(request: Request, key: StepKey) {
  const context = await wizardContext(request);
  const { draft, headers } = await wizardDraft(request, context);
  const verify = new URL(request.url).searchParams.get('verifica') === '1';
  return { context, draft, values: draft[key] ?? {}, verify, headers };
}
