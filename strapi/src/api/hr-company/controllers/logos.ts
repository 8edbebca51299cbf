// Companies with a logo, as candidates see them (routes/logos.ts): role `candidate` only.
import type { Core } from '@strapi/strapi';
import type { ActiveCompaniesResponse, CompanyVisitResponse } from '../../../contracts/candidate';
import { documentIdParam, forCaller, type ApiContext } from '../../../utils/api-error';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::hr-company.logos');
  return {
    /** GET /api/user/hr-companies: companies with a logo (name, logo, website only). */
    async companies(ctx: ApiContext) {
      await forCaller(ctx, (): Promise<ActiveCompaniesResponse['data']> => service().activeCompanies());
    },

    /** POST /api/user/hr-companies/:id/visit: a logo click, counted once a day per candidate and company. */
    async visitCompany(ctx: ApiContext) {
      await forCaller(ctx, (userId): Promise<CompanyVisitResponse['data']> =>
        service().visitCompany(userId, documentIdParam(ctx)),
      );
    },
  };
};
