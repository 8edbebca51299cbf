// The Team section of /company-info (issue 27): thin handlers. The route policy `global::company-right` lets only
// the titolare in (a member: 403); the company is the caller's, from the token, never from the body.
import type { Core } from '@strapi/strapi';
import { ApiError, forCaller, type ApiContext } from '../../../utils/api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::team-member.team-member');
  const dataOf = (ctx: ApiContext) => {
    const body = ctx.request.body;
    return isRecord(body) && isRecord(body.data) ? body.data : {};
  };
  const id = (ctx: ApiContext) => String(ctx.params.id ?? '').slice(0, 64);

  /** Runs `work` for the caller's company (403 to anybody who is no company's). */
  const forCompany = (ctx: ApiContext, work: (companyId: number, userId: number) => Promise<unknown>) =>
    forCaller(ctx, async (userId) => {
      const access = await strapi.service('api::me.own-profile').companyAccess(userId);
      if (!access) throw new ApiError(403, 'not_company', 'Solo le aziende hanno un team');
      return work(access.companyId, userId);
    });

  return {
    /** GET /api/team: the titolare, the members and the pending invitations; `removed`: the latest removals. */
    async roster(ctx: ApiContext) {
      let removed: unknown[] = [];
      await forCompany(ctx, async (companyId) => {
        removed = await strapi.service('api::team-member.invitation-links').removals(companyId);
        return service().roster(companyId);
      });
      if (isRecord(ctx.body) && Array.isArray(ctx.body.data)) ctx.body = { ...ctx.body, removed };
    },
    /** POST /api/team/invitations {data: {nome, cognome, email}} → 200 the new invitation. */
    async invite(ctx: ApiContext) {
      await forCompany(ctx, (companyId, userId) => service().invite(companyId, userId, dataOf(ctx)));
    },
    /** POST /api/team/invitations/:id/resend */
    async resend(ctx: ApiContext) {
      await forCompany(ctx, (companyId, userId) => service().resend(companyId, userId, id(ctx)));
    },
    /** DELETE /api/team/members/:id: withdraws an invitation or removes a member. */
    async remove(ctx: ApiContext) {
      await forCompany(ctx, (companyId) => service().remove(companyId, id(ctx)));
    },
    /** PUT /api/team/members/:id {data: {puo_acquistare}} */
    async update(ctx: ApiContext) {
      await forCompany(ctx, (companyId) => service().setBuyer(companyId, id(ctx), dataOf(ctx)));
    },
    /** POST /api/team/hand-over {data: {member, password}} */
    async handOver(ctx: ApiContext) {
      await forCompany(ctx, (companyId, userId) => service().handOver(companyId, userId, dataOf(ctx)));
    },
  };
};
