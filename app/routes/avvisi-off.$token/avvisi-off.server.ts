// The off-link of the candidate's e-mails (issue 42): /avvisi-off/<token>, the `List-Unsubscribe` address of the job
// alert and of the weekly summary. No login: the token Strapi signed is the whole credential.
// - GET and HEAD change nothing (mail scanners and link previews open every link): the page says which e-mail the
//   token names and asks with a button. A token that is not of Strapi's shape is a 400 at once.
// - POST turns that e-mail off (POST /api/avvisi/off, where Strapi checks the signature): the page's own button and
//   the one-click unsubscribe of RFC 8058, which mail providers send as `List-Unsubscribe=One-Click` to the same
//   address. That POST comes from the provider's servers with no cookie, so it cannot carry our CSRF token: this
//   action is the one form post that does not go through readForm's CSRF check (a forged cross-site post can only
//   turn off the e-mail of a token the forger already holds, which the token's owner could do with one click).
//   Its body is read within a small limit and not used. A token Strapi refuses is a 400 with the Italian message.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { offTokenKind, turnAvvisoOff } from '#app/features/job-alerts/avvisi.server.ts';
import type { CandidateMailKind } from '#contracts/candidate-mails.ts';
import { readBody } from '#app/server/forms.server.ts';

/** RFC 8058's body is 26 bytes; the page's own form a little more. */
const MAX_BODY = 1024;
const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export type AvvisiOffState =
  | { step: 'confirm'; avviso: CandidateMailKind }
  | { step: 'done'; avviso: CandidateMailKind }
  | { step: 'invalid' };

export function loader({ params }: LoaderFunctionArgs) {
  const avviso = offTokenKind(params.token);
  return data<AvvisiOffState>(avviso ? { step: 'confirm', avviso } : { step: 'invalid' }, {
    status: avviso ? 200 : 400,
    headers: HEADERS,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await readBody(request, MAX_BODY);
  const avviso = await turnAvvisoOff(params.token);
  return data<AvvisiOffState>(avviso ? { step: 'done', avviso } : { step: 'invalid' }, {
    status: avviso ? 200 : 400,
    headers: HEADERS,
  });
}
