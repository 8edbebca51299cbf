import type { Core, UID } from '@strapi/strapi';
import { findRow } from '../../src/utils/rows';

/**
 * Writes of the seed. Bulk rows go through `strapi.db.query` (the query engine handles relations
 * and documentId) inside one transaction: the Document Service would hash every password with
 * bcrypt and run its middlewares per row, which is what makes naive seeds slow. The demo password
 * is hashed once, by the Document Service, for the first account; the other accounts reuse it.
 */
export const UID_ = {
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
  hrUser: 'api::hr-user.hr-user',
  hrCompany: 'api::hr-company.hr-company',
  annunci: 'api::annunci.annunci',
  subscription: 'api::subscription.subscription',
  unlock: 'api::unlock.unlock',
  favourite: 'api::favourite.favourite',
  creditMovement: 'api::credit-movement.credit-movement',
  payment: 'api::payment.payment',
  conoscenze: 'api::conoscenze-informatiche.conoscenze-informatiche',
  aree: 'api::aree-di-competenza.aree-di-competenza',
  mansioni: 'api::mansioni.mansioni',
} as const satisfies Record<string, UID.Schema>;

export const DEMO_PASSWORD = 'Demo1234!';

export type Row = { id: number; documentId: string } & Record<string, unknown>;

export const insert = async (strapi: Core.Strapi, uid: UID.Schema, data: Record<string, unknown>) =>
  (await strapi.db.query(uid).create({ data: { publishedAt: new Date(), ...data } })) as Row;

export const roleId = async (strapi: Core.Strapi, type: 'candidate' | 'company') => {
  const role = await findRow(strapi, UID_.role, { where: { type }, select: ['id'] });
  if (!role) throw new Error(`role '${type}' missing: the bootstrap did not run`);
  return role.id;
};

export type Accounts = {
  create(email: string, role: 'candidate' | 'company'): Promise<Row>;
};

/** Creates confirmed users with the demo password (hashed once). */
export const createAccounts = async (strapi: Core.Strapi): Promise<Accounts> => {
  const roles = { candidate: await roleId(strapi, 'candidate'), company: await roleId(strapi, 'company') };
  let passwordHash: string | undefined;

  return {
    async create(email, role) {
      const data = {
        username: email,
        email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roles[role],
      };
      if (!passwordHash) {
        const { role: roleOfUser, ...scalars } = data;
        const created = (await strapi
          .documents(UID_.user)
          .create({ data: { ...scalars, password: DEMO_PASSWORD } } as never)) as unknown as Row;
        const stored = (await strapi.db.query(UID_.user).update({
          where: { id: created.id },
          data: { role: roleOfUser },
          select: ['id', 'documentId', 'email', 'password'],
        })) as Row & { password: string };
        passwordHash = stored.password;
        return stored;
      }
      return insert(strapi, UID_.user, { ...data, password: passwordHash });
    },
  };
};
