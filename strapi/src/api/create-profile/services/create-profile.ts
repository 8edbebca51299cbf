import type { Core, UID } from '@strapi/strapi';
import { comuniByProvincia, isNazioneKey, isProvinciaSigla } from '../../../catalog';
import { validateProfile } from '../../../catalog/profile-rules';
import { ApiError } from '../../../utils/api-error';
import { isoDateInRome } from '../../../utils/dates';
import { createRow, findRows } from '../../../utils/rows';
import { parseNewProfileAlert } from '../../avviso-candidato/services/job-alerts';

const HR_USER = 'api::hr-user.hr-user';
const LOOKUPS = {
  conoscenze_informatiche: 'api::conoscenze-informatiche.conoscenze-informatiche',
  aree_di_competenza: 'api::aree-di-competenza.aree-di-competenza',
  mansioni_preferite: 'api::mansioni.mansioni',
} as const satisfies Record<string, UID.ContentType>;

type Profile = Record<string, unknown>;

const PROFILE_INVALID = 'Il profilo contiene dati non validi';

const isComune = (sigla: string, citta: string) => comuniByProvincia(sigla).some((c) => c.value === citta);

export type CreateProfileService = ReturnType<typeof createProfileService>;

const createProfileService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The rules of the wizard, with the server's lists (nations, ISTAT municipalities); the lookup values are the
   * catalog's (decisions.md "One home for each rule"). ApiError `invalid` with `details.errors: [{path, message}]`
   * when broken.
   */
  const validate = (payload: unknown): void => {
    const issues = validateProfile(payload, {
      isNazione: isNazioneKey,
      isProvincia: isProvinciaSigla,
      isComune,
    });
    if (issues.length > 0) throw new ApiError(400, 'invalid', PROFILE_INVALID, { errors: issues });
  };

  /**
   * Stored fields: lookup references become relation ids, texts trimmed, e-mail lower-cased. A catalog value
   * missing from its seeded table (a database seeded before the value was added, or a row deleted in the admin
   * panel) is refused rather than silently dropped.
   */
  const toRecord = async (payload: Profile): Promise<Profile> => {
    const record: Profile = { ...payload, email: String(payload.email).trim().toLowerCase() };
    for (const [field, uid] of Object.entries(LOOKUPS)) {
      const values = (payload[field] as { value: string }[]).map((entry) => entry.value);
      const rows = await findRows(strapi, uid, {
        where: { value: { $in: values } },
        select: ['id'],
      });
      if (rows.length < new Set(values).size) {
        strapi.log.error(`[create-profile] ${field}: a catalog value has no row in ${uid} (run the seed)`);
        throw new ApiError(400, 'invalid', PROFILE_INVALID, {
          errors: [{ path: field, message: 'Valore non valido' }],
        });
      }
      record[field] = rows.map((row) => row.id);
    }
    // A blanked or empty optional text is stored as "no value", like a field never filled in.
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') record[key] = value.trim() === '' ? null : value.trim();
    }
    // The Italian date, as every date field of the portal (the Alert Database digest covers whole Italian days).
    record.ultima_modifica = isoDateInRome();
    return record;
  };

  return {
    /** A new unconfirmed account and its hr_user (utils/register-account.ts): the account's id. */
    async create(payload: unknown, avvisi?: unknown): Promise<number> {
      validate(payload);
      const alert = parseNewProfileAlert(avvisi);
      const record = await toRecord(payload as Profile);
      return strapi.service('api::me.accounts').registerAccount({
        email: record.email as string,
        role: 'candidate',
        createProfile: async (id) => {
          const created = await createRow(strapi, HR_USER, {
            data: { ...record, user: id, publishedAt: new Date() },
          });
          // The wizard's "Avvisami dei nuovi annunci", ticked: the consent recorded as the board's button records it.
          if (alert)
            await strapi.service('api::avviso-candidato.job-alerts').saveForNewProfile(created.id, alert);
          return created;
        },
      });
    },

    /** Rewrites the caller's own hr_user: its id. */
    async update(userId: number, payload: unknown): Promise<number> {
      validate(payload);
      const ownId = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
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
