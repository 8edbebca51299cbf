import type { Core } from '@strapi/strapi';
import { revokeSessions } from '../../../utils/sessions';
import type { MeService } from '../services/me';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/me: the calling user with its candidate or company profile (Strapi 5 flat shape). */
  async find(ctx: { state: { user?: { id: number } }; body: unknown; unauthorized: () => void }) {
    const userId = ctx.state.user?.id;
    const me = userId ? await (strapi.service('api::me.me') as MeService).findForUser(userId) : null;
    if (!me) return ctx.unauthorized();
    ctx.body = me;
  },

  /** POST /api/me/logout: ends every session of the caller (its tokens are refused from now on). */
  async logout(ctx: { state: { user?: { id: number } }; body: unknown; unauthorized: () => void }) {
    const userId = ctx.state.user?.id;
    if (!userId) return ctx.unauthorized();
    await revokeSessions(strapi, userId);
    ctx.body = { data: { ok: true } };
  },
});
