/**
 * Registration of a candidate or a company: a new unconfirmed account and its profile, together or not at all,
 * then the confirmation e-mail. The password is random and never told to anybody: the user chooses one through
 * the verified-account flow (forgot-password).
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

/** The new account's id, or null when the address is already taken. */
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

  let user: { id: number; email: string };
  try {
    user = await strapi.db.transaction(async () => {
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
      return created;
    });
  } catch (error) {
    // Two simultaneous registrations of one address: the unique index decides, the loser hears "taken".
    if (await taken()) return null;
    throw error;
  }

  try {
    await strapi.plugin('users-permissions').service('user').sendConfirmationEmail(user);
  } catch (error) {
    // The account exists: the user can ask for a new mail from /verifica-email.
    strapi.log.error(`[register] confirmation e-mail to user ${user.id} failed: ${(error as Error).message}`);
  }
  return user.id;
}
