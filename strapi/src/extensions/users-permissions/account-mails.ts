// The two e-mails of users-permissions, sent by the portal's mail module (src/mail) instead of the plugin's
// templates. What the plugin did around them is kept: the same token lengths, stored before the mail goes out (an
// SMTP failure leaves a token nobody knows, and the caller answers the failure), the same answers, the same
// silence about unknown or blocked addresses on recovery, whose work now happens after the answer (issue 24 item 6).
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { validateYupSchema, yup } from '@strapi/utils';
import { confirmationMail, mailContext, resetPasswordMail, sendMail, type AccountKind } from '../../mail';
import { visitorOf } from '../../middlewares/client-of-portal';
import { directFlowLimit, TOO_MANY_ATTEMPTS } from '../../utils/direct-limits';
import { isInternalCall } from '../../utils/internal-auth';
import { newFirstPasswordCode } from '../../api/me/services/first-password';
import { findRow, relationsOf } from '../../utils/rows';

const USER = 'plugin::users-permissions.user';

type Edit = (userId: number, data: Record<string, unknown>) => Promise<unknown>;
type ForgotCtx = {
  request?: { body?: unknown; headers?: Record<string, string | string[] | undefined> };
  state?: Record<string, unknown>;
  send?: (body: unknown) => void;
  body?: unknown;
  status?: number;
};

// The plugin's own rule for this body (controllers/validation/auth.js): a refusal is its 400 ValidationError.
const validateForgotPasswordBody = validateYupSchema(
  yup.object({ email: yup.string().email().required() }).noUnknown(),
);

export const accountMails = (strapi: Core.Strapi) => {
  const store = () => strapi.store({ type: 'plugin', name: 'users-permissions' });

  /**
   * The account's kind, and the first name its profile gives (a candidate's nome, a company's referente). Read one
   * relation at a time (relationsOf): the confirmation mail of a registration is sent inside its transaction.
   */
  const whoIs = async (userId: number): Promise<{ kind: AccountKind; nome: string }> => {
    const where = { id: userId };
    const kind =
      (await relationsOf(strapi, USER, where, { role: ['type'] }))?.role?.type === 'company'
        ? 'company'
        : 'candidate';
    const profile =
      kind === 'company'
        ? (await relationsOf(strapi, USER, where, { hr_company: ['referente'] }))?.hr_company?.referente
        : (await relationsOf(strapi, USER, where, { hr_user: ['nome'] }))?.hr_user?.nome;
    return { kind, nome: (typeof profile === 'string' ? profile : '').trim().split(/\s+/)[0] ?? '' };
  };

  /** The reset token and mail of `email`'s account, when it exists and is not blocked. */
  const sendRecovery = async (email: string): Promise<void> => {
    const user = await findRow(strapi, USER, { where: { email: email.toLowerCase() } });
    if (!user || user.blocked) return;
    // A pending team invitation's code is this account's reset token: a new one would kill the invitation's link
    // (issue 39 item 5). The recovery mail carries the same code, so both links work, once.
    const pending =
      !!user.resetPasswordToken &&
      (await strapi.service('api::team-member.invitation-links').hasPendingInvitation(user.id));
    const code =
      pending && user.resetPasswordToken ? user.resetPasswordToken : randomBytes(64).toString('hex');
    // Stored first, as the plugin does, so an operator can still build the link when the mail fails.
    if (!pending)
      await strapi.service('plugin::users-permissions.user').edit(user.id, { resetPasswordToken: code });
    const advanced = ((await store().get({ key: 'advanced' })) ?? {}) as { email_reset_password?: string };
    const ctxMail = mailContext();
    const resetPage = advanced.email_reset_password || `${ctxMail.baseUrl}/reset-password`;
    await sendMail(
      strapi,
      // Found by it: the column holds an address.
      String(user.email),
      await resetPasswordMail({ resetPage, code }, ctxMail),
      'reset-password',
    );
  };

  return {
    /** Registration and resend: a new confirmation token, then the mail. Rejects when it is not sent. */
    async sendConfirmation(user: { id: number; email: string }, edit: Edit): Promise<void> {
      const code = randomBytes(20).toString('hex');
      // The first password's code rides along: the verified page asks for the password with it (issue 39 item 6).
      const passwordCode = newFirstPasswordCode();
      await edit(user.id, { confirmationToken: code, ...passwordCode.stored });
      const { kind, nome } = await whoIs(user.id);
      const mail = await confirmationMail(
        { kind, code, passwordCode: passwordCode.code, nome },
        mailContext(),
      );
      await sendMail(strapi, user.email, mail, 'confirmation');
    },

    /**
     * POST /api/auth/forgot-password: `{ ok: true }` whatever the address, answered before anything depends on it
     * (issue 24 item 6): the account lookup, the token and the mail to an active account happen after the answer,
     * so an existing address takes as long as an unknown one, and a failing mail or write shows to nobody (it is
     * logged; the person asks again).
     */
    async forgotPassword(ctx: ForgotCtx): Promise<void> {
      const { email } = (await validateForgotPasswordBody(ctx.request?.body ?? {})) as { email: string };
      // A direct caller meets the portal's limits here (issue 39 item 13); past the e-mail's own, the answer is the
      // same and nothing is sent, as on the portal's form (item 12).
      const limit = isInternalCall(ctx.request?.headers ?? {})
        ? 'ok'
        : await directFlowLimit(strapi, 'forgot-password', visitorOf(ctx), email);
      if (limit === 'visitor') {
        ctx.status = 429;
        ctx.body = {
          data: null,
          error: {
            status: 429,
            name: 'TooManyRequestsError',
            message: TOO_MANY_ATTEMPTS,
            details: {},
          },
        };
        return;
      }
      if (ctx.send) ctx.send({ ok: true });
      else ctx.body = { ok: true };
      if (limit === 'email') return;
      setImmediate(() => {
        sendRecovery(email).catch((error: unknown) =>
          strapi.log.error(`[forgot-password] recovery mail not sent: ${(error as Error).message}`),
        );
      });
    },
  };
};
