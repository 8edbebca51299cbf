// The server side of /company-foryou's alert wizard (spec 02 §5): the draft (kind 'alert') the two steps save, one
// function per intent of the alert forms ('remove', 'cancel', a step's 'next'/'back', the final save), and the
// wizard the loader opens from the query (`configure`, `configureProfile`, `passo`, `filters`). Every step is a
// form post that saves the draft and redirects, so the wizard works without JavaScript.
import { data, redirect } from '@remix-run/node';
import {
  ALERT_FILTER_KEYS,
  DEFAULT_ALERT_FILTERS,
  DEFAULT_FILTERS,
  checkAlertFilters,
  parseAlertForm,
  serializeAlertFilters,
  type AlertFilters,
} from '#catalog/search-filters.ts';
import { isAlertField, saveAlert, type AlertField } from '#app/features/alerts/alerts.server.ts';
import { afterComuniRefresh, distancePanel } from '#app/features/search/distance.server.ts';
import { DISTANCE_REFRESH } from '#app/features/search/filter-panel.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import type { AlertCountResponse } from '#contracts/alerts.ts';
import { clearDraft, readDraft, saveDraft } from '#app/server/drafts.server.ts';
import { PATH, STEP2_KEYS, wizardHref } from './alert-wizard';

/** What an alert post answers when it does not redirect (the page shows its error dialog or the areas' message). */
export type AlertActionData = { failed: AlertField | null; step: number; areasError: boolean };

type Draft = Partial<AlertFilters> & { target?: AlertField };

export type AlertCount = AlertCountResponse['data'];

/** The alert values a form carries: the step's own fields over what the draft already holds. */
const alertOf = (base: Partial<AlertFilters>, form: FormData, keys: readonly string[]): AlertFilters => {
  const posted = parseAlertForm(form);
  const merged: AlertFilters = { ...DEFAULT_ALERT_FILTERS, ...base };
  for (const key of keys) (merged as Record<string, unknown>)[key] = posted[key as keyof AlertFilters];
  return merged;
};

/** The draft of this alert's wizard (another alert's draft does not count). */
async function draftOf(request: Request, field: AlertField): Promise<Partial<AlertFilters> | null> {
  const draft = (await readDraft(request, 'alert')) as Draft;
  if (draft.target !== field) return null;
  const { target: _target, ...values } = draft;
  return values;
}

const answer = (body: AlertActionData, init: ResponseInit) => data(body, init);

/** 'Elimina' confirmed: the alert is deleted. */
export async function removeAlert(request: Request, field: AlertField) {
  const removed = await saveAlert(request, field, null);
  if (!removed.ok) return answer({ failed: field, step: 0, areasError: false }, { status: 400 });
  return redirect(`${PATH}?eliminato=${field}`);
}

/** 'Annulla': the wizard closes and forgets its draft. */
export const cancelWizard = async (request: Request) =>
  redirect(PATH, { headers: await clearDraft(request, 'alert') });

/** Step 1 ('Avanti'): the competence areas, at least one (spec 02 §5), then step 2. */
async function saveStep1(request: Request, form: FormData, field: AlertField) {
  const stored = (await draftOf(request, field)) ?? {};
  // Step 1 carries the step-2 values as hidden fields (the loader's), so the draft is whole from here on.
  const values = alertOf(stored, form, ALERT_FILTER_KEYS);
  const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
  if (values.aree_di_competenza.length === 0) {
    return answer({ failed: null, step: 1, areasError: true }, { status: 400, headers });
  }
  return redirect(wizardHref(field, 2), { headers });
}

/**
 * Step 2: 'Indietro' keeps the values and goes back; 'Salva' saves the alert through Strapi; the distance picker's
 * 'Aggiorna comuni' (JavaScript off, issue 25) shows step 2 again with the new province's comuni.
 */
async function saveStep2(request: Request, form: FormData, field: AlertField, intent: string) {
  const stored = (await draftOf(request, field)) ?? {};
  if (form.has(DISTANCE_REFRESH)) {
    const values = afterComuniRefresh(alertOf(stored, form, STEP2_KEYS));
    const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
    return redirect(wizardHref(field, 2), { headers });
  }
  const values = alertOf(stored, form, STEP2_KEYS);
  const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
  if (intent === 'back') return redirect(wizardHref(field, 1), { headers });
  // 'Aggiorna il conteggio': step 2 again, counted with the values just chosen (issue 39 item 7).
  if (intent === 'count') return redirect(wizardHref(field, 2), { headers });
  const json = serializeAlertFilters(values);
  // Step 1 may have been skipped by URL: the same check as Strapi's sends it back there.
  const check = checkAlertFilters(json);
  if (!check.ok) return redirect(wizardHref(field, 1), { headers });
  const saved = await saveAlert(request, field, json);
  if (!saved.ok) {
    console.error(`[alerts] saving ${field} failed: ${saved.status} ${saved.error.message}`);
    return answer(
      { failed: field, step: 2, areasError: false },
      { status: saved.status >= 500 ? 503 : 400, headers },
    );
  }
  return redirect(`${PATH}?salvato=${field}`, { headers: await clearDraft(request, 'alert') });
}

/** A post of a wizard step (`passo` says which). */
export const saveWizardStep = (request: Request, form: FormData, field: AlertField, intent: string) =>
  form.get('passo') === '2' ? saveStep2(request, form, field, intent) : saveStep1(request, form, field);

/** `filters`: a search's query string (as /company-home writes it) or an alert set's JSON, read leniently. */
function prefillOf(raw: string): AlertFilters {
  if (raw.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const source = Object.fromEntries(
          Object.entries(parsed).map(([key, value]) => [
            key,
            typeof value === 'number' ? String(value) : value,
          ]),
        );
        return parseAlertForm(source);
      }
    } catch {
      // Not JSON after all: read as a query string.
    }
  }
  return parseAlertForm(new URLSearchParams(raw));
}

/**
 * The wizard the query opens: Alert Database's, or Alert New Profile's when it is live; its step and values, and
 * what step 2's distance group shows (the company's work place as the default comune).
 */
export async function wizardOf(
  request: Request,
  params: URLSearchParams,
  np: boolean,
  saved: Record<AlertField, AlertFilters | null>,
  company: HrCompany,
) {
  const field: AlertField | null =
    params.get('configureProfile') === 'true'
      ? np
        ? 'filtri_profile'
        : null
      : params.get('configure') === 'true' || params.has('filters')
        ? 'filtri'
        : null;
  if (!field) return null;
  const step = params.get('passo') === '2' ? 2 : 1;
  // `filters` prefills step 1 (it alone opens Alert Database's wizard); else the draft, the saved set, the defaults.
  const prefill = params.get('filters');
  const draft = await draftOf(request, field);
  const values: AlertFilters =
    step === 1 && prefill
      ? { ...DEFAULT_ALERT_FILTERS, ...prefillOf(prefill) }
      : { ...DEFAULT_ALERT_FILTERS, ...(saved[field] ?? {}), ...(draft ?? {}) };
  return {
    field,
    step,
    values,
    distance: distancePanel({ ...DEFAULT_FILTERS, ...values }, company, null),
    count: step === 2 ? await countOf(request, values) : null,
  };
}

/**
 * How many profiles the alert would find today (issue 39 item 7), Strapi's count of the alert's own search; null
 * when it cannot be counted (no area yet: step 2 reached by URL; Strapi unavailable): the step shows no number.
 */
async function countOf(request: Request, values: AlertFilters): Promise<AlertCount | null> {
  const json = serializeAlertFilters(values);
  if (!checkAlertFilters(json).ok) return null;
  const result = await strapi.alerts.count(request, { json: { filtri: json }, serverErrors: 'return' });
  if (!result.ok) {
    console.error(`[alerts] counting failed: ${result.status} ${result.error.message}`);
    return null;
  }
  return result.data.data;
}

/** `?salvato=` / `?eliminato=` / `?elimina=`: an alert field, or null. */
export function alertParam(params: URLSearchParams, key: string): AlertField | null {
  const value = params.get(key);
  return isAlertField(value) ? value : null;
}
