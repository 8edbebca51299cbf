import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  profileErrors,
  registrationStep1Errors,
  REGISTRATION_REQUIRED,
  requiresAutMin,
  unwrapList,
  WORK_ADDRESS_FIELDS,
  wrapMansioni,
  wrapPuntiForza,
  type RuleErrors,
} from '../../../catalog/company-rules';

const USER = 'plugin::users-permissions.user';
const HR_COMPANY = 'api::hr-company.hr-company';

export type RegisterOutcome =
  | { ok: true; userId: number }
  | { ok: false; message: string; details: { errors: RuleErrors } | { email: 'taken' } };

export type CreateCompanyService = ReturnType<typeof createCompanyService>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const createCompanyService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Validates the registration with the shared rules, then creates the unconfirmed account (role company,
   * random password: the user chooses one after confirming) and its hr_company in one transaction, and sends
   * the users-permissions confirmation e-mail.
   */
  async register(input: unknown): Promise<RegisterOutcome> {
    const data = isRecord(input) ? input : {};
    const mansioni = unwrapList(data.mansioni_preferite, 'mansione_preferita');
    const punti = unwrapList(data.punti_forza, 'punto_forza');
    const checkAgenzia = data.check_agenzia === true;
    const errors: RuleErrors = {
      ...registrationStep1Errors({ ...data, check_agenzia: checkAgenzia }),
      ...profileErrors({
        mansioni_preferite: mansioni,
        numero_addetti: data.numero_addetti,
        punti_forza: punti,
      }),
    };
    if (Object.keys(errors).length > 0) {
      return { ok: false, message: 'Dati aziendali non validi', details: { errors } };
    }

    const email = trimmed(data.email).toLowerCase();
    const company: Record<string, unknown> = { email };
    for (const field of [...REGISTRATION_REQUIRED, ...WORK_ADDRESS_FIELDS]) {
      if (field === 'email') continue;
      const value = trimmed(data[field]);
      if (value) company[field] = value;
    }
    const agency = requiresAutMin(checkAgenzia, company.codice_ateco);
    company.check_agenzia = agency;
    company.check_veridicita = true;
    company.aut_min = agency ? trimmed(data.aut_min) : null;
    company.mansioni_preferite = wrapMansioni(mansioni);
    company.punti_forza = wrapPuntiForza(punti);
    company.numero_addetti = data.numero_addetti;

    const role = await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'company' } });
    if (!role) throw new Error("role 'company' missing");

    const taken = await strapi.db.query(USER).count({ where: { email } });
    if (taken > 0) return { ok: false, message: 'Email già utilizzata', details: { email: 'taken' } };

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
            role: role.id,
          },
        } as never)) as unknown as { id: number; email: string };
        await strapi.documents(HR_COMPANY).create({ data: { ...company, user: created.id } } as never);
        return created;
      });
    } catch (error) {
      // Two simultaneous registrations of one address: the unique index decides.
      const again = await strapi.db.query(USER).count({ where: { email } });
      if (again > 0) return { ok: false, message: 'Email già utilizzata', details: { email: 'taken' } };
      throw error;
    }

    try {
      await strapi.plugin('users-permissions').service('user').sendConfirmationEmail(user);
    } catch (error) {
      // The account exists: the user can ask for a new mail from /verifica-email.
      strapi.log.error(
        `[create-company] confirmation e-mail to ${email} failed: ${(error as Error).message}`,
      );
    }
    return { ok: true, userId: user.id };
  },
});

export default createCompanyService;
