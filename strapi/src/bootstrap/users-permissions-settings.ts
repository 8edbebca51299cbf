import type { Core } from '@strapi/strapi';
import { publicUrl } from '../../config/lib/env';

/**
 * users-permissions "advanced settings": enforced on every start so that a fresh database needs no
 * clicking in the admin panel, and so the e-mail links follow PUBLIC_URL (the Remix app).
 */
export const applyAdvancedSettings = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const current = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const base = publicUrl();
  await store.set({
    key: 'advanced',
    value: {
      ...current,
      unique_email: true,
      allow_register: false,
      email_confirmation: true,
      default_role: 'candidate',
      email_reset_password: `${base}/reset-password`,
      email_confirmation_redirection: `${base}/account-verificato`,
    },
  });
};
