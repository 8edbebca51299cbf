import type { Core } from '@strapi/strapi';
import { apiError, type ApiContext } from '../../../utils/api-error';
import type { AlertOffResponse } from '../../../contracts/alerts';

export const ALERT_OFF_INVALID = 'Il link per disattivare l’alert non è valido.';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/alerts/off {token}: the alert the token names is turned off (its filters set to null). */
  async off(ctx: ApiContext) {
    const { token } = (ctx.request.body ?? {}) as { token?: unknown };
    const target = strapi.service('api::alert.off-link').verify(token);
    // A valid signature of a company that no longer exists is as useless as a forged one.
    if (!target || !(await strapi.service('api::alert.alerts').turnOff(target.documentId, target.kind))) {
      return apiError(ctx, 400, 'alert_off_invalid', ALERT_OFF_INVALID);
    }
    ctx.body = { data: { alert: target.kind, off: true } } satisfies AlertOffResponse;
  },
});
