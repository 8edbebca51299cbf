import { getFormProps } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';
import { useServerForm } from '#app/components/useServerForm.ts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NewPasswordFields } from '#app/components/NewPasswordFields.tsx';
import { resetPasswordSchema } from '#app/lib/schemas/auth.ts';
import { readForm } from '#app/server/forms.server.ts';
import { onBehalfOf } from '#app/server/strapi.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { common, invitation, resetPassword } from '#app/texts/index.ts';
import { TEAM_MESSAGES, isInvitationLinkCode } from '#catalog/team.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(resetPassword.title);

const INVITO = /^(1|[a-z0-9]{10,40})$/i;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code') ?? '';
  return {
    code: code.slice(0, 512),
    // A team invitation's link (issue 27): the same page and rules, with a welcome. `invito` is the invitation's
    // documentId (links of before issue 39 say `1`), sent along so a dead link is told why.
    invito: INVITO.test(url.searchParams.get('invito') ?? '') ? (url.searchParams.get('invito') ?? '') : '',
    constraint: getZodConstraint(resetPasswordSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ['password', 'password_confirmation'];
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), outcome: null }, { status: 400 });
  }
  const { code, password, password_confirmation } = submission.value;
  const invito = String(formData.get('invito') ?? '');
  const invitation = INVITO.test(invito) && invito !== '1' ? invito : undefined;
  const reset = await strapi.auth.resetPassword({
    json: { code, password, passwordConfirmation: password_confirmation, invitation },
    // Strapi failing is the spec's reset failure too: its dialog, not the 503 page.
    serverErrors: 'return',
    headers: onBehalfOf(request, context),
  });
  if (!reset.ok) console.warn(`[reset-password] Strapi answered ${reset.status}: ${reset.error.message}`);
  return data(
    {
      result: submission.reply({ hideFields, resetForm: reset.ok }),
      outcome: reset.ok ? ('ok' as const) : ('failed' as const),
      // Why an invitation's link no longer works (expired, used, sent again, withdrawn), or null.
      invitationRefusal: !reset.ok && isInvitationLinkCode(reset.error.code) ? reset.error.code : null,
    },
    { status: reset.ok ? 200 : reset.status >= 500 ? 503 : 400 },
  );
}

export default function ResetPasswordPage() {
  const { code, invito, constraint } = useLoaderData<typeof loader>();
  const again = `/reset-password?code=${encodeURIComponent(code)}${invito ? `&invito=${invito}` : ''}`;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm({ id: 'reset-password', lastResult: actionData?.result, constraint });
  const codeErrors = fields.code.errors?.length ? [resetPassword.missingCode] : undefined;

  return (
    <PublicShell title={invito ? invitation.title : resetPassword.title}>
      {code ? null : <FormErrors errors={[resetPassword.missingCode]} />}
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <input type="hidden" name="code" value={code} />
        {invito ? <input type="hidden" name="invito" value={invito} /> : null}
        <FormErrors id={form.errorId} errors={form.errors ?? codeErrors} />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <SubmitButton pendingLabel={resetPassword.submitting} className="w-full">
          {resetPassword.submit}
        </SubmitButton>
      </Form>
      {actionData?.outcome === 'ok' ? (
        <Dialog
          title={invito ? invitation.successTitle : resetPassword.successTitle}
          tone="success"
          actions={
            <Link to="/" className={buttonClass('primary')}>
              {resetPassword.successButton}
            </Link>
          }
        >
          <p>{invito ? invitation.successBody : resetPassword.successBody}</p>
        </Dialog>
      ) : null}
      {actionData?.outcome === 'failed' ? (
        <Dialog
          title={actionData.invitationRefusal ? invitation.deadTitle : resetPassword.failureTitle}
          tone="error"
          closeTo={again}
          actions={
            <Link to={again} className={buttonClass('primary')}>
              {common.close}
            </Link>
          }
        >
          <p>
            {actionData.invitationRefusal
              ? TEAM_MESSAGES[actionData.invitationRefusal]
              : resetPassword.failureBody}
          </p>
        </Dialog>
      ) : null}
    </PublicShell>
  );
}
