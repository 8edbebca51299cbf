// Company registration (routes/registration.ts), answered like the candidate's (utils/register-account.ts).
import type { Core } from '@strapi/strapi';
import type { ApiContext } from '../../../utils/api-error';
import { answerRegistration } from '../../me/services/accounts';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Body {data: company fields, mansioni_preferite [{mansione_preferita}], punti_forza [{punto_forza}]}. */
  async create(ctx: ApiContext) {
    await answerRegistration(ctx, () =>
      strapi.service('api::hr-company.registration').registerCompany(ctx.request.body?.data),
    );
  },
});
