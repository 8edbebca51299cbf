import type { Core } from '@strapi/strapi';
import { answering, callerId, unauthenticated, type ApiContext } from '../../../utils/api-error';
import type { LogoutResponse, MeResponse } from '../../../contracts/me';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/me: the calling user with its candidate or company profile (Strapi 5 flat shape). */
  async find(ctx: ApiContext) {
    const userId = callerId(ctx);
    if (userId === null) return;
    const me = await strapi.service('api::me.me').findForUser(userId, ctx.state.user);
    // A blocked or deleted account: its token no longer names anybody.
    if (!me) return unauthenticated(ctx);
    ctx.body = me satisfies MeResponse;
  },

  /** POST /api/me/logout: ends every session of the caller (its tokens are refused from now on). */
  async logout(ctx: ApiContext) {
    const userId = callerId(ctx);
    if (userId === null) return;
    await strapi.service('api::me.sessions').revokeSessions(userId);
    ctx.body = { data: { ok: true } } satisfies LogoutResponse;
  },

  /** POST /api/first-password {code, password, passwordConfirmation}: public, the mailed code is the credential. */
  async firstPassword(ctx: ApiContext) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    await answering(ctx, async () => {
      await strapi.service('api::me.first-password').choose(body);
      ctx.body = { data: { ok: true as const } };
    });
  },
});
