import type { Core } from '@strapi/strapi';
import { secret } from './lib/env';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Tests and the e2e stack run without the admin panel (no admin build needed).
  serveAdminPanel: env.bool('STRAPI_ADMIN_PANEL', true),
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secret('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
