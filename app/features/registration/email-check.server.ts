// Duplicate-email check of the registration wizards. A failed check lets registration go on
// (decisions.md): the create call is then the judge. The check tells whether an address has an account, so it is
// limited per visitor like sign-in (issue 15): past the limit the registration step answers 429.
import { createFlowLimiter } from '#app/server/rate-limit.server.ts';
import { env } from '#app/server/env.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';

/** Address checks per visitor address and window (each registration step checks once). */
const emailCheckLimiter = createFlowLimiter('email-check', {
  perIp: env.rateLimit.registrationsPerIp,
  // Per address it tells nothing new: only the visitor is counted.
  perEmail: Number.MAX_SAFE_INTEGER,
  windowMs: env.rateLimit.windowMs,
});

/** `visitor`: the request's `clientIp`. 'limited' past the visitor's limit, else whether the address is free. */
export async function isEmailAvailable(visitor: string, email: string): Promise<boolean | 'limited'> {
  if (!(await emailCheckLimiter.take(visitor, undefined))) return 'limited';
  try {
    const result = await strapi.registration.emailCheck({
      json: { email },
      // Strapi limits direct callers per IP; this server's calls are limited here, per visitor.
      headers: { 'x-internal-secret': env.internalApiSecret },
    });
    return result.ok ? result.data.available !== false : true;
  } catch (error) {
    if (error instanceof Response) return true;
    throw error;
  }
}
