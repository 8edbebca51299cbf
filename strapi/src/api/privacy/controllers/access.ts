import type { Core } from '@strapi/strapi';
import { ApiError, forCaller, type ApiContext } from '../../../utils/api-error';
import { linkedProfileId } from '../../../utils/own-profile';
import { service } from '../../../utils/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/account/unlocked-by: the companies that unlocked the calling candidate's contacts (art. 15). */
  async unlockedBy(ctx: ApiContext) {
    await forCaller(ctx, async (userId) => {
      const own = await linkedProfileId(strapi, 'api::hr-user.hr-user', userId);
      if (own === null) throw new ApiError(404, 'profile_missing', 'Profilo non trovato');
      return { aziende: await service(strapi, 'api::privacy.access').unlockedBy(own) };
    });
  },

  /** POST /api/account/consent { termini, privacy }: the caller accepts the current texts. */
  async accept(ctx: ApiContext) {
    await forCaller(ctx, (userId) =>
      service(strapi, 'api::privacy.consent').accept(userId, ctx.request.body),
    );
  },
});
