// The one way out for every e-mail of the portal: through Strapi's e-mail plugin (nodemailer, SMTP), with the
// headers every one of them carries. `Auto-Submitted: auto-generated` (RFC 3834) tells mail servers and
// autoresponders that a program sent it, so no out-of-office reply comes back to it.
import type { Core } from '@strapi/strapi';
import type { Mail } from './render';
import { observeEmail } from '../observability/metrics';

export const AUTO_SUBMITTED = { 'Auto-Submitted': 'auto-generated' } as const;

/**
 * Sends `mail` to `to`; rejects when the SMTP server does not take it (callers decide what a failure means).
 * `kind` names the e-mail in the metrics (portale_emails_total, docs/operations.md "Metrics").
 */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail, kind: string): Promise<void> {
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...AUTO_SUBMITTED, ...mail.headers },
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
  } catch (error) {
    observeEmail(kind, 'failed');
    throw error;
  }
  observeEmail(kind, 'sent');
}
