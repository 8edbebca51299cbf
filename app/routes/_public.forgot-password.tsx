import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { EmailRequestForm } from '~/features/email-request/EmailRequestForm';
import { SubmitButton } from '~/components/SubmitButton';
import { buttonClass } from '~/components/ui/Button';
import { emailRequestAction, emailRequestLoader } from '~/features/email-request/email-request.server';
import { forgotPasswordLimiter } from '~/server/rate-limit.server';
import { strapi } from '~/server/strapi-api.server';
import { common, forgotPassword } from '~/texts';
import { pageMeta } from '~/lib/meta';

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
