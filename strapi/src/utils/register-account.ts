/**
 * Registration of a candidate or a company: a new unconfirmed account, its profile and the confirmation e-mail,
 * together or not at all. The e-mail is handed to the SMTP server inside the transaction: when it cannot be sent
 * (SMTP down), the account and the profile are rolled back and the caller answers 503, so that the user sees the
 * registration failure dialog and a retry registers the same address (docs/decisions.md, issue 15 "Faults").
 * The password is random and never told to anybody: the user chooses one through the verified-account flow
 * (forgot-password).
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';

type Registration = {
  email: string;
  role: 'candidate' | 'company';
  /** Creates the profile linked to the new account, inside the same transaction. */
  createProfile: (userId: number) => Promise<unknown>;
};

/** The new account's id, or null when the address is already taken; ConfirmationMailError when not sent. */
export async function registerAccount(
  strapi: Core.Strapi,
  { email, role, createProfile }: Registration,
): Promise<number | null> {
  const roleRow = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: role } })) as { id: number } | null;
  if (!roleRow) throw new Error(`role '${role}' missing`);

  const taken = () =>
    strapi.db
      .query(USER)
      .count({ where: { email } })
      .then((n) => n > 0);
  if (await taken()) return null;

  try {
    return await strapi.db.transaction(async () => {
      const created = (await strapi.documents(USER).create({
        data: {
          username: email,
          email,
          provider: 'local',
          password: randomBytes(32).toString('base64url'),
          confirmed: false,
          blocked: false,
          role: roleRow.id,
        },
      } as never)) as unknown as { id: number; email: string };
      await createProfile(created.id);
      try {
        // Stores the confirmation token (on this transaction) and sends the mail.
        await strapi.plugin('users-permissions').service('user').sendConfirmationEmail(created);
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
    if (await taken()) return null;
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
 * Runs a registration controller; a confirmation e-mail that could not be sent answers 503 in Strapi's error
 * envelope (the Remix server shows the registration failure dialog; the user retries later).
 */
export async function answeringMailFailure(
  ctx: { status: number; body: unknown },
  register: () => Promise<void>,
): Promise<void> {
  try {
    await register();
  } catch (error) {
    if (!(error instanceof ConfirmationMailError)) throw error;
    ctx.status = 503;
    ctx.body = {
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'Invio della mail non riuscito, riprova',
      },
    };
  }
}
