import type { Core } from '@strapi/strapi';
import { assertSecrets } from '../config/lib/env';
import { bootstrapPortal } from './bootstrap';
import { startMetricsServer, stopMetricsServer } from './observability/metrics';
import { drain, startDraining } from './observability/shutdown';

export default {
  register() {
    // Before any plugin reads its configuration: one clear error listing every missing secret.
    assertSecrets();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapPortal(strapi);
    startMetricsServer(strapi);
    // Readiness turns false at the signal; Strapi's own handler then runs destroy() below, which drains.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, startDraining);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await drain(strapi);
    stopMetricsServer();
    // The background catch-up of the derived tables stops before the database closes.
    strapi.service('api::human-resource.derived').stop();
  },
};
