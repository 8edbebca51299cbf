// The login form of the Remix server, posted as a browser (or a bot) would: shared by the login-cookie, login-refusals
// and body-limits tests.
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';

/** Loads the login page like a browser: returns the cookie jar and the hidden fields of the form. */
export async function openLogin(): Promise<{ jar: Jar; fields: Record<string, string> }> {
  const jar: Jar = new Map();
  const response = await fetch(`${REMIX}/`);
  store(jar, response);
  const html = await response.text();
  return { jar, fields: inputValues(html) };
}

/** Posts the login form with `values` as they are (nothing added); the redirect is not followed. */
export async function postLogin(
  jar: Jar,
  values: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${REMIX}/?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(values),
  });
  return { response, text: await response.text() };
}

/** The form's hidden fields as the page gave them: CSRF token, empty honeypot, its time stamp. */
export const honeypotDefaults = (fields: Record<string, string>) => ({
  csrf: fields.csrf,
  name__confirm: '',
  from__confirm: fields.from__confirm,
});
