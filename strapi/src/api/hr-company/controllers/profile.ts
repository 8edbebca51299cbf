import type { Core } from '@strapi/strapi';
import { apiError, callerId, type ApiContext } from '../../../utils/api-error';
import type { AlertCountResponse, SaveAlertsResponse } from '../../../contracts/alerts';
import type { BrandResponse, CompanyResponse } from '../../../contracts/company';
import type { Outcome } from '../services/profile';

/** The saved company as `{ data }`, or the refusal in Strapi's error envelope. */
const answer = (ctx: ApiContext, outcome: Outcome) => {
  if (outcome.ok) ctx.body = { data: outcome.company } satisfies CompanyResponse & BrandResponse;
  else apiError(ctx, outcome.status, outcome.code, outcome.message, outcome.details);
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::hr-company.profile');

  return {
    /** PUT /api/hr-companies/me {data}: the editable fields of the caller's company, validated like the form. */
    async update(ctx: ApiContext) {
      const userId = callerId(ctx);
      if (userId === null) return;
      answer(ctx, await service().update(userId, ctx.request.body?.data));
    },

    /** PUT /api/hr-companies/me/alerts {data: {filtri?: string|null, filtri_profile?: string|null}}. */
    async alerts(ctx: ApiContext) {
      const userId = callerId(ctx);
      if (userId === null) return;
      const outcome = await service().saveAlerts(userId, ctx.request.body?.data);
      if (outcome.ok) ctx.body = { data: outcome.alerts } satisfies SaveAlertsResponse;
      else apiError(ctx, outcome.status, outcome.code, outcome.message, outcome.details);
    },

    /** POST /api/hr-companies/me/alerts/count {filtri: string}: how many profiles the filter set finds today. */
    async alertCount(ctx: ApiContext) {
      const userId = callerId(ctx);
      if (userId === null) return;
      const outcome = await service().countAlert(userId, ctx.request.body);
      if (outcome.ok) ctx.body = { data: outcome.data } satisfies AlertCountResponse;
      else apiError(ctx, outcome.status, outcome.code, outcome.message, outcome.details);
    },

    /** POST /api/hr-companies/me/brand (multipart: logo, descrizione, sito_web_link). Needs abbonamento_brand. */
    async brand(ctx: ApiContext) {
      const userId = callerId(ctx);
      if (userId === null) return;
      const raw = ctx.request.files?.logo;
      const logo = Array.isArray(raw) ? raw[0] : raw;
      answer(ctx, await service().configureBrand(userId, ctx.request.body ?? {}, logo));
    },
  };
};
