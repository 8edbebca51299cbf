// The candidate's "my contacts are right" (issue 26), posted from the notice on /profilo when a company could not
// reach them: Strapi closes the open reports on them and sends each reporting company the contacts. Post only.
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { confirmOwnContacts } from '#app/features/guarantee/guarantee.server.ts';
import { requireCandidate } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request);
  await requireCandidate(request);
  await confirmOwnContacts(request);
  return redirect('/profilo?contatti=confermati');
}
