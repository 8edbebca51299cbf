import type { Core } from '@strapi/strapi';
import type { EmailCheckResponse } from '../../../contracts/registration';
import { apiError, type ApiContext } from '../../../utils/api-error';
import { TOO_MANY_ATTEMPTS } from '../../../utils/direct-limits';
import { isInternalCall } from '../../../utils/internal-auth';
import { isEmail } from '../../../catalog/patterns';

/** Direct callers (not the Remix server, which limits per visitor itself): checks per IP per window. */
const DIRECT_LIMIT = 20;
const WINDOW_MS = 15 * 60_000;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/email-check {email} → {available}: false when an account already uses the address. */
  async check(ctx: ApiContext) {
    // The answer tells whether an address has an account: a direct caller gets a few per IP (issue 15).
    if (!isInternalCall(ctx.request.headers)) {
      const count = await strapi
        .service('api::rate-limit.rate-limit')
        .hitCounter(`email-check-direct:${ctx.request.ip}`, WINDOW_MS);
      if (count > DIRECT_LIMIT) {
        return apiError(ctx, 429, 'too_many', TOO_MANY_ATTEMPTS);
      }
    }
    const email =
      typeof ctx.request.body?.email === 'string' ? ctx.request.body.email.trim().toLowerCase() : '';
    if (!email || !isEmail(email)) {
      return apiError(ctx, 400, 'invalid_email', "Il formato dell'indirizzo email non è valido");
    }
    const count = await strapi.db.query('plugin::users-permissions.user').count({ where: { email } });
    ctx.body = { available: count === 0 } satisfies EmailCheckResponse;
  },
});
