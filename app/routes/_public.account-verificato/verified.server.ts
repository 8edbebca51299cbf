// The verified page's loader and action (issue 39 item 6): with the confirmation mail's one-time code (`codice`),
// the person chooses the account's password here, at once; Strapi checks the code (once, not expired).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { FIRST_PASSWORD_CODE, resetPasswordSchema } from '#app/lib/schemas/auth.ts';
import { readForm } from '#app/server/forms.server.ts';
import { onBehalfOf } from '#app/server/strapi.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';

export type State = 'checking' | 'verified' | 'failed';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Strapi's own email_confirmation_redirection lands here without `esito`: it only redirects on success.
  const state: State = url.searchParams.get('esito') === 'errore' ? 'failed' : 'verified';
  const codice = url.searchParams.get('codice') ?? '';
  return {
    state,
    codice: state === 'verified' && FIRST_PASSWORD_CODE.test(codice) ? codice : null,
    constraint: getZodConstraint(resetPasswordSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request, { honeypot: true });
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ['password', 'password_confirmation'];
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }), outcome: null }, { status: 400 });
  const { code, password, password_confirmation } = submission.value;
  const chosen = await strapi.registration.firstPassword({
    json: { code, password, passwordConfirmation: password_confirmation },
    serverErrors: 'return',
    headers: onBehalfOf(request, context),
  });
  if (!chosen.ok) console.warn(`[account-verificato] Strapi answered ${chosen.status}`);
  return data(
    {
      result: submission.reply({ hideFields, resetForm: chosen.ok }),
      outcome: chosen.ok ? ('ok' as const) : ('failed' as const),
    },
    { status: chosen.ok ? 200 : chosen.status >= 500 ? 503 : 400 },
  );
}
