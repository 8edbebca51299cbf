import type { Core } from '@strapi/strapi';
import { comuniByProvincia, isProvinciaSigla } from '../../../catalog';
import { answeringMailFailure } from '../../../utils/register-account';
import type { CreateProfileService } from '../services/create-profile';

type Ctx = {
  params: { provinceCode?: string };
  state: { user?: { id: number } };
  request: { body?: { data?: unknown } };
  body: unknown;
  status: number;
  unauthorized: () => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () =>
    strapi.service('api::create-profile.create-profile') as unknown as CreateProfileService;

  /** 400 with the issues in the Strapi error envelope (error.details.errors). */
  const refuse = (ctx: Ctx, message: string, errors: unknown[] = []) => {
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message, details: { errors } } };
  };

  return {
    /** POST /api/create-profile {data: profile} → {data: {user: {id}}}: account (unconfirmed) + profile. */
    async create(ctx: Ctx) {
      await answeringMailFailure(ctx, async () => {
        const result = await service().create(ctx.request.body?.data);
        if (!result.ok) return refuse(ctx, result.message, result.issues);
        ctx.body = { data: { user: { id: result.userId } } };
      });
    },

    /** PUT /api/create-profile/update-profile {data: profile}: the caller's own hr_user only. */
    async update(ctx: Ctx) {
      const userId = ctx.state.user?.id;
      if (!userId) return ctx.unauthorized();
      const result = await service().update(userId, ctx.request.body?.data);
      if (!result.ok) return refuse(ctx, result.message, result.issues);
      ctx.body = { data: { id: result.profileId } };
    },

    /** GET /api/create-profile/comuni/:provinceCode → [{key, value}] (empty for an unknown code). */
    async comuni(ctx: Ctx) {
      const code = String(ctx.params.provinceCode ?? '').toUpperCase();
      ctx.body = isProvinciaSigla(code) ? comuniByProvincia(code) : [];
    },
  };
};
