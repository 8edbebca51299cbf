import type { Core, UID } from '@strapi/strapi';
import { comuniByProvincia, isNazioneKey, isProvinciaSigla } from '../../../catalog';
import { validateProfile } from '../../../catalog/profile-rules';
import { ApiError } from '../../../utils/api-error';
import { ownProfileId } from '../../../utils/own-profile';
import { registerAccount } from '../../../utils/register-account';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const LOOKUPS = {
  conoscenze_informatiche: 'api::conoscenze-informatiche.conoscenze-informatiche',
  aree_di_competenza: 'api::aree-di-competenza.aree-di-competenza',
  mansioni_preferite: 'api::mansioni.mansioni',
} as const satisfies Record<string, UID.ContentType>;

type Profile = Record<string, unknown>;

const isComune = (sigla: string, citta: string) => comuniByProvincia(sigla).some((c) => c.value === citta);

export type CreateProfileService = ReturnType<typeof createProfileService>;

const createProfileService = ({ strapi }: { strapi: Core.Strapi }) => {
  const lookupValues = async (uid: UID.ContentType) =>
    ((await strapi.db.query(uid).findMany({ select: ['value'] })) as { value: string }[]).map((e) => e.value);

  /**
   * The rules of the wizard, with the server's lists (nations, ISTAT municipalities, lookups); ApiError `invalid`
   * with `details.errors: [{path, message}]` when broken.
   */
  const validate = async (payload: unknown): Promise<void> => {
    const [conoscenze, aree, mansioni] = await Promise.all([
      lookupValues(LOOKUPS.conoscenze_informatiche),
      lookupValues(LOOKUPS.aree_di_competenza),
      lookupValues(LOOKUPS.mansioni_preferite),
    ]);
    const issues = validateProfile(payload, {
      isNazione: isNazioneKey,
      isProvincia: isProvinciaSigla,
      isComune,
      conoscenze,
      aree,
      mansioni,
    });
    if (issues.length > 0)
      throw new ApiError(400, 'invalid', 'Il profilo contiene dati non validi', { errors: issues });
  };

  /** Stored fields: lookup references become relation ids, texts trimmed, e-mail lower-cased. */
  const toRecord = async (payload: Profile) => {
    const record: Profile = { ...payload, email: String(payload.email).trim().toLowerCase() };
    for (const [field, uid] of Object.entries(LOOKUPS)) {
      const values = (payload[field] as { value: string }[]).map((entry) => entry.value);
      const rows = (await strapi.db.query(uid).findMany({
        where: { value: { $in: values } },
        select: ['id'],
      })) as { id: number }[];
      record[field] = rows.map((row) => row.id);
    }
    // A blanked or empty optional text is stored as "no value", like a field never filled in.
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') record[key] = value.trim() === '' ? null : value.trim();
    }
    record.ultima_modifica = new Date().toISOString().slice(0, 10);
    return record;
  };

  return {
    /** A new unconfirmed account and its hr_user (utils/register-account.ts): the account's id. */
    async create(payload: unknown): Promise<number> {
      await validate(payload);
      const record = await toRecord(payload as Profile);
      return registerAccount(strapi, {
        email: record.email as string,
        role: 'candidate',
        createProfile: (id) =>
          strapi.db.query(HR_USER).create({ data: { ...record, user: id, publishedAt: new Date() } }),
      });
    },

    /** Rewrites the caller's own hr_user: its id. */
    async update(userId: number, payload: unknown): Promise<number> {
      await validate(payload);
      const ownId = await ownProfileId(strapi, HR_USER, userId);
      if (ownId === null) throw new ApiError(400, 'profile_missing', 'Profilo non trovato');
      const record = await toRecord(payload as Profile);
      // The account e-mail is the login: it does not change through the profile (picture untouched too).
      delete record.email;
      await strapi.db.query(HR_USER).update({ where: { id: ownId }, data: record });
      return ownId;
    },
  };
};

export default createProfileService;
