import type { Core } from '@strapi/strapi';
import { mailFrom } from '../../config/lib/env';

/**
 * The account e-mails are the portal's own (src/mail, sent by src/extensions/users-permissions/account-mails.ts):
 * users-permissions' stored templates are never used. They are overwritten with a note on every start, so that an
 * operator who opens them in the admin panel learns where the texts are instead of editing something without effect.
 */
const NOTE = {
  object: 'Non usato',
  message:
    'Questo modello non viene usato: le email del portale sono generate dal codice (strapi/src/mail, docs/decisions.md "E-mails").',
};

export const applyEmailTemplates = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const current = ((await store.get({ key: 'email' })) ?? {}) as Record<string, { options?: object }>;
  const options = { from: mailFrom(), response_email: '', ...NOTE };
  await store.set({
    key: 'email',
    value: {
      ...current,
      email_confirmation: { display: 'Email.template.email_confirmation', icon: 'check-square', options },
      reset_password: { display: 'Email.template.reset_password', icon: 'sync', options },
    },
  });
};
