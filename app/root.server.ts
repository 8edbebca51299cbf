// The root route's loader: the CSRF token and the honeypot's fields every form of the portal carries.
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { csrf, honeypotInputProps } from '#app/server/forms.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  return data(
    { csrf: csrfToken, honeypot: honeypotInputProps() },
    { headers: csrfCookie ? { 'Set-Cookie': csrfCookie } : undefined },
  );
}
