import type { Core, UID } from '@strapi/strapi';
import { comuniByProvincia, isNazioneKey, isProvinciaSigla } from '../../../catalog';
import { validateProfile, type ProfileIssue } from '../../../catalog/profile-rules';
import { isoDateInRome } from '../../../utils/dates';
import { ownProfileId } from '../../../utils/own-profile';
import { registerAccount } from '../../../utils/register-account';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const LOOKUPS = {
  conoscenze_informatiche: 'api::conoscenze-informatiche.conoscenze-informatiche',
  aree_di_competenza: 'api::aree-di-competenza.aree-di-competenza',
  mansioni_preferite: 'api::mansioni.mansioni',
} as const satisfies Record<string, UID.ContentType>;

type Profile = Record<string, unknown>;
type Failure = { ok: false; message: string; issues: ProfileIssue[] };

export const PROFILE_INVALID = 'Il profilo contiene dati non validi';
export const EMAIL_TAKEN = 'Email già utilizzata';
export const PROFILE_MISSING = 'Profilo non trovato';

const isComune = (sigla: string, citta: string) => comuniByProvincia(sigla).some((c) => c.value === citta);

export type CreateProfileService = ReturnType<typeof createProfileService>;

const createProfileService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The rules of the wizard, with the server's lists (nations, ISTAT municipalities); the lookup values are
   * the catalog's (decisions.md "One home for each rule").
   */
  const validate = (payload: unknown): Failure | null => {
    const issues = validateProfile(payload, {
      isNazione: isNazioneKey,
      isProvincia: isProvinciaSigla,
      isComune,
    });
    return issues.length > 0 ? { ok: false, message: PROFILE_INVALID, issues } : null;
  };

  /**
   * Stored fields: lookup references become relation ids, texts trimmed, e-mail lower-cased. A catalog value
   * missing from its seeded table (a database seeded before the value was added, or a row deleted in the admin
   * panel) is refused rather than silently dropped.
   */
  const toRecord = async (payload: Profile): Promise<{ record: Profile } | Failure> => {
    const record: Profile = { ...payload, email: String(payload.email).trim().toLowerCase() };
    for (const [field, uid] of Object.entries(LOOKUPS)) {
      const values = (payload[field] as { value: string }[]).map((entry) => entry.value);
      const rows = (await strapi.db.query(uid).findMany({
        where: { value: { $in: values } },
        select: ['id'],
      })) as { id: number }[];
      if (rows.length < new Set(values).size) {
        strapi.log.error(`[create-profile] ${field}: a catalog value has no row in ${uid} (run the seed)`);
        return {
          ok: false,
          message: PROFILE_INVALID,
          issues: [{ path: field, message: 'Valore non valido' }],
        };
      }
      record[field] = rows.map((row) => row.id);
    }
    // A blanked or empty optional text is stored as "no value", like a field never filled in.
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') record[key] = value.trim() === '' ? null : value.trim();
    }
    // The Italian date, as every date field of the portal (the Alert Database digest covers whole Italian days).
    record.ultima_modifica = isoDateInRome();
    return { record };
  };

  return {
    async create(payload: unknown): Promise<{ ok: true; userId: number } | Failure> {
      const invalid = validate(payload);
      if (invalid) return invalid;
      const stored = await toRecord(payload as Profile);
      if (!('record' in stored)) return stored;
      const { record } = stored;
      const email = record.email as string;
      const userId = await registerAccount(strapi, {
        email,
        role: 'candidate',
        createProfile: (id) =>
          strapi.db.query(HR_USER).create({ data: { ...record, user: id, publishedAt: new Date() } }),
      });
      if (userId === null)
        return { ok: false, message: EMAIL_TAKEN, issues: [{ path: 'email', message: EMAIL_TAKEN }] };
      return { ok: true, userId };
    },

    async update(userId: number, payload: unknown): Promise<{ ok: true; profileId: number } | Failure> {
      const invalid = validate(payload);
      if (invalid) return invalid;
      const ownId = await ownProfileId(strapi, HR_USER, userId);
      const own = ownId === null ? null : { id: ownId };
      if (!own) return { ok: false, message: PROFILE_MISSING, issues: [] };
      const stored = await toRecord(payload as Profile);
      if (!('record' in stored)) return stored;
      const { record } = stored;
      // The account e-mail is the login: it does not change through the profile (picture untouched too).
      delete record.email;
      await strapi.db.query(HR_USER).update({ where: { id: own.id }, data: record });
      return { ok: true, profileId: own.id };
    },
  };
};

export default createProfileService;
