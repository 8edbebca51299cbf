// Direct calls to the test Strapi, as a third party (or an attacker holding a JWT) would make them.
export const STRAPI_URL = process.env.STRAPI_URL ?? 'http://127.0.0.1:1338';

export async function strapi(path: string, init: RequestInit & { jwt?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.jwt) headers.set('Authorization', `Bearer ${init.jwt}`);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${STRAPI_URL}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: body as Record<string, unknown> & { data?: unknown } };
}

export async function jwtFor(email: string, password = 'Demo1234!'): Promise<string> {
  const { status, body } = await strapi('/api/auth/local', {
    method: 'POST',
    json: { identifier: email, password },
  });
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}: ${JSON.stringify(body)}`);
  return body.jwt as string;
}

/** What /api/me answers (its fields the tests read), with the secrets it must never carry as optional keys. */
export type Me = {
  id: number;
  email: string;
  password?: unknown;
  resetPasswordToken?: unknown;
  confirmationToken?: unknown;
  hr_user: Record<string, unknown> | null;
  hr_company: Record<string, unknown> | null;
};
