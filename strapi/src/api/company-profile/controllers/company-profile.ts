import type { Core } from '@strapi/strapi';
import type { CompanyProfileService, UploadedFile } from '../services/company-profile';

type Ctx = {
  state: { user?: { id: number } };
  request: { body?: Record<string, unknown>; files?: Record<string, UploadedFile | UploadedFile[]> };
  body: unknown;
  badRequest: (message: string, details?: unknown) => void;
  forbidden: (message?: string, details?: unknown) => void;
  unauthorized: () => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () =>
    strapi.service('api::company-profile.company-profile') as unknown as CompanyProfileService;

  return {
    /** PUT /api/hr-companies/me {data}: the editable fields of the caller's company, validated like the form. */
    async update(ctx: Ctx) {
      const userId = ctx.state.user?.id;
      if (!userId) return ctx.unauthorized();
      const outcome = await service().update(userId, ctx.request.body?.data);
      if (outcome.ok) ctx.body = { data: outcome.company };
      else if (outcome.status === 403) ctx.forbidden(outcome.message);
      else ctx.badRequest(outcome.message, outcome.details);
    },

    /** PUT /api/hr-companies/me/alerts {data: {filtri?: string|null, filtri_profile?: string|null}}. */
    async alerts(ctx: Ctx) {
      const userId = ctx.state.user?.id;
      if (!userId) return ctx.unauthorized();
      const outcome = await service().saveAlerts(userId, ctx.request.body?.data);
      if (outcome.ok) ctx.body = { data: outcome.alerts };
      else if (outcome.status === 403) ctx.forbidden(outcome.message, outcome.details);
      else ctx.badRequest(outcome.message, outcome.details);
    },

    /** POST /api/hr-companies/me/brand (multipart: logo, descrizione, sito_web_link). Needs abbonamento_brand. */
    async brand(ctx: Ctx) {
      const userId = ctx.state.user?.id;
      if (!userId) return ctx.unauthorized();
      const raw = ctx.request.files?.logo;
      const logo = Array.isArray(raw) ? raw[0] : raw;
      const outcome = await service().configureBrand(userId, ctx.request.body ?? {}, logo);
      if (outcome.ok) ctx.body = { data: outcome.company };
      else if (outcome.status === 403) ctx.forbidden(outcome.message);
      else ctx.badRequest(outcome.message, outcome.details);
    },
  };
};
