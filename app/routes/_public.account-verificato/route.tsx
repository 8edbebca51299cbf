// Account verification screen, states: checking (while the confirmation link is being checked), verified
// ('Email verificata!') and failed (retry at /verifica-email). Verified with the confirmation mail's password code
// (issue 39 item 6), the page asks for the password at once; without it (older mails), it leads to
// /forgot-password to choose one.
import { getFormProps } from '@conform-to/react';
import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { OutcomePage } from '#app/components/OutcomePage.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { useServerForm } from '#app/components/useServerForm.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NewPasswordFields } from '#app/components/NewPasswordFields.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { common, resetPassword, verification } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { action, loader, State } from './verified.server.ts';

export { action, loader } from './verified.server.ts';

export const meta: MetaFunction = () => pageMeta(verification.verifiedTitle);

/** The first password, chosen on the spot with the code of the confirmation mail. */
function FirstPasswordForm({ codice }: { codice: string }) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm({ id: 'first-password', lastResult: actionData?.result, constraint });
  if (actionData?.outcome === 'ok')
    return (
      <Dialog
        title={verification.passwordSetTitle}
        tone="success"
        actions={
          <Link to="/" className={buttonClass('primary')}>
            {resetPassword.successButton}
          </Link>
        }
      >
        <p>{verification.passwordSetBody}</p>
      </Dialog>
    );
  return (
    <>
      <p className="text-slate-700">{verification.choosePassword}</p>
      {actionData?.outcome === 'failed' ? (
        <div className="grid gap-2">
          <FormErrors errors={[verification.passwordLinkDead]} />
          <Link to="/forgot-password" className={buttonClass('link')}>
            {verification.verifiedButton}
          </Link>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <input type="hidden" name="code" value={codice} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
        <SubmitButton pendingLabel={resetPassword.submitting} className="w-full">
          {verification.savePassword}
        </SubmitButton>
      </Form>
    </>
  );
}

export default function AccountVerifiedPage() {
  const { state: loaded, codice } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const state: State =
    navigation.state === 'loading' && navigation.location.pathname === '/conferma' ? 'checking' : loaded;

  if (state === 'checking') {
    return (
      <PublicShell title={verification.checkingTitle}>
        <p className="flex items-center gap-3">
          <Spinner label={verification.checkingTitle} /> {verification.checkingBody}
        </p>
      </PublicShell>
    );
  }
  if (state === 'failed') {
    return (
      <OutcomePage
        title={verification.failedTitle}
        body={verification.failedBody}
        link={{ to: '/verifica-email', label: verification.failedButton }}
      />
    );
  }
  if (codice)
    return (
      <PublicShell title={verification.verifiedTitle}>
        <FirstPasswordForm codice={codice} />
      </PublicShell>
    );
  return (
    <PublicShell title={verification.verifiedTitle}>
      <Dialog
        title={verification.verifiedTitle}
        tone="success"
        actions={
          <Link to="/forgot-password" className={buttonClass('primary')}>
            {verification.verifiedButton}
          </Link>
        }
      >
        <p>{verification.verifiedBody}</p>
      </Dialog>
      <p className="text-slate-700">{verification.verifiedBody}</p>
    </PublicShell>
  );
}
