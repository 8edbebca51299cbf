// The candidate's "my contacts are right" (issue 26), posted from the notice on /profilo when a company could not
// reach them: Strapi closes the open reports on them and sends each reporting company the contacts. Post only.
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { confirmOwnContacts } from '~/features/guarantee/guarantee.server';
import { requireCandidate } from '~/server/auth.server';
import { readForm } from '~/server/forms.server';

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request);
  await requireCandidate(request);
  await confirmOwnContacts(request);
  return redirect('/profilo?contatti=confermati');
}
