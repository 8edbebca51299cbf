// Logout is a POST (with CSRF token) from the navigation; a GET just goes back to the login page.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { endSession } from '#app/server/auth.server.ts';
import { readForm } from '#app/server/forms.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request);
  return endSession(request, '/');
}

export async function loader() {
  return redirect('/');
}
