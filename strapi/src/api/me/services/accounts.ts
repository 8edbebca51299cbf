/**
 * Registration of a candidate or a company: a new unconfirmed account, its profile and the confirmation e-mail,
 * together or not at all. The e-mail is handed to the SMTP server inside the transaction: when it cannot be sent
 * (SMTP down), the account and the profile are rolled back and the caller answers 503, so that the user sees the
 * registration failure dialog and a retry registers the same address (docs/decisions.md, issue 15 "Faults").
 * The password is random and never told to anybody: the user chooses one through the verified-account flow
 * (forgot-password).
 */
import type { RegistrationResponse } from '../../../contracts/registration';
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { boundTo } from '../../../utils/bound';
import { findRow } from '../../../utils/rows';
import { ApiError, answering, apiError, type ApiContext } from '../../../utils/api-error';

const USER = 'plugin::users-permissions.user';

type Registration = {
  email: string;
  role: 'candidate' | 'company';
  /** Creates the profile linked to the new account, inside the same transaction. */
  createProfile: (userId: number) => Promise<unknown>;
};

/**
 * A users-permissions account with a random password nobody is told (registration and team invitations: the person
 * chooses theirs through a link). `confirmed` false until the confirmation link is followed.
 */
async function createLocalAccount(
  strapi: Core.Strapi,
  { email, roleId, confirmed }: { email: string; roleId: number; confirmed: boolean },
): Promise<{ id: number; email: string }> {
  return (await strapi.documents(USER).create({
    data: {
      username: email,
      email,
      provider: 'local',
      password: randomBytes(32).toString('base64url'),
      confirmed,
      blocked: false,
      role: roleId,
    },
  } as never)) as unknown as { id: number; email: string };
}

const emailTaken = () => new ApiError(400, 'email_taken', 'Email già utilizzata');

/** The new account's id; ApiError `email_taken` when the address is in use, ConfirmationMailError when not sent. */
async function registerAccount(
  strapi: Core.Strapi,
  { email, role, createProfile }: Registration,
): Promise<number> {
  const roleRow = await findRow(strapi, 'plugin::users-permissions.role', { where: { type: role } });
  if (!roleRow) throw new Error(`role '${role}' missing`);

  const taken = () =>
    strapi.db
      .query(USER)
      .count({ where: { email } })
      .then((n) => n > 0);
  if (await taken()) throw emailTaken();

  try {
    return await strapi.db.transaction(async () => {
      const created = await createLocalAccount(strapi, { email, roleId: roleRow.id, confirmed: false });
      await createProfile(created.id);
      // The registration form's acceptance of the terms and privacy policy, on record (issue 41).
      await strapi
        .service('api::privacy.consent')
        .record(created.id, role === 'company' ? 'registrazione_azienda' : 'registrazione_candidato');
      try {
        // Stores the confirmation token (on this transaction) and sends the mail.
        await strapi.service('plugin::users-permissions.user').sendConfirmationEmail(created);
      } catch (error) {
        strapi.log.error(
          `[register] confirmation e-mail failed, registration rolled back: ${(error as Error).message}`,
        );
        throw new ConfirmationMailError();
      }
      return created.id;
    });
  } catch (error) {
    if (error instanceof ConfirmationMailError) throw error;
    // Two simultaneous registrations of one address: the unique index decides, the loser hears "taken".
    if (await taken()) throw emailTaken();
    throw error;
  }
}

/** The confirmation e-mail could not be sent: nothing was created. */
export class ConfirmationMailError extends Error {
  constructor() {
    super('confirmation e-mail not sent');
  }
}

/**
 * The one answer of both registration endpoints (candidate and company): 201 `{ data: { user: { id } } }`; a
 * refusal in Strapi's error envelope (`details.code`: `invalid` with the field errors, `email_taken`), and 503
 * `mail_failed` when the confirmation e-mail could not be sent (the Remix server shows the registration failure
 * dialog; the user retries later).
 */
export async function answerRegistration(ctx: ApiContext, register: () => Promise<number>): Promise<void> {
  await answering(ctx, async () => {
    try {
      const id = await register();
      ctx.status = 201;
      ctx.body = { data: { user: { id } } } satisfies RegistrationResponse;
    } catch (error) {
      if (!(error instanceof ConfirmationMailError)) throw error;
      apiError(ctx, 503, 'mail_failed', 'Invio della mail non riuscito, riprova');
    }
  });
}

/**
 * Reached as `strapi.service('api::me.accounts')`; `answerRegistration` (the registration endpoints' answer) and
 * `ConfirmationMailError` are imported by name.
 */
const accountsService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { createLocalAccount, registerAccount });

export type AccountsService = ReturnType<typeof accountsService>;

export default accountsService;
