import { getFormProps, getInputProps } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '~/server/validation.server';
import { useServerForm } from '~/components/useServerForm';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from 'remix-utils/honeypot/react';
import { FormErrors } from '~/components/FormStatus';
import { PublicShell } from '~/components/PublicShell';
import { SubmitButton } from '~/components/SubmitButton';
import { Field } from '~/components/ui/Field';
import { afterLoginPath } from '~/lib/routes';
import { loginSchema } from '~/lib/schemas/auth';
import { createUserSession, fetchCurrentUser, profileType } from '~/server/auth.server';
import { clientIp } from '~/server/client-ip.server';
import { env } from '~/server/env.server';
import { readForm } from '~/server/forms.server';
import { loginLimiter } from '~/server/rate-limit.server';
import { onBehalfOf } from '~/server/strapi.server';
import { strapi } from '~/server/strapi-api.server';
import { common, login } from '~/texts';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () => pageMeta(login.title);

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const refuse = (message: string, status: number) =>
    data(submission.reply({ formErrors: [message], hideFields: ['password'] }), { status });

  const visitor = clientIp(request, context);
  const attempt = await loginLimiter.begin(visitor, email);
  if (!attempt.allowed) return refuse(common.tooManyAttempts, 429);
  if (attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));

  const auth = await strapi.auth.login({
    json: { identifier: email, password },
    headers: onBehalfOf(request, context),
    // Strapi checks passwords with bcryptjs on its one thread (about 0.1 s each): 50 people signing in at the same
    // moment queue for several seconds, which must not turn into the 503 page.
    timeoutMs: 20_000,
  });
  if (!auth.ok) {
    if (auth.status === 429) return refuse(common.tooManyAttempts, 429);
    await loginLimiter.failed(email);
    return refuse(login.failure, 401);
  }
  // Fresh: the same JWT can come back for a second login within the same second.
  const me = await fetchCurrentUser(auth.data.jwt, { fresh: true });
  const type = me.ok ? profileType(me.data) : null;
  if (!type) {
    await loginLimiter.failed(email);
    return refuse(login.failure, 401);
  }
  await loginLimiter.succeeded(visitor, email);
  return createUserSession(auth.data.jwt, afterLoginPath(redirectTo, type), {
    welcome: type === 'candidate',
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    redirectTo: url.searchParams.get('redirectTo') ?? '',
    loginError: url.searchParams.get('errore') === 'login',
    registrationUrl: env.registrationUrl,
    constraint: getZodConstraint(loginSchema),
  };
}

export default function LoginPage() {
  const { redirectTo, loginError, registrationUrl, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm({ id: 'login', lastResult, constraint });
  const formErrors = form.errors ?? (loginError && !lastResult ? [login.failure] : undefined);

  return (
    <PublicShell title={login.title} intro={login.intro}>
      <Form method="post" {...getFormProps(form)} noValidate>
        <AuthenticityTokenInput />
        <HoneypotInputs label={common.honeypotLabel} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={formErrors} />
        <Field
          label={login.email}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            autoFocus: true,
          }}
        />
        <Field
          label={login.password}
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'current-password',
          }}
        />
        <SubmitButton pendingLabel={login.submitting} className="w-full">
          {login.submit}
        </SubmitButton>
      </Form>
      <p className="mt-4 text-center">
        <Link to="/forgot-password" className="font-medium text-brand-700 underline">
          {login.forgot}
        </Link>
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-slate-700">
        {login.registerPrompt}{' '}
        <a href={registrationUrl} className="font-semibold text-brand-700 underline">
          {login.register}
        </a>
      </p>
    </PublicShell>
  );
}
