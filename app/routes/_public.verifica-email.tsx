// Resend the verification e-mail (spec 02 §2 "Email verification", §5 "Resend-verification").
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
import { resendVerificationSchema } from '~/lib/schemas/auth';
import { readForm } from '~/server/forms.server';
import { resendVerificationLimiter } from '~/server/rate-limit.server';
import { strapiFetch } from '~/server/strapi.server';
import { common, resendVerification } from '~/texts';

export const meta: MetaFunction = () => [{ title: `${resendVerification.title} | ${common.appName}` }];

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: resendVerificationSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), outcome: null }, { status: 400 });
  }
  const { email } = submission.value;
  if (resendVerificationLimiter.isLimited(request, email)) {
    return data(
      { result: submission.reply({ formErrors: [common.tooManyAttempts] }), outcome: null },
      { status: 429 },
    );
  }
  resendVerificationLimiter.hit(request, email);
  const sent = await strapiFetch('/api/auth/send-email-confirmation', { method: 'POST', json: { email } });
  if (!sent.ok) console.warn(`[verifica-email] Strapi answered ${sent.status}: ${sent.error.message}`);
  return data(
    { result: submission.reply(), outcome: sent.ok ? ('sent' as const) : ('failed' as const) },
    { status: sent.ok ? 200 : 400 },
  );
}

export default function ResendVerificationPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'verifica-email',
    lastResult: actionData?.result,
    constraint: getZodConstraint(resendVerificationSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resendVerificationSchema }),
  });

  return (
    <PublicShell title={resendVerification.title} intro={resendVerification.intro}>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={resendVerification.email}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            autoFocus: true,
          }}
        />
        <SubmitButton pendingLabel={resendVerification.submitting} className="w-full">
          {resendVerification.submit}
        </SubmitButton>
      </Form>
      {actionData?.outcome === 'sent' ? (
        <Dialog
          title={resendVerification.successTitle}
          tone="success"
          closeTo="/"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <p>{resendVerification.successBody}</p>
        </Dialog>
      ) : null}
      {actionData?.outcome === 'failed' ? (
        <Dialog
          title={resendVerification.failureTitle}
          tone="error"
          closeTo="/verifica-email"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {resendVerification.failureButton}
            </Link>
          }
        >
          <p>{resendVerification.failureBody}</p>
        </Dialog>
      ) : null}
    </PublicShell>
  );
}
