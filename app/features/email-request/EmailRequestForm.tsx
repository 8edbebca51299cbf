// The form of the screens that only ask for an e-mail (forgot password, resend verification), with the
// success and failure dialogs of its outcome.
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { FormErrors } from '#app/components/FormStatus.tsx';
import { PublicShell } from '#app/components/PublicShell.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { Field } from '#app/components/ui/Field.tsx';
import { type Constraints, useServerForm } from '#app/components/useServerForm.ts';
import { common } from '#app/texts/index.ts';

type Outcome = { title: string; body: string; button: string; to: string; closeTo: string };

export function EmailRequestForm({
  id,
  constraint,
  texts,
  actionData,
  buttons,
  success,
  failure,
}: {
  id: string;
  /** emailRequestLoader's. */
  constraint: Constraints;
  texts: { title: string; intro: string; email: string };
  actionData?: { result: SubmissionResult<string[]>; outcome: 'sent' | 'failed' | null };
  /** The submit button and whatever sits beside it. */
  buttons: ReactNode;
  success: Outcome;
  failure: Outcome;
}) {
  const [form, fields] = useServerForm({ id, lastResult: actionData?.result, constraint });
  const outcome =
    actionData?.outcome === 'sent' ? success : actionData?.outcome === 'failed' ? failure : null;

  return (
    <PublicShell title={texts.title} intro={texts.intro}>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={texts.email}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            autoFocus: true,
          }}
        />
        {buttons}
      </Form>
      {outcome ? (
        <Dialog
          title={outcome.title}
          tone={outcome === success ? 'success' : 'error'}
          closeTo={outcome.closeTo}
          actions={
            <Link to={outcome.to} className={buttonClass('primary')}>
              {outcome.button}
            </Link>
          }
        >
          <p>{outcome.body}</p>
        </Dialog>
      ) : null}
    </PublicShell>
  );
}
