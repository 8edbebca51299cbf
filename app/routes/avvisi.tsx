// The one action of the candidate's e-mail choices (issue 42; app/features/job-alerts/avvisi.server.ts): the job
// alert's box on the job board and on the wizard's last step, and the toggles of /impostazioni, post here with the
// CSRF token and `da`, the page they are on; the choices go to Strapi (which records the consent) and the candidate
// goes back to that page with a notice (post/redirect/get, JavaScript on or off). A GET has nothing to show: the
// choices live on /impostazioni.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { avvisiFormSchema, pageOf, saveAvvisi } from '#app/features/job-alerts/avvisi.server.ts';
import { requireCandidate } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { redirectWithNotice } from '#app/server/notice.server.ts';
import { jobAlerts } from '#app/texts/job-alerts.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCandidate(request);
  return redirect('/impostazioni');
}

export async function action({ request }: ActionFunctionArgs) {
  await requireCandidate(request);
  const formData = await readForm(request);
  const form = avvisiFormSchema.safeParse(Object.fromEntries(formData));
  // Only a crafted post gets here (every field of the forms is a fixed choice): a 400 with the Italian message.
  if (!form.success)
    return new Response(jobAlerts.invalidForm, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const page = pageOf(formData.get('da'));
  const notice = await saveAvvisi(request, form.data);
  return redirectWithNotice(request, page, `avvisi.${notice}`);
}
