import { getFormProps, getInputProps } from '@conform-to/react';
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
import { Field } from '#app/components/ui/Field.tsx';
import { afterLoginPath } from '#app/lib/routes.ts';
import { loginSchema } from '#app/lib/schemas/auth.ts';
import { createUserSession, fetchCurrentUser, profileType } from '#app/server/auth.server.ts';
import { clientIp } from '#app/server/client-ip.server.ts';
import { env } from '#app/server/env.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { loginLimiter } from '#app/server/rate-limit.server.ts';
import { takeNotice } from '#app/server/notice.server.ts';
import { onBehalfOf } from '#app/server/strapi.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { common, login } from '#app/texts/index.ts';
import { TEAM_MESSAGES } from '#catalog/team.ts';
import { pageMeta } from '#app/lib/meta.ts';

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
    // The right password of a member removed from its team (Strapi tells only then): why it cannot enter.
    if (auth.error.code === 'removed_from_team') return refuse(TEAM_MESSAGES.removed_from_team, 403);
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
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      redirectTo: url.searchParams.get('redirectTo') ?? '',
      loginError: url.searchParams.get('errore') === 'login',
      registrationUrl: env.registrationUrl,
      constraint: getZodConstraint(loginSchema),
      accountDeleted: notice === 'accountDeleted',
    },
    { headers },
  );
}

export default function LoginPage() {
  const { redirectTo, loginError, registrationUrl, constraint, accountDeleted } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm({ id: 'login', lastResult, constraint });
  const formErrors = form.errors ?? (loginError && !lastResult ? [login.failure] : undefined);

  return (
    <PublicShell title={login.title} intro={login.intro}>
      {accountDeleted ? (
        <p
          role="status"
          className="mb-4 rounded border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
        >
          {login.accountDeleted}
        </p>
      ) : null}
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
