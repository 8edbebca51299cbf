// The end of the wizard: every step of the draft validated again (the draft could be stale or crafted), the
// payload of spec 01 §7 built, then create-profile (new registration) or update-profile (candidate).
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import { validateProfile } from '#catalog/profile-rules.ts';
import { parseScheda } from '#app/features/wizard/scheda.ts';
import { stepSchemas } from '#app/features/wizard/schemas.ts';
import {
  WIZARD_STEPS,
  rawList,
  toProfilePayload,
  toSearchParams,
  type StepValues,
} from '#app/features/wizard/steps.ts';
import { clearDraft } from '#app/server/drafts.server.ts';
import { isEmailAvailable } from '#app/features/registration/email-check.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { registrationAllowed } from '#app/server/rate-limit.server.ts';
import { locationChecks, type WizardContext, type WizardDraft } from './step.server';

/** The server-side schemas of the eight form steps, with the location checks only the server has. */
const serverSchemas = stepSchemas(locationChecks);

export type Dialog = 'email-taken' | 'registration-error' | 'too-many' | null;

/** Validates the whole draft: the payload, or the path of the first step that needs attention. */
export async function draftPayload(draft: WizardDraft) {
  const parsed: Partial<StepValues> = {};
  for (const step of WIZARD_STEPS) {
    if (step.key === 'scheda') {
      const scheda = parseScheda((name) => rawList(draft.scheda, name));
      if (scheda.empty || Object.keys(scheda.errors).length > 0) return { invalidStep: step.path };
      parsed.scheda = scheda.sheet;
      continue;
    }
    const submission = parseWithZod(toSearchParams(draft[step.key]), { schema: serverSchemas[step.key] });
    if (submission.status !== 'success') return { invalidStep: step.path };
    (parsed as Record<string, unknown>)[step.key] = submission.value;
  }
  const payload = toProfilePayload(parsed as StepValues);
  const issues = validateProfile(payload, locationChecks);
  if (issues.length > 0) {
    console.error('[wizard] a draft passed the step schemas but not the profile rules:', issues);
    return { invalidStep: WIZARD_STEPS[0].path };
  }
  // The job alert the new candidate ticked (the consent Strapi records with the account), else none.
  const { avviso_annunci, avviso_distanza } = (parsed as StepValues).altre;
  const avvisi =
    avviso_annunci === 'si' ? { annunci: true as const, km: Number(avviso_distanza ?? 0) } : undefined;
  return { payload, avvisi };
}

/** 'Avanti' / 'Salva profilo' on the last step. */
export async function submitProfile(
  request: Request,
  context: WizardContext,
  draft: WizardDraft,
  { visitor }: { visitor: string },
) {
  const { payload, avvisi, invalidStep } = await draftPayload(draft);
  if (!payload) return redirect(`${invalidStep}?verifica=1`);

  if (context.mode === 'update') {
    const result = await strapi.registration.updateProfile(request, {
      json: { data: payload },
      serverErrors: 'return',
    });
    // Spec 01 §8: an update failure is only logged; the candidate goes to /profilo anyway.
    if (!result.ok) console.error(`[wizard] update-profile failed: ${result.status} ${result.error.message}`);
    return redirect('/profilo', { headers: await clearDraft(request, 'candidate') });
  }

  const fail = (
    dialog: Dialog,
    status = dialog === 'email-taken' ? 409 : dialog === 'too-many' ? 429 : 400,
  ) => data({ result: null, values: draft.altre ?? {}, dialog }, { status });
  const available = await isEmailAvailable(visitor, payload.email);
  if (available === 'limited') return fail('too-many');
  if (!available) return fail('email-taken');
  if (!(await registrationAllowed(visitor, payload.email))) return fail('too-many');
  // Any failure, Strapi down included, is the spec's 'Errore durante la registrazione' dialog; the draft stays.
  const created = await strapi.registration.createCandidate({
    json: { data: payload, avvisi },
    serverErrors: 'return',
  });
  if (!created.ok) {
    console.error(`[wizard] create-profile failed: ${created.status} ${created.error.message}`);
    if (created.error.code === 'email_taken') return fail('email-taken');
    return fail('registration-error', created.status === 503 ? 503 : 400);
  }
  return redirect('/altre-informazioni?esito=registrato', {
    headers: await clearDraft(request, 'candidate'),
  });
}
