import type { Core } from '@strapi/strapi';
import { mailFrom, publicUrl } from '../../config/lib/env';

/**
 * Italian texts of the two users-permissions e-mails. users-permissions fills `<%= CODE %>`,
 * `<%= URL %>` (the reset page, from the advanced settings) and `<%= TOKEN %>`. The confirmation
 * link goes to the Remix page /conferma, which calls Strapi's email-confirmation endpoint itself.
 */
const paragraph = (text: string) => `<p>${text}</p>`;
const link = (href: string) => `<p><a href="${href}">${href}</a></p>`;

const SIGNATURE = paragraph('Lo staff di Portale Lavoro Industria');

export const confirmationTemplate = (base: string) => ({
  object: 'Conferma il tuo indirizzo email',
  message: [
    paragraph('Ciao,'),
    paragraph(
      'grazie per esserti registrato su Portale Lavoro Industria: la creazione del tuo account è gratuita.',
    ),
    paragraph("Per attivare l'account conferma il tuo indirizzo email aprendo questo link:"),
    link(`${base}/conferma?confirmation=<%= CODE %>`),
    paragraph('Se non hai richiesto tu la registrazione, ignora questa email.'),
    SIGNATURE,
  ].join('\n'),
});

export const resetPasswordTemplate = () => ({
  object: 'Recupero della password',
  message: [
    paragraph('Ciao,'),
    paragraph('abbiamo ricevuto una richiesta di recupero della password del tuo account.'),
    paragraph('Per scegliere una nuova password apri questo link:'),
    link('<%= URL %>?code=<%= TOKEN %>'),
    paragraph('Se non hai richiesto tu il recupero, ignora questa email: la tua password resta invariata.'),
    SIGNATURE,
  ].join('\n'),
});

export const applyEmailTemplates = async (strapi: Core.Strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const current = ((await store.get({ key: 'email' })) ?? {}) as Record<string, { options?: object }>;
  const from = mailFrom();
  const options = (template: { object: string; message: string }) => ({
    from,
    response_email: '',
    ...template,
  });
  await store.set({
    key: 'email',
    value: {
      ...current,
      email_confirmation: {
        display: 'Email.template.email_confirmation',
        icon: 'check-square',
        options: options(confirmationTemplate(publicUrl())),
      },
      reset_password: {
        display: 'Email.template.reset_password',
        icon: 'sync',
        options: options(resetPasswordTemplate()),
      },
    },
  });
};
