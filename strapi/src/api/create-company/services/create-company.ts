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
import { registerAccount } from '../../../utils/register-account';

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

    const userId = await registerAccount(strapi, {
      email,
      role: 'company',
      createProfile: (id) => strapi.documents(HR_COMPANY).create({ data: { ...company, user: id } } as never),
    });
    if (userId === null) return { ok: false, message: 'Email già utilizzata', details: { email: 'taken' } };
    return { ok: true, userId };
  },
});

export default createCompanyService;
