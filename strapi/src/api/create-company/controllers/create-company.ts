import type { Core } from '@strapi/strapi';
import { answeringMailFailure } from '../../../utils/register-account';
import type { CreateCompanyService } from '../services/create-company';

type Ctx = {
  request: { body?: { data?: unknown } };
  body: unknown;
  status: number;
  badRequest: (message: string, details?: unknown) => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Body {data: company fields, mansioni_preferite [{mansione_preferita}], punti_forza [{punto_forza}]} → {user: {id}}. */
  async create(ctx: Ctx) {
    const service = strapi.service('api::create-company.create-company') as unknown as CreateCompanyService;
    await answeringMailFailure(ctx, async () => {
      const outcome = await service.register(ctx.request.body?.data);
      if (!outcome.ok) return ctx.badRequest(outcome.message, outcome.details);
      ctx.status = 201;
      ctx.body = { user: { id: outcome.userId } };
    });
  },
});
