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
};
