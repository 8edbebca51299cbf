import type { Core } from '@strapi/strapi';
import { comuniByProvincia, isProvinciaSigla } from '../../../catalog';
import type { ComuniResponse, UpdateProfileResponse } from '../../../contracts/registration';
import { forCaller, type ApiContext } from '../../../utils/api-error';
import { answerRegistration } from '../../me/services/accounts';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::create-profile.create-profile');

  return {
    /** POST /api/create-profile {data: profile, avvisi?} → 201 {data: {user: {id}}}: account (unconfirmed) + profile. */
    async create(ctx: ApiContext) {
      await answerRegistration(ctx, () => service().create(ctx.request.body?.data, ctx.request.body?.avvisi));
    },

    /** PUT /api/create-profile/update-profile {data: profile} → {data: {id}}: the caller's own hr_user only. */
    async update(ctx: ApiContext) {
      await forCaller(ctx, async (userId): Promise<UpdateProfileResponse['data']> => ({
        id: await service().update(userId, ctx.request.body?.data),
      }));
    },

    /** GET /api/create-profile/comuni/:provinceCode → [{key, value}] (empty for an unknown code). */
    async comuni(ctx: ApiContext) {
      const code = String(ctx.params.provinceCode ?? '').toUpperCase();
      ctx.body = (isProvinciaSigla(code) ? comuniByProvincia(code) : []) satisfies ComuniResponse;
    },
  };
};
