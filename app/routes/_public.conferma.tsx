// The link of the confirmation e-mail: /conferma?confirmation=<code>&codice=<first password's code>. The code is checked by Strapi on the
// server; the visitor then sees /account-verificato in its verified or failed state.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { onBehalfOf } from '#app/server/strapi.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { FIRST_PASSWORD_CODE } from '#app/lib/schemas/auth.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const confirmation = new URL(request.url).searchParams.get('confirmation') ?? '';
  if (!confirmation || confirmation.length > 512) return redirect('/account-verificato?esito=errore');
  // On success Strapi answers with a redirect (to email_confirmation_redirection); a bad code is a 400.
  const result = await strapi.auth.emailConfirmation({
    query: { confirmation },
    headers: onBehalfOf(request, context),
  });
  const verified = result.status >= 200 && result.status < 400;
  if (!verified) console.warn(`[conferma] Strapi answered ${result.status}`);
  if (!verified) return redirect('/account-verificato?esito=errore');
  // The first password's one-time code (issue 39 item 6): the verified page asks for the password with it.
  const codice = new URL(request.url).searchParams.get('codice') ?? '';
  return redirect(
    `/account-verificato?esito=verificato${FIRST_PASSWORD_CODE.test(codice) ? `&codice=${codice}` : ''}`,
  );
}
