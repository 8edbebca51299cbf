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
import { ApiError } from '../../../utils/api-error';

const HR_COMPANY = 'api::hr-company.hr-company';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Company registration (spec 02 §7): validates with the shared rules, then creates the unconfirmed account (role
 * company, random password: the user chooses one after confirming) and its hr_company in one transaction, and
 * sends the users-permissions confirmation e-mail. The new account's id; ApiError when refused.
 */
async function registerCompany(strapi: Core.Strapi, input: unknown): Promise<number> {
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
    throw new ApiError(400, 'invalid', 'Dati aziendali non validi', { errors });
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

  return strapi.service('api::me.accounts').registerAccount({
    email,
    role: 'company',
    createProfile: (id) => strapi.documents(HR_COMPANY).create({ data: { ...company, user: id } } as never),
  });
}

const registrationService = ({ strapi }: { strapi: Core.Strapi }) => ({
  registerCompany: (input: unknown) => registerCompany(strapi, input),
});

export type RegistrationService = ReturnType<typeof registrationService>;

export default registrationService;
