import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { EmailRequestForm } from '#app/features/email-request/EmailRequestForm.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { emailRequestAction, emailRequestLoader } from '#app/features/email-request/email-request.server.ts';
import { forgotPasswordLimiter } from '#app/server/rate-limit.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { common, forgotPassword } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(forgotPassword.title);

export const loader = emailRequestLoader;

export async function action(args: ActionFunctionArgs) {
  return emailRequestAction(args, {
    limiter: forgotPasswordLimiter,
    send: strapi.auth.forgotPassword,
  });
}

export default function ForgotPasswordPage() {
  return (
    <EmailRequestForm
      id="forgot-password"
      constraint={useLoaderData<typeof loader>().constraint}
      texts={forgotPassword}
      actionData={useActionData<typeof action>()}
      buttons={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/" className={buttonClass('secondary')}>
            {forgotPassword.back}
          </Link>
          <SubmitButton pendingLabel={forgotPassword.submitting}>{forgotPassword.submit}</SubmitButton>
        </div>
      }
      success={{
        title: forgotPassword.successTitle,
        body: forgotPassword.successBody,
        button: forgotPassword.back,
        to: '/',
        closeTo: '/',
      }}
      failure={{
        title: forgotPassword.failureTitle,
        body: forgotPassword.failureBody,
        button: common.close,
        to: '/forgot-password',
        closeTo: '/forgot-password',
      }}
    />
  );
}
