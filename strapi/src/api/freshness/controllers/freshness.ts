import type { Core } from '@strapi/strapi';
import type { FreshnessResponse } from '../../../contracts/candidate';
import { apiError, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** PATCH /api/alreadyUpdated/:token (spec 01 §7): the token is the credential, no login needed. */
  async confirm(ctx: ApiContext) {
    const service = strapi.service('api::freshness.freshness');
    if (!(await service.confirm(ctx.params.token)))
      return apiError(ctx, 404, 'link_expired', 'Link non valido o scaduto');
    ctx.body = { data: { confirmed: true } } satisfies FreshnessResponse;
  },
});
