// The credit guarantee's endpoints (issue 26). Thin: the role permissions (bootstrap/permissions.ts) let only
// companies (agencies included) report and read their reports, only candidates read their own notice; here the
// caller's own company or candidate is resolved, so no id of theirs comes from the client. The candidate's link is
// public: its token is the credential.
import type { Core } from '@strapi/strapi';
import { apiError, forCaller, ApiError, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::guarantee-report.guarantee-report');
  const companyOf = async (userId: number) => {
    const company = await service().companyOfUser(userId);
    if (!company) throw new ApiError(403, 'not_company', 'Solo le aziende possono segnalare un candidato');
    return company;
  };
  const candidateParam = (ctx: ApiContext) => String(ctx.params.id ?? '');

  return {
    /** GET /api/guarantee-reports: the caller company's reports. */
    list: (ctx: ApiContext) =>
      forCaller(ctx, async (userId) => service().listOwn((await companyOf(userId)).id)),

    /** GET /api/guarantee-reports/candidate/:id: the report of the caller's unlock of a candidate, if any. */
    state: (ctx: ApiContext) =>
      forCaller(ctx, async (userId) => service().stateFor(await companyOf(userId), candidateParam(ctx))),

    /** POST /api/guarantee-reports/candidate/:id { tentativo, primo_tentativo }: the report. */
    async create(ctx: ApiContext) {
      await forCaller(ctx, async (userId) =>
        service().report(await companyOf(userId), candidateParam(ctx), ctx.request.body ?? {}),
      );
      if (ctx.status === 200 && (ctx.body as { data?: unknown })?.data) ctx.status = 201;
    },

    /** GET /api/guarantee/me: the caller candidate's notice (a company could not reach them). */
    mine: (ctx: ApiContext) =>
      forCaller(ctx, async (userId) => {
        const id = await service().candidateOfUser(userId);
        if (id === null) throw new ApiError(403, 'not_candidate', 'Solo i candidati hanno questo avviso');
        return service().candidateNotice(id);
      }),

    /** POST /api/guarantee/me/confirm: the caller candidate confirms their contacts from their profile page. */
    confirmOwn: (ctx: ApiContext) =>
      forCaller(ctx, async (userId) => {
        const id = await service().candidateOfUser(userId);
        if (id === null)
          throw new ApiError(403, 'not_candidate', 'Solo i candidati possono confermare i contatti');
        return { closed: await service().confirmOwn(id) };
      }),

    /** PATCH /api/guarantee/confirm/:token: the candidate's "my contacts are right". */
    async confirm(ctx: ApiContext) {
      const id = await service().confirm(ctx.params.token);
      if (id === null) return apiError(ctx, 404, 'link_expired', 'Link non valido o scaduto');
      ctx.body = { data: { confirmed: true } };
    },
  };
};
