import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { FormErrors } from '~/components/FormStatus';
import { PublicShell } from '~/components/PublicShell';
import { SubmitButton } from '~/components/SubmitButton';
import { buttonClass } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { Field } from '~/components/ui/Field';
import { forgotPasswordSchema } from '~/lib/schemas/auth';
import { readForm } from '~/server/forms.server';
import { forgotPasswordLimiter } from '~/server/rate-limit.server';
import { strapiFetch } from '~/server/strapi.server';
import { common, forgotPassword } from '~/texts';

export const meta: MetaFunction = () => [{ title: `${forgotPassword.title} | ${common.appName}` }];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  }
  const { email } = submission.value;
  if (forgotPasswordLimiter.isLimited(request, email)) {
    return data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), outcome: null },
      { status: 429 },
    );
  }
  forgotPasswordLimiter.hit(request, email);
  const sent = await strapiFetch('/api/auth/forgot-password', { method: 'POST', json: { email } });
  if (!sent.ok && sent.status === 429) {
    return data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), outcome: null },
      { status: 429 },
    );
  }
  if (!sent.ok) console.warn(`[forgot-password] Strapi answered ${sent.status}: ${sent.error.message}`);
  return data(
    { result: submission.reply(), outcome: sent.ok ? ('sent' as const) : ('failed' as const) },
    { status: sent.ok ? 200 : 400 },
  );
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });

  return (
    <PublicShell title={forgotPassword.title} intro={forgotPassword.intro}>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={forgotPassword.email}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            autoFocus: true,
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/" className={buttonClass('secondary')}>
            {forgotPassword.back}
          </Link>
          <SubmitButton pendingLabel={forgotPassword.submitting}>{forgotPassword.submit}</SubmitButton>
        </div>
      </Form>
      {actionData?.outcome === 'sent' ? (
        <Dialog
          title={forgotPassword.successTitle}
          tone="success"
          closeTo="/"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {forgotPassword.back}
            </Link>
          }
        >
          <p>{forgotPassword.successBody}</p>
        </Dialog>
      ) : null}
      {actionData?.outcome === 'failed' ? (
        <Dialog
          title={forgotPassword.failureTitle}
          tone="error"
          closeTo="/forgot-password"
          actions={
            <Link to="/forgot-password" className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <p>{forgotPassword.failureBody}</p>
        </Dialog>
      ) : null}
    </PublicShell>
  );
}
