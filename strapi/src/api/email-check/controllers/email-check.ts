import type { Core } from '@strapi/strapi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Ctx = { request: { body?: { email?: unknown } }; body: unknown; badRequest: (message: string) => void };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/email-check {email} → {available}: false when an account already uses the address. */
  async check(ctx: Ctx) {
    const email =
      typeof ctx.request.body?.email === 'string' ? ctx.request.body.email.trim().toLowerCase() : '';
    if (!email || email.length > 254 || !EMAIL.test(email)) {
      return ctx.badRequest("Il formato dell'indirizzo email non è valido");
    }
    const count = await strapi.db.query('plugin::users-permissions.user').count({ where: { email } });
    ctx.body = { available: count === 0 };
  },
});
