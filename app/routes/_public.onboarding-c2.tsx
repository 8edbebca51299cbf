// Company registration, step 2 (spec 02 §2, §5): job roles (1-3), employee class, strengths; then the company
// is created in Strapi (create-company) and the 'Email di conferma inviata!' dialog shows.
import { getFormProps } from '@conform-to/react';
import { getZodConstraint, parseIntent, parseWithZod } from '#app/server/validation.server.ts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { useServerForm } from '#app/components/useServerForm.ts';
import { CompanyProfileChoices } from '#app/components/CompanyDataFields.tsx';
import { clientIp } from '#app/server/client-ip.server.ts';
import { EmailTakenDialog } from '#app/features/registration/EmailTakenDialog.tsx';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { companyStep1Schema, companyStep2Schema } from '#app/lib/schemas/company.ts';
import { clearDraft, readDraft, saveDraft } from '#app/server/drafts.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { registrationAllowed } from '#app/server/rate-limit.server.ts';
import { common, companyRegistration } from '#app/texts/index.ts';
import { wrapMansioni, wrapPuntiForza } from '#catalog/company-rules.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(companyRegistration.step2Title);

type Step2Raw = { mansioni_preferite?: string[]; numero_addetti?: string; punti_forza?: string[] };

function rawStep2(formData: FormData): Step2Raw {
  const list = (name: string) =>
    formData
      .getAll(name)
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 60);
  const numero = formData.get('numero_addetti');
  return {
    mansioni_preferite: list('mansioni_preferite'),
    numero_addetti: typeof numero === 'string' ? numero : undefined,
    punti_forza: list('punti_forza'),
  };
}

/** Step 1 as saved in the draft, parsed again: the draft is only a convenience, the action is the judge. */
function step1FromDraft(step1: unknown) {
  const formData = new FormData();
  for (const [key, value] of Object.entries((step1 as Record<string, string> | undefined) ?? {})) {
    if (typeof value === 'string') formData.set(key, value);
  }
  return parseWithZod(formData, { schema: companyStep1Schema });
}

/**
 * Keeps step 2 in the draft when the registration is refused, so that 'Chiudi' of the dialogs (a plain link back
 * to this page) shows the choices again. Best effort: with Strapi down the draft cannot be saved either.
 */
async function keepStep2(request: Request, step2: Step2Raw, visitor: string) {
  try {
    return await saveDraft(request, 'company', { step2 }, visitor);
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const step2 = rawStep2(formData);

  if (parseIntent(formData, ['submit', 'back']) === 'back') {
    // 'Indietro' keeps what was chosen, without validating it.
    const headers = await saveDraft(request, 'company', { step2 }, clientIp(request, context));
    return redirect('/onboarding-c', { headers });
  }

  const submission = parseWithZod(formData, { schema: companyStep2Schema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  }
  const draft = await readDraft(request, 'company');
  const step1 = step1FromDraft(draft.step1);
  if (step1.status !== 'success') {
    const headers = await saveDraft(request, 'company', { step2 }, clientIp(request, context));
    return redirect('/onboarding-c', { headers });
  }

  const { check_veridicita, ...company } = step1.value;
  const payload: Record<string, unknown> = { check_veridicita: check_veridicita === true };
  // spec 02 §7: empty values are dropped.
  for (const [key, value] of Object.entries(company)) {
    if (value !== undefined && value !== '') payload[key] = value;
  }
  payload.check_agenzia = company.check_agenzia === true;
  payload.numero_addetti = submission.value.numero_addetti;
  payload.mansioni_preferite = wrapMansioni(submission.value.mansioni_preferite);
  payload.punti_forza = wrapPuntiForza(submission.value.punti_forza);

  if (!(await registrationAllowed(clientIp(request, context), String(payload.email ?? '')))) {
    return data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), outcome: null },
      { status: 429, headers: await keepStep2(request, step2, clientIp(request, context)) },
    );
  }
  const created = await strapi.registration.createCompany({
    json: { data: payload },
    serverErrors: 'return',
  });
  if (created.ok) {
    const headers = await clearDraft(request, 'company');
    return redirect('/onboarding-c2?esito=inviata', { headers });
  }
  const outcome = created.error.code === 'email_taken' ? ('emailTaken' as const) : ('failed' as const);
  console.warn(`[create-company] Strapi answered ${created.status}: ${created.error.message}`);
  return data(
    { result: submission.reply(), outcome },
    {
      status: created.status === 503 ? 503 : 400,
      headers: await keepStep2(request, step2, clientIp(request, context)),
    },
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const constraint = getZodConstraint(companyStep2Schema);
  if (url.searchParams.get('esito') === 'inviata')
    return { sent: true, defaults: {} as Step2Raw, constraint };
  const draft = await readDraft(request, 'company');
  if (!draft.step1) throw redirect('/onboarding-c');
  return { sent: false, defaults: (draft.step2 as Step2Raw | undefined) ?? {}, constraint };
}

export default function CompanyStep2Page() {
  const { sent, defaults, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm({
    id: 'onboarding-c2',
    lastResult: actionData?.result,
    defaultValue: defaults,
    constraint,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="mb-4 text-lg font-bold text-brand-700">{common.appName}</p>
      <main id="contenuto" className="rounded-lg bg-white p-6 shadow-md sm:p-8">
        <p className="text-sm text-slate-600">{companyRegistration.stepOf(2, 2)}</p>
        <h1 className="text-2xl font-bold text-slate-900">{companyRegistration.step2Title}</h1>
        <p className="mt-2 text-slate-600">{companyRegistration.step2Intro}</p>
        {sent ? null : (
          <Form method="post" {...getFormProps(form)} noValidate className="mt-6">
            <AuthenticityTokenInput />
            <HoneypotInputs label={common.honeypotLabel} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <CompanyProfileChoices fields={fields} />
            <div className="flex flex-wrap justify-between gap-3">
              <Button variant="secondary" name="intent" value="back" formNoValidate>
                {companyRegistration.back}
              </Button>
              <SubmitButton name="intent" value="submit" pendingLabel={companyRegistration.submitting}>
                {companyRegistration.submit}
              </SubmitButton>
            </div>
          </Form>
        )}
      </main>
      {sent ? (
        <Dialog
          title={companyRegistration.sentTitle}
          tone="success"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {companyRegistration.sentLogin}
            </Link>
          }
        >
          <p>{companyRegistration.sentBody}</p>
        </Dialog>
      ) : null}
      {actionData?.outcome === 'emailTaken' ? (
        <EmailTakenDialog cancelTo="/onboarding-c" closeTo="/onboarding-c2" />
      ) : null}
      {actionData?.outcome === 'failed' ? (
        <Dialog
          title={companyRegistration.failedTitle}
          tone="error"
          closeTo="/onboarding-c2"
          actions={
            <Link to="/onboarding-c2" className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <p>{companyRegistration.failedBody}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
