// /company-foryou, 'Profili consigliati' (spec 02 §2 "For-you", §3, §4 "Alert filters", §5, §6, §8; issue 11): the
// two alert cards, the two-step configure wizard and the recommended profiles. The wizard is opened by the spec's
// query parameters (`configure=true` for Alert Database, `configureProfile=true` for Alert New Profile, `filters`
// to prefill it with a search's filters) and `passo=2`; each step is a form post that saves the server-side draft
// (kind 'alert') and redirects, so it works without JavaScript; with JavaScript the same markup is a modal dialog.
// Recommended profiles are Strapi's search in its `consigliati` scope, with the company's own saved filters.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { CandidateResults } from '~/components/search/CandidatePage';
import { Checkboxes, SELECTS } from '~/components/search/FilterPanel';
import { DistanceFilter } from '~/components/search/DistanceFilter';
import { buttonClass } from '~/components/ui/Button';
import { SelectField } from '~/components/ui/Choice';
import { Dialog } from '~/components/ui/Dialog';
import { WizardDialog } from '~/components/ui/WizardDialog';
import { describeAlert } from '~/lib/alert-view';
import { pageMeta } from '~/lib/meta';
import { isAlertField, requireAlertCompany, saveAlert, type AlertField } from '~/server/alerts.server';
import { clearDraft, readDraft, saveDraft } from '~/server/drafts.server';
import { DISTANCE_REFRESH } from '~/lib/filter-panel';
import { afterComuniRefresh, distancePanel, type DistancePanel } from '~/server/distance.server';
import { readForm } from '~/server/forms.server';
import { candidateAction, loadRecommended } from '~/server/human-resources.server';
import { common, search } from '~/texts';
import { alerts as texts } from '~/texts/alerts';
import { AREE_DI_COMPETENZA } from '#catalog/common';
import {
  ALERT_FILTER_KEYS,
  DEFAULT_ALERT_FILTERS,
  DEFAULT_FILTERS,
  checkAlertFilters,
  parseAlertForm,
  parseFilters,
  serializeAlertFilters,
  type AlertFilters,
} from '#catalog/search-filters';

const PATH = '/company-foryou';
const STEPS = 2;
const NAMES: Record<AlertField, string> = {
  filtri: texts.databaseTitle,
  filtri_profile: texts.newProfileTitle,
};
const PARAM: Record<AlertField, string> = { filtri: 'configure', filtri_profile: 'configureProfile' };
const STEP2_KEYS = ALERT_FILTER_KEYS.filter((key) => key !== 'aree_di_competenza');
const STEP2_SELECTS = SELECTS.filter(({ name }) => (STEP2_KEYS as readonly string[]).includes(name));

const wizardHref = (field: AlertField, step = 1) =>
  `${PATH}?${PARAM[field]}=true${step > 1 ? `&passo=${step}` : ''}`;

type Draft = Partial<AlertFilters> & { target?: AlertField };

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

export async function action({ request }: ActionFunctionArgs) {
  const { np } = await requireAlertCompany(request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'favourite' || intent === 'unlock') return candidateAction(request, form);

  const field = form.get('target');
  if (!isAlertField(field)) return data({ failed: null, step: 1, areasError: false }, { status: 400 });
  // Alert New Profile needs the subscription (Strapi refuses it too); deleting stays possible.
  if (field === 'filtri_profile' && !np && intent !== 'remove') {
    return data({ failed: field, step: 1, areasError: false }, { status: 403 });
  }

  if (intent === 'remove') {
    const removed = await saveAlert(request, field, null);
    if (!removed.ok) return data({ failed: field, step: 0, areasError: false }, { status: 400 });
    return redirect(`${PATH}?eliminato=${field}`);
  }
  if (intent === 'cancel') return redirect(PATH, { headers: await clearDraft(request, 'alert') });

  const step = form.get('passo') === '2' ? 2 : 1;
  const stored = (await draftOf(request, field)) ?? {};
  // The distance picker without JavaScript: another province, whose comuni step 2 lists next (issue 25).
  if (step === 2 && form.has(DISTANCE_REFRESH)) {
    const values = afterComuniRefresh(alertOf(stored, form, STEP2_KEYS));
    const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
    return redirect(wizardHref(field, 2), { headers });
  }
  if (step === 1) {
    // Step 1 carries the step-2 values as hidden fields (the loader's), so the draft is whole from here on.
    const values = alertOf(stored, form, ALERT_FILTER_KEYS);
    const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
    // Spec 02 §5: at least one competence area ('Devi selezionare almeno un'opzione').
    if (values.aree_di_competenza.length === 0) {
      return data({ failed: null, step: 1, areasError: true }, { status: 400, headers });
    }
    return redirect(wizardHref(field, 2), { headers });
  }

  const values = alertOf(stored, form, STEP2_KEYS);
  const headers = await saveDraft(request, 'alert', { ...values, target: field }, null);
  if (intent === 'back') return redirect(wizardHref(field, 1), { headers });
  const json = serializeAlertFilters(values);
  // Step 1 may have been skipped by URL: the same check as Strapi's sends it back there.
  const check = checkAlertFilters(json);
  if (!check.ok) return redirect(wizardHref(field, 1), { headers });
  const saved = await saveAlert(request, field, json);
  if (!saved.ok) {
    console.error(`[alerts] saving ${field} failed: ${saved.status} ${saved.error.message}`);
    return data(
      { failed: field, step: 2, areasError: false },
      { status: saved.status >= 500 ? 503 : 400, headers },
    );
  }
  return redirect(`${PATH}?salvato=${field}`, { headers: await clearDraft(request, 'alert') });
}

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

const pageOf = (url: URL) => parseFilters({ page: url.searchParams.get('page') ?? '' }).page;

export async function loader({ request }: LoaderFunctionArgs) {
  const { np, saved, company } = await requireAlertCompany(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The wizard of Alert Database, or of Alert New Profile when it is live.
  const field: AlertField | null =
    params.get('configureProfile') === 'true'
      ? np
        ? 'filtri_profile'
        : null
      : params.get('configure') === 'true' || params.has('filters')
        ? 'filtri'
        : null;
  const step = field ? (params.get('passo') === '2' ? 2 : 1) : null;
  let values: AlertFilters | null = null;
  if (field) {
    // `filters` prefills step 1 (it alone opens Alert Database's wizard); else the draft, the saved set, the defaults.
    const prefill = params.get('filters');
    const draft = await draftOf(request, field);
    values =
      step === 1 && prefill
        ? { ...DEFAULT_ALERT_FILTERS, ...prefillOf(prefill) }
        : { ...DEFAULT_ALERT_FILTERS, ...(saved[field] ?? {}), ...(draft ?? {}) };
  }
  const remove = params.get('elimina');
  const done = (key: string) => {
    const value = params.get(key);
    return isAlertField(value) ? value : null;
  };
  const recommended = await loadRecommended(request, pageOf(url));
  return {
    np,
    saved,
    wizard:
      field && step && values
        ? {
            field,
            step,
            values,
            distance: distancePanel({ ...DEFAULT_FILTERS, ...values }, company, null),
          }
        : null,
    remove: isAlertField(remove) && saved[remove] ? remove : null,
    savedNow: done('salvato'),
    removedNow: done('eliminato'),
    recommended,
  };
}

export const meta: MetaFunction = () => pageMeta(texts.title);

function AlertCard({
  field,
  filters,
  available,
}: {
  field: AlertField;
  filters: AlertFilters | null;
  available: boolean;
}) {
  const database = field === 'filtri';
  return (
    <li
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`alert-${field}`}
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {NAMES[field]}
        {database ? (
          <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
            {common.free}
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-slate-700">{database ? texts.databaseBody : texts.newProfileBody}</p>
      <p className="mt-3 text-sm font-semibold" data-testid="alert-status">
        {filters ? texts.configured : texts.notConfigured}
      </p>
      {filters ? (
        <dl className="mt-2 space-y-1 text-sm" aria-label={texts.filtersLabel}>
          {describeAlert(filters).map((line) => (
            <div key={line.label}>
              <dt className="inline font-medium text-slate-800">{line.label}: </dt>
              <dd className="inline text-slate-700">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!available ? <p className="mt-3 text-slate-700">{texts.newProfileOffer}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {available ? (
          <Link to={wizardHref(field)} preventScrollReset className={buttonClass('primary')}>
            {filters ? texts.edit : texts.configure}
          </Link>
        ) : (
          <Link to="/company-upgrade?alertNewProfile=true" className={buttonClass('primary')}>
            {texts.newProfileCta}
          </Link>
        )}
        {filters ? (
          <Link to={`${PATH}?elimina=${field}`} preventScrollReset className={buttonClass('secondary')}>
            {texts.remove}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function Wizard({
  field,
  step,
  values,
  distance,
  areasError,
}: {
  field: AlertField;
  step: number;
  values: AlertFilters;
  distance: DistancePanel;
  areasError: boolean;
}) {
  const formId = `alert-${field}-passo-${step}`;
  return (
    <WizardDialog
      title={texts.wizardTitle(NAMES[field])}
      closeTo={PATH}
      progress={texts.progress(step, STEPS)}
      stepTitle={step === 1 ? texts.step1Title : texts.step2Title}
      formId={formId}
      step={step}
      steps={STEPS}
      labels={{ cancel: texts.cancel, back: texts.back, next: texts.next, finish: texts.save }}
    >
      <Form method="post" id={formId} noValidate className="mt-4" preventScrollReset>
        <AuthenticityTokenInput />
        <input type="hidden" name="target" value={field} />
        <input type="hidden" name="passo" value={step} />
        {step === 1 ? (
          <>
            <p className="mb-2 text-sm text-slate-700">{texts.step1Help}</p>
            <Checkboxes
              legend={search.aree}
              name="aree_di_competenza"
              options={AREE_DI_COMPETENZA}
              checked={values.aree_di_competenza}
              error={areasError ? texts.areasRequired : null}
            />
            {STEP2_KEYS.map((key) => (
              <input key={key} type="hidden" name={key} value={String(values[key])} />
            ))}
          </>
        ) : (
          <>
            {STEP2_SELECTS.map(({ name, label, options }) => (
              <SelectField
                key={name}
                label={label}
                options={options}
                selectProps={{ name, defaultValue: String(values[name as keyof AlertFilters]) }}
              />
            ))}
            <DistanceFilter filters={{ ...DEFAULT_FILTERS, ...values }} panel={distance} open />
          </>
        )}
      </Form>
    </WizardDialog>
  );
}

export default function CompanyForYouPage() {
  const { np, saved, wizard, remove, savedNow, removedNow, recommended } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The candidate cards' posts answer { ok } (to their fetchers); the alert posts answer this.
  const actionData = answer && 'step' in answer ? answer : null;
  const failed = actionData?.failed ?? null;
  const source = recommended.alert;
  const pageHref = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);
  const notice = savedNow
    ? { title: texts.successTitle, body: texts.successBody(NAMES[savedNow]) }
    : removedNow
      ? { title: texts.removedTitle, body: texts.removedBody(NAMES[removedNow]) }
      : null;
  return (
    <main id="contenuto" className="mx-auto max-w-screen-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{texts.intro}</p>
      <ul className="mt-6 grid max-w-5xl gap-4 md:grid-cols-2">
        <AlertCard field="filtri" filters={saved.filtri} available />
        <AlertCard field="filtri_profile" filters={saved.filtri_profile} available={np} />
      </ul>

      <section className="mt-10" aria-label={texts.recommendedTitle}>
        <h2 className="mb-2 text-xl font-semibold">{texts.recommendedTitle}</h2>
        {source ? (
          <>
            <p className="mb-2 text-slate-700">{texts.recommendedSource(NAMES[source])}</p>
            <CandidateResults
              cards={recommended.cards}
              pagination={recommended.pagination}
              pageHref={pageHref}
            />
          </>
        ) : (
          <div className="rounded-lg bg-brand-50 p-5" data-testid="alert-invite">
            <h3 className="text-lg font-semibold text-brand-900">{texts.inviteTitle}</h3>
            <p className="mt-1 text-slate-700">{texts.inviteBody}</p>
            <Link to={wizardHref('filtri')} preventScrollReset className={`${buttonClass('primary')} mt-3`}>
              {texts.configure}
            </Link>
          </div>
        )}
      </section>

      {failed ? (
        <Dialog
          title={texts.errorTitle}
          tone="error"
          closeTo={actionData?.step === 2 ? wizardHref(failed, 2) : PATH}
          actions={
            <Link
              to={actionData?.step === 2 ? wizardHref(failed, 2) : PATH}
              replace
              preventScrollReset
              className={buttonClass('primary')}
            >
              {texts.close}
            </Link>
          }
        >
          <p>{texts.errorBody}</p>
        </Dialog>
      ) : wizard ? (
        <Wizard
          key={`${wizard.field}-${wizard.step}`}
          field={wizard.field}
          step={wizard.step}
          values={wizard.values}
          distance={wizard.distance}
          areasError={actionData?.areasError === true && wizard.step === 1}
        />
      ) : remove ? (
        <Dialog
          title={texts.removeTitle(NAMES[remove])}
          tone="error"
          closeTo={PATH}
          actions={
            <>
              <Link to={PATH} replace preventScrollReset className={buttonClass('secondary')}>
                {texts.cancel}
              </Link>
              <Form method="post" preventScrollReset>
                <AuthenticityTokenInput />
                <input type="hidden" name="target" value={remove} />
                <button type="submit" name="intent" value="remove" className={buttonClass('primary')}>
                  {texts.removeConfirm}
                </button>
              </Form>
            </>
          }
        >
          <p>{texts.removeBody}</p>
        </Dialog>
      ) : notice ? (
        <Dialog
          title={notice.title}
          tone="success"
          closeTo={PATH}
          actions={
            <Link to={PATH} replace preventScrollReset className={buttonClass('primary')}>
              {texts.close}
            </Link>
          }
        >
          <p>{notice.body}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
