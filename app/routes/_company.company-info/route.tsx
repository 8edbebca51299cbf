// /company-info (spec 02 §2 "Company info"): the company data form, subscriptions, credits, visits and the brand,
// and what the company's money did (issue 43 item 6: charts drawn by the loader).
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { type Constraints, useServerForm } from '#app/components/useServerForm.ts';
import { BrandDialogs, BrandPanel, CreditsPanel } from '#app/features/brand/CompanyBrand.tsx';
import {
  CompanyDataFields,
  CompanyProfileChoices,
  type CompanyChoiceFields,
  type CompanyTextFields,
} from '#app/components/CompanyDataFields.tsx';
import { CreditLedger } from '#app/routes/_company.company-info/CreditLedger.tsx';
import { FormErrors, FormNotice } from '#app/components/FormStatus.tsx';
import { InvoiceList } from '#app/features/invoices/InvoiceList.tsx';
import { LogoutButton } from '#app/components/LogoutButton.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { apiKeys, common, companyInfo, team } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { action, loader } from './company-info.server.ts';

export { action, loader };

const PATH = '/company-info';

export const meta: MetaFunction = () => pageMeta(companyInfo.title);

export default function CompanyInfoPage() {
  const {
    notice,
    values,
    constraint,
    credito,
    visite,
    brand,
    subscriptions,
    ledger,
    invoices,
    titolare,
    statsHtml,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // 'Ripristina' with JavaScript: a fresh form with the saved values, forgetting the last refused post.
  const [resets, setResets] = useState(0);
  const [resetFrom, setResetFrom] = useState<unknown>(null);
  const lastResult = actionData && actionData !== resetFrom ? actionData.result : null;

  return (
    <main
      id="contenuto"
      className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      {notice ? (
        <div className="lg:col-span-2">
          <FormNotice notice={notice} />
        </div>
      ) : null}
      <CompanyForm
        key={`${JSON.stringify(values)}-${resets}`}
        titolare={titolare}
        values={values}
        constraint={constraint}
        lastResult={lastResult}
        onReset={() => {
          setResetFrom(actionData ?? null);
          setResets((n) => n + 1);
        }}
      />
      <aside className="space-y-4">
        <CreditsPanel credito={credito} />
        <p className="text-sm text-slate-700">
          {companyInfo.companyVisits}: <strong>{visite}</strong>
        </p>
        <section className="panel">
          <h2 className="font-semibold">{companyInfo.subscriptionsTitle}</h2>
          {subscriptions.length === 0 ? (
            <p className="mt-1 text-slate-700">{companyInfo.noSubscriptions}</p>
          ) : (
            <ul className="mt-1 space-y-1" data-testid="abbonamenti">
              {subscriptions.map((sub, index) => (
                <li key={`${sub.nome}-${index}`}>
                  {sub.nome}: {sub.scadenza ? companyInfo.expires(sub.scadenza) : companyInfo.noExpiry}
                </li>
              ))}
            </ul>
          )}
        </section>
        {brand ? <BrandPanel view={brand} configureTo={`${PATH}?brand=configura`} /> : null}
        <nav className="flex flex-wrap items-center gap-3">
          {titolare ? (
            <Link to="/company-info/team" className={buttonClass('link')}>
              {team.link}
            </Link>
          ) : null}
          {titolare ? (
            <Link to="/company-info/chiavi-api" className={buttonClass('link')}>
              {apiKeys.link}
            </Link>
          ) : null}
          <Link to="/impostazioni" className={buttonClass('link')}>
            {companyInfo.settings}
          </Link>
          <LogoutButton className={buttonClass('link')} />
        </nav>
      </aside>
      {ledger ? <CreditLedger view={ledger} path={PATH} /> : null}
      {invoices ? <InvoiceList invoices={invoices} /> : null}
      {/* The statistics' charts and tables, drawn by the loader (company-stats.server.tsx): no chart code here. */}
      {statsHtml ? <div className="lg:col-span-2" dangerouslySetInnerHTML={{ __html: statsHtml }} /> : null}
      {searchParams.get('esito') === 'salvato' ? (
        <Dialog
          title={companyInfo.successTitle}
          tone="success"
          closeTo={PATH}
          actions={
            <Link to={PATH} className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <p>{companyInfo.successBody}</p>
        </Dialog>
      ) : null}
      {actionData?.outcome === 'failed' ? (
        <SaveFailedDialog
          key={actionData.result?.initialValue ? JSON.stringify(actionData.result.initialValue) : 'x'}
        />
      ) : null}
      {brand ? <BrandDialogs view={brand} closeTo={PATH} result={actionData?.brand} /> : null}
    </main>
  );
}

function SaveButton({ disabled }: { disabled: boolean }) {
  if (disabled) {
    return (
      <button type="submit" disabled className={buttonClass('primary')}>
        {companyInfo.save}
      </button>
    );
  }
  return <SubmitButton pendingLabel={companyInfo.saving}>{companyInfo.save}</SubmitButton>;
}

/** With JavaScript, 'Chiudi' just closes the dialog and keeps the typed values; without, it reloads the page. */
function SaveFailedDialog() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Dialog
      title={companyInfo.failureTitle}
      tone="error"
      actions={
        <Link
          to={PATH}
          className={buttonClass('primary')}
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          {common.close}
        </Link>
      }
    >
      <p>{companyInfo.failureBody}</p>
    </Dialog>
  );
}

/** The company data form; it remounts (key) when the saved values change or 'Ripristina' is pressed. */
function CompanyForm({
  values,
  constraint,
  lastResult,
  onReset,
  titolare,
}: {
  titolare: boolean;
  values: Record<string, string | string[]>;
  constraint: Constraints;
  lastResult: SubmissionResult<string[]> | null | undefined;
  onReset: () => void;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useServerForm({ id: 'company-info', lastResult, defaultValue: values, constraint });
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{companyInfo.title}</h1>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <FormErrors id={form.errorId} errors={form.errors} />
        <CompanyDataFields fields={fields as unknown as CompanyTextFields} fixedReadOnly workRequired />
        <p className="-mt-2 mb-4 text-sm text-slate-600">{companyInfo.fixedReadOnly}</p>
        {titolare ? null : <p className="mb-4 text-sm text-slate-700">{team.memberReadOnly}</p>}
        <CompanyProfileChoices fields={fields as unknown as CompanyChoiceFields} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link
            to={PATH}
            className={buttonClass('secondary')}
            onClick={(event) => {
              // With JavaScript the saved values come back without a round trip.
              event.preventDefault();
              onReset();
            }}
          >
            {companyInfo.reset}
          </Link>
          {/* Company data is the titolare's (issue 27): Strapi refuses a member's save with 403. */}
          <SaveButton disabled={!titolare || (hydrated && !form.dirty)} />
        </div>
      </Form>
    </section>
  );
}
