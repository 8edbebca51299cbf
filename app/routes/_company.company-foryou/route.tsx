// /company-foryou, 'Profili consigliati' (spec 02 §2 "For-you", §3, §4 "Alert filters", §5, §6, §8; issue 11): the
// two alert cards (AlertCard.tsx), the two-step configure wizard (AlertWizard.tsx, wizard.server.ts) and the
// recommended profiles. The wizard is opened by the spec's query parameters (`configure=true` for Alert Database,
// `configureProfile=true` for Alert New Profile, `filters` to prefill it with a search's filters) and `passo=2`;
// each step is a form post that saves the server-side draft (kind 'alert') and redirects, so it works without
// JavaScript; with JavaScript the same markup is a modal dialog. Recommended profiles are Strapi's search in its
// `consigliati` scope, with the company's own saved filters.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { parseFilters } from '#catalog/search-filters.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { MessageDialog } from '#app/components/ui/MessageDialog.tsx';
import { isAlertField, requireAlertCompany } from '#app/features/alerts/alerts.server.ts';
import { CandidateResults } from '#app/features/search/CandidatePage.tsx';
import { candidateAction, loadRecommended } from '#app/features/search/human-resources.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { readForm } from '#app/server/forms.server.ts';
import { alerts as texts } from '#app/texts/alerts.ts';
import { AlertCard } from './AlertCard';
import { AlertWizard } from './AlertWizard';
import { NAMES, PATH, wizardHref } from './alert-wizard';
import {
  alertParam,
  cancelWizard,
  removeAlert,
  saveWizardStep,
  wizardOf,
  type AlertActionData,
} from './wizard.server';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';

export async function action({ request }: ActionFunctionArgs) {
  const { np } = await requireAlertCompany(request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  // The recommended cards' heart and purchase: the search's own action.
  if (intent === 'favourite' || intent === 'unlock') return candidateAction(request, form);

  const field = form.get('target');
  if (!isAlertField(field)) {
    return data<AlertActionData>({ failed: null, step: 1, areasError: false }, { status: 400 });
  }
  // Alert New Profile needs the subscription (Strapi refuses it too); deleting stays possible.
  if (field === 'filtri_profile' && !np && intent !== 'remove') {
    return data<AlertActionData>({ failed: field, step: 1, areasError: false }, { status: 403 });
  }
  if (intent === 'remove') return removeAlert(request, field);
  if (intent === 'cancel') return cancelWizard(request);
  return saveWizardStep(request, form, field, intent);
}

const pageOf = (url: URL) => parseFilters({ page: url.searchParams.get('page') ?? '' }).page;

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { np, saved, company } = await requireAlertCompany(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const remove = alertParam(params, 'elimina');
  return {
    np,
    saved,
    wizard: await wizardOf(request, params, np, saved, company),
    remove: remove && saved[remove] ? remove : null,
    savedNow: alertParam(params, 'salvato'),
    removedNow: alertParam(params, 'eliminato'),
    recommended: await loadRecommended(request, pageOf(url)),
  };
}

export const meta: MetaFunction = () => pageMeta(texts.title);

export default function CompanyForYouPage() {
  const { np, saved, wizard, remove, savedNow, removedNow, recommended } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The candidate cards' posts answer { ok } (to their fetchers); the alert posts answer AlertActionData.
  const actionData = answer && 'step' in answer ? answer : null;
  const failed = actionData?.failed ?? null;
  const source = recommended.alert;
  const pageHref = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);
  const notice = savedNow
    ? { title: texts.successTitle, body: texts.successBody(NAMES[savedNow]) }
    : removedNow
      ? { title: texts.removedTitle, body: texts.removedBody(NAMES[removedNow]) }
      : null;
  const errorTo = failed && actionData?.step === 2 ? wizardHref(failed, 2) : PATH;
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
        <MessageDialog title={texts.errorTitle} tone="error" closeTo={errorTo} closeLabel={texts.close}>
          <p>{texts.errorBody}</p>
        </MessageDialog>
      ) : wizard ? (
        <AlertWizard
          key={`${wizard.field}-${wizard.step}`}
          field={wizard.field}
          step={wizard.step}
          values={wizard.values}
          distance={wizard.distance}
          areasError={actionData?.areasError === true && wizard.step === 1}
          count={wizard.count}
        />
      ) : remove ? (
        <ConfirmDialog
          title={texts.removeTitle(NAMES[remove])}
          tone="error"
          cancelTo={PATH}
          cancelLabel={texts.cancel}
          confirmLabel={texts.removeConfirm}
          intent="remove"
          fields={{ target: remove }}
        >
          <p>{texts.removeBody}</p>
        </ConfirmDialog>
      ) : notice ? (
        <MessageDialog title={notice.title} tone="success" closeTo={PATH} closeLabel={texts.close}>
          <p>{notice.body}</p>
        </MessageDialog>
      ) : null}
    </main>
  );
}
