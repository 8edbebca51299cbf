// Test-only trigger of the scheduled jobs. Its route exists only when STRAPI_TEST_HOOKS=true (set by
// scripts/test.mjs), and the handler checks the flag again: in any other deployment it is a 404.
import type { Core } from '@strapi/strapi';
import type { FreshnessService } from '../services/freshness';

type Ctx = { body: unknown; status: number };

export const testHooksEnabled = () => process.env.STRAPI_TEST_HOOKS === 'true';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async runFreshness(ctx: Ctx) {
    if (!testHooksEnabled()) {
      ctx.status = 404;
      return;
    }
    const service = strapi.service('api::candidate-area.freshness') as unknown as FreshnessService;
    ctx.body = { data: { sent: await service.sendDue() } };
  },
});
