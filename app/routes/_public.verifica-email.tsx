// Resend the verification e-mail (spec 02 §2 "Email verification", §5 "Resend-verification").
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { EmailRequestForm } from '#app/features/email-request/EmailRequestForm.tsx';
import { SubmitButton } from '#app/components/SubmitButton.tsx';
import { emailRequestAction, emailRequestLoader } from '#app/features/email-request/email-request.server.ts';
import { resendVerificationLimiter } from '#app/server/rate-limit.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { common, resendVerification } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(resendVerification.title);

export const loader = emailRequestLoader;

export async function action(args: ActionFunctionArgs) {
  return emailRequestAction(args, {
    limiter: resendVerificationLimiter,
    send: strapi.auth.sendEmailConfirmation,
  });
}

export default function ResendVerificationPage() {
  return (
    <EmailRequestForm
      id="verifica-email"
      constraint={useLoaderData<typeof loader>().constraint}
      texts={resendVerification}
      actionData={useActionData<typeof action>()}
      buttons={
        <SubmitButton pendingLabel={resendVerification.submitting} className="w-full">
          {resendVerification.submit}
        </SubmitButton>
      }
      success={{
        title: resendVerification.successTitle,
        body: resendVerification.successBody,
        button: common.close,
        to: '/',
        closeTo: '/',
      }}
      failure={{
        title: resendVerification.failureTitle,
        body: resendVerification.failureBody,
        button: resendVerification.failureButton,
        to: '/',
        closeTo: '/verifica-email',
      }}
    />
  );
}
