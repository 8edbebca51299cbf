import type { Core } from '@strapi/strapi';
import { forCaller, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/account/erasure: what erasing the caller's account deletes and keeps. */
  async preview(ctx: ApiContext) {
    await forCaller(ctx, (userId) => strapi.service('api::privacy.erasure').preview(userId));
  },

  /** POST /api/account/erasure { password }: erases the caller's account (400 wrong_password otherwise). */
  async erase(ctx: ApiContext) {
    await forCaller(ctx, (userId) =>
      strapi.service('api::privacy.erasure').erase(userId, ctx.request.body?.password),
    );
  },
});
