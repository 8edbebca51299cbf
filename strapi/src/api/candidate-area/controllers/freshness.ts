import type { Core } from '@strapi/strapi';
import type { FreshnessService } from '../services/freshness';

type Ctx = {
  params: { token?: string };
  body: unknown;
  notFound: (message: string) => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** PATCH /api/alreadyUpdated/:token (spec 01 §7): the token is the credential, no login needed. */
  async confirm(ctx: Ctx) {
    const service = strapi.service('api::candidate-area.freshness') as unknown as FreshnessService;
    if (!(await service.confirm(ctx.params.token))) return ctx.notFound('Link non valido o scaduto');
    ctx.body = { data: { confirmed: true } };
  },
});
