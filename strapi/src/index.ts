import type { Core } from '@strapi/strapi';
import { assertSecrets } from '../config/lib/env';
import { bootstrapPortal } from './bootstrap';

export default {
  register() {
    // Before any plugin reads its configuration: one clear error listing every missing secret.
    assertSecrets();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapPortal(strapi);
  },

  destroy({ strapi }: { strapi: Core.Strapi }) {
    // The background catch-up of the derived tables stops before the database closes.
    strapi.service('api::human-resource.derived').stop();
  },
};
