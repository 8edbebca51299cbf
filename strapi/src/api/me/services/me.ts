import type { Core, UID } from '@strapi/strapi';
import { compareLookupValues } from '../../../catalog/lookups';
import type { CandidateRecord, CompanyRecord, MeResponse } from '../../../contracts/me';
import { isoDateInRome } from '../../../utils/dates';
import { findRow, type Found } from '../../../utils/rows';
import { needsExpiry } from '../../subscription/services/subscription';

const HR_USER: UID.ContentType = 'api::hr-user.hr-user';
const HR_COMPANY: UID.ContentType = 'api::hr-company.hr-company';
const USER = 'plugin::users-permissions.user';

type Entity = Record<string, unknown>;
const ACCOUNT_COLUMNS = [
  'id',
  'documentId',
  'email',
  'username',
  'confirmed',
  'blocked',
  'termini_accettati',
  'privacy_accettata',
] as const;
/** What /api/me answers of the account: its columns, with the ones the schema requires present. */
type AccountRow = Found<typeof USER, { select: typeof ACCOUNT_COLUMNS }> & {
  email: string;
  username: string;
};

/**
 * Whether a row is an account /api/me can answer: users-permissions' own read (every plain column, untyped) or ours.
 * A row without its required columns, which neither makes, reads as no account (401) instead of a broken answer.
 */
const isAccountRow = (row: Record<string, unknown> | null | undefined): row is AccountRow =>
  !!row &&
  typeof row.id === 'number' &&
  typeof row.documentId === 'string' &&
  typeof row.email === 'string' &&
  typeof row.username === 'string';

/** GET /api/me's answer: its contract (contracts/me.ts). */
export type Me = MeResponse;

export type MeService = ReturnType<typeof meService>;

const meService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Removes private attributes (tokens, passwords) of the model and of populated relations. */
  const sanitize = async (uid: UID.ContentType, entity: unknown): Promise<Entity | null> => {
    if (!entity) return null;
    const schema = strapi.getModel(uid);
    return (await strapi.contentAPI.sanitize.output(entity as Entity, schema)) as Entity;
  };

  /** Lookup entries sorted by value, with 'Altro' last (spec 01 §9). */
  const sortLookups = (entries: unknown) => {
    if (!Array.isArray(entries)) return entries;
    const value = (entry: { value?: unknown }) => String(entry.value ?? '');
    return [...entries].sort((a, b) => compareLookupValues(value(a), value(b)));
  };

  // The profile by its id (found through the link table's index), with the query engine: neither content type
  // has drafts, so the document service's transaction and joins would only add cost on every page.
  // `knownId`: the profile's id when the caller has already resolved it (findForUser's companyAccess).
  const findProfile = async (
    uid: UID.ContentType,
    userId: number,
    populate: Record<string, unknown>,
    knownId?: number | null,
  ) => {
    const id =
      knownId !== undefined ? knownId : await strapi.service('api::me.own-profile').ownProfileId(uid, userId);
    return id === null ? null : strapi.db.query(uid).findOne({ where: { id }, populate } as never);
  };

  return {
    // The sanitized record is the content type's attributes minus the private ones, which is what the contract
    // declares (contracts/me.ts follows the schema.json): the one place the row becomes the contract's type.
    async candidateProfile(userId: number): Promise<CandidateRecord | null> {
      const profile = await findProfile(HR_USER, userId, {
        picture: true,
        aree_di_competenza: true,
        conoscenze_informatiche: true,
        mansioni_preferite: true,
      });
      const candidate = await sanitize(HR_USER, profile);
      if (!candidate) return null;
      for (const field of ['aree_di_competenza', 'conoscenze_informatiche', 'mansioni_preferite']) {
        candidate[field] = sortLookups(candidate[field]);
      }
      return candidate as unknown as CandidateRecord;
    },

    /** `companyId`: the company companyAccess already found for this user (null: none), else looked up here. */
    async companyProfile(userId: number, companyId?: number | null): Promise<CompanyRecord | null> {
      // A subscription counts until the end of its data_scadenza day (decisions.md).
      const today = isoDateInRome();
      const populate = {
        logo: true,
        abbonamenti: {
          where: { $or: [{ data_scadenza: { $null: true } }, { data_scadenza: { $gte: today } }] },
          orderBy: { data_scadenza: 'asc' },
        },
      };
      let profile = (await findProfile(HR_COMPANY, userId, populate, companyId)) as Entity | null;
      // Read-time end of subscriptions: a late job never shows (or lets anyone spend) a dead subscription.
      if (profile && needsExpiry(profile, (profile.abbonamenti ?? []) as never, today)) {
        await strapi.service('api::subscription.subscription').expireCompany(Number(profile.id), today);
        profile = (await findProfile(HR_COMPANY, userId, populate)) as Entity | null;
      }
      return (await sanitize(HR_COMPANY, profile)) as unknown as CompanyRecord | null;
    },

    /**
     * `known`: the account row users-permissions has just read to authenticate a read-only call (GET /api/me, a
     * carried /api/me): not read again.
     */
    async findForUser(userId: number, known?: Record<string, unknown>): Promise<Me | null> {
      const user = known ?? (await findRow(strapi, USER, { where: { id: userId }, select: ACCOUNT_COLUMNS }));
      if (!isAccountRow(user) || user.blocked) return null;

      // The company is found once (companyAccess), not again by companyProfile: one query less on every page.
      const access = await strapi.service('api::me.own-profile').companyAccess(userId);
      // An account acts for a company or for a candidate, and the company comes first (the Remix server's
      // profileType): a company's account is not looked up as a candidate.
      const [hr_user, hr_company] = await Promise.all([
        access ? null : this.candidateProfile(userId),
        this.companyProfile(userId, access?.companyId ?? null),
      ]);
      const team = access
        ? await strapi
            .service('api::team-member.team-member')
            .whoAmI(userId, access.companyId, access.titolare)
        : null;
      return {
        id: user.id,
        documentId: user.documentId,
        email: user.email,
        username: user.username,
        confirmed: Boolean(user.confirmed),
        // The current terms or privacy policy not yet accepted (issue 41): the portal asks before anything else.
        consenso_da_rinnovare: strapi.service('api::privacy.consent').outdated(user),
        hr_user,
        hr_company,
        team,
      };
    },
  };
};

export default meService;
