// Thin handlers of the candidate's e-mails (issue 42): the caller's settings (who is calling comes from the JWT) and
// the one-click off-link (no login: the signed token is the credential).
import type { Core } from '@strapi/strapi';
import type {
  ActivityResponse,
  CandidateMailOffResponse,
  CandidateMailSettingsResponse,
} from '../../../contracts/candidate-mails';
import { apiError, forCaller, type ApiContext } from '../../../utils/api-error';
import { parseSettings } from '../services/job-alerts';

export const AVVISO_OFF_INVALID = 'Il link per disattivare l’avviso non è valido.';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/hr-users/me/avvisi */
  async settings(ctx: ApiContext) {
    await forCaller(ctx, (userId): Promise<CandidateMailSettingsResponse['data']> =>
      strapi.service('api::avviso-candidato.job-alerts').settings(userId),
    );
  },

  /** PUT /api/hr-users/me/avvisi {data: {annunci?, km?, settimanale?}} */
  async save(ctx: ApiContext) {
    await forCaller(ctx, (userId): Promise<CandidateMailSettingsResponse['data']> =>
      strapi.service('api::avviso-candidato.job-alerts').save(userId, parseSettings(ctx.request.body)),
    );
  },

  /** GET /api/hr-users/me/attivita: the caller's last weeks (issue 42 item 2). */
  async activity(ctx: ApiContext) {
    await forCaller(ctx, (userId): Promise<ActivityResponse['data']> =>
      strapi.service('api::avviso-candidato.activity').ofCaller(userId),
    );
  },

  /** POST /api/avvisi/off {token}: the e-mail the token names is turned off. */
  async off(ctx: ApiContext) {
    const { token } = (ctx.request.body ?? {}) as { token?: unknown };
    const target = strapi.service('api::avviso-candidato.off-link').verify(token);
    if (
      !target ||
      !(await strapi.service('api::avviso-candidato.job-alerts').turnOff(target.documentId, target.kind))
    ) {
      return apiError(ctx, 400, 'avviso_off_invalid', AVVISO_OFF_INVALID);
    }
    ctx.body = { data: { avviso: target.kind, off: true } } satisfies CandidateMailOffResponse;
  },
});
