// The Remix server over raw HTTP, as a browser or a script sees it: a cookie jar and the hidden fields of a form.
export const REMIX = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

export type Jar = Map<string, string>;

/** Keeps the cookies a response sets. */
export function store(jar: Jar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

export const cookieHeader = (jar: Jar): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** name → value of every `<input>` with both attributes, in either order (CSRF token, honeypot fields...). */
export function inputValues(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[match[1]] = match[2];
  for (const match of html.matchAll(/<input[^>]*value="([^"]*)"[^>]*name="([^"]+)"/g))
    fields[match[2]] ??= match[1];
  return fields;
}

/** Posts the login form as a browser would (CSRF token, honeypot); returns the answer and the cookie jar. */
export async function signInAttempt(
  email: string,
  password: string,
  base = REMIX,
  {
    fetch = globalThis.fetch,
    headers = {},
  }: { fetch?: typeof globalThis.fetch; headers?: Record<string, string> } = {},
) {
  const jar: Jar = new Map();
  const page = await fetch(`${base}/`, { headers });
  store(jar, page);
  const fields = inputValues(await page.text());
  const response = await fetch(`${base}/?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, name__confirm: '', email, password }),
  });
  store(jar, response);
  return { status: response.status, jar };
}

/** Signs in through the login form; returns the cookie jar (throws unless the sign-in succeeds). */
export async function remixSignIn(email: string, password = 'Demo1234!', base = REMIX): Promise<Jar> {
  const { status, jar } = await signInAttempt(email, password, base);
  if (status !== 302) throw new Error(`Remix sign-in of ${email} answered ${status}`);
  return jar;
}

/** A signed-in Remix session and the CSRF token of the page `path` it opened (throws unless the page answers 200). */
export async function remixSession(email: string, path: string): Promise<{ jar: Jar; csrf: string }> {
  const jar = await remixSignIn(email);
  const page = await fetch(`${REMIX}${path}`, { headers: { Cookie: cookieHeader(jar) } });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status} to ${email}`);
  store(jar, page);
  return { jar, csrf: inputValues(await page.text()).csrf };
}

export type PageAnswer = { status: number; html: string; location: string | null };

async function answer(jar: Jar, response: Response): Promise<PageAnswer> {
  store(jar, response);
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** A page loaded with the cookies of `jar` (redirects not followed). */
export async function load(jar: Jar, path: string): Promise<PageAnswer> {
  return answer(
    jar,
    await fetch(`${REMIX}${path}`, { headers: { Cookie: cookieHeader(jar) }, redirect: 'manual' }),
  );
}

/** The hidden fields of the form on `path` (CSRF token, honeypot), as the browser has them from the page. */
export async function formFields(jar: Jar, path: string): Promise<Record<string, string>> {
  const { csrf, from__confirm } = inputValues((await load(jar, path)).html);
  return { csrf: csrf ?? '', from__confirm: from__confirm ?? '', name__confirm: '' };
}

/** Posts the form of `path` as a browser would: its hidden fields (loaded now unless given) and `fields`. */
export async function postForm(
  jar: Jar,
  path: string,
  fields: [string, string][],
  hidden?: Record<string, string>,
): Promise<PageAnswer> {
  const body = new URLSearchParams(hidden ?? (await formFields(jar, path)));
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(`${REMIX}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return answer(jar, response);
}
