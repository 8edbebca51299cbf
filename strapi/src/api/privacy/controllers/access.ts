import type { Core } from '@strapi/strapi';
import { ApiError, forCaller, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/account/unlocked-by: the companies that unlocked the calling candidate's contacts (art. 15). */
  async unlockedBy(ctx: ApiContext) {
    await forCaller(ctx, async (userId) => {
      const own = await strapi.service('api::me.own-profile').linkedProfileId('api::hr-user.hr-user', userId);
      if (own === null) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
      return { aziende: await strapi.service('api::privacy.access').unlockedBy(own) };
    });
  },

  /** POST /api/account/consent { termini, privacy }: the caller accepts the current texts. */
  async accept(ctx: ApiContext) {
    await forCaller(ctx, (userId) => strapi.service('api::privacy.consent').accept(userId, ctx.request.body));
  },
});
