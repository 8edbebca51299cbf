/**
 * The profile (candidate or company) of a users-permissions user, found through the unique index on the user
 * column of the profile's `user` link table (bootstrap/indexes.ts). Filtering the profile table by
 * `user: { id }` makes Strapi join it to the link and users tables, and SQLite may then walk every profile:
 * 9 ms per call at 100,000 candidates (docs/performance.md), on the path of every page.
 */
import type { Core, UID } from '@strapi/strapi';
import { boundTo } from '../../../utils/bound';
import { linkTable } from '../../../utils/link-table';

const HR_COMPANY = 'api::hr-company.hr-company';
const TEAM_MEMBER = 'api::team-member.team-member';

// Inside a caller's transaction (SQLite has one connection), read through that transaction. Answers a function
// (a query builder is thenable: an async function answering one would run it).
const tableOf = async (strapi: Core.Strapi) => {
  const trx = strapi.db.inTransaction() ? (await strapi.db.transaction()).get() : null;
  return (name: string) => (trx ? trx(name) : strapi.db.getConnection(name));
};

/** The profile linked to the account itself (its `user` relation): the candidate, or the company's titolare. */
const linkedProfileId = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  userId: number,
): Promise<number | null> => {
  const link = linkTable(strapi, uid, 'user');
  const table = (await tableOf(strapi))(link.name);
  const row = (await table
    .select(`${link.joinColumn.name} as id`)
    .where(link.inverseJoinColumn.name, userId)
    .first()) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};

/**
 * Who the caller is in a company's team (issue 27): the company of the token, resolved HERE for every endpoint.
 * The titolare is the account the company record is linked to; a member is an active team_members row of the
 * account. An invited (not yet active) or removed member has no company (a removed member's account is also
 * blocked, so its token is refused before this).
 */
export type CompanyAccess = {
  companyId: number;
  titolare: boolean;
  /** May buy in the shop: the titolare always, a member when the titolare gave the right. */
  puoAcquistare: boolean;
};

// Within one GET request the answer is read once: the endpoint resolves the caller's company, and the /api/me the
// answer carries (middlewares/carry-me.ts) resolves it again. A GET changes no team; other methods read each time.
const accessOfRequest = new WeakMap<object, Map<number, Promise<CompanyAccess | null>>>();

const companyAccess = (strapi: Core.Strapi, userId: number): Promise<CompanyAccess | null> => {
  const ctx = strapi.requestContext.get() as { method?: string } | undefined;
  if (!ctx || ctx.method !== 'GET' || strapi.db.inTransaction()) return readCompanyAccess(strapi, userId);
  let ofUser = accessOfRequest.get(ctx);
  if (!ofUser) accessOfRequest.set(ctx, (ofUser = new Map()));
  let access = ofUser.get(userId);
  if (!access) {
    const read = readCompanyAccess(strapi, userId);
    const kept = ofUser;
    kept.set(userId, (access = read));
    read.catch(() => kept.delete(userId));
  }
  return access;
};

const readCompanyAccess = async (strapi: Core.Strapi, userId: number): Promise<CompanyAccess | null> => {
  const own = await linkedProfileId(strapi, HR_COMPANY as UID.ContentType, userId);
  if (own !== null) return { companyId: own, titolare: true, puoAcquistare: true };
  const byUser = linkTable(strapi, TEAM_MEMBER, 'user');
  const byCompany = linkTable(strapi, TEAM_MEMBER, 'hr_company');
  const table = (await tableOf(strapi))('team_members');
  const row = (await table
    .join(byUser.name, `${byUser.name}.${byUser.joinColumn.name}`, 'team_members.id')
    .join(byCompany.name, `${byCompany.name}.${byCompany.joinColumn.name}`, 'team_members.id')
    .where(`${byUser.name}.${byUser.inverseJoinColumn.name}`, userId)
    .andWhere('team_members.stato', 'attivo')
    .select(`${byCompany.name}.${byCompany.inverseJoinColumn.name} as company`, 'team_members.puo_acquistare')
    .first()) as { company: number; puo_acquistare: unknown } | undefined;
  if (!row) return null;
  return {
    companyId: Number(row.company),
    titolare: false,
    puoAcquistare: row.puo_acquistare === true || Number(row.puo_acquistare) === 1,
  };
};

/**
 * The profile a user acts for: its own candidate record, or the company it is the titolare or an active member of
 * (companyAccess). Every company endpoint finds its company here, so a member uses what the titolare uses.
 */
const ownProfileId = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  userId: number,
): Promise<number | null> => {
  if (uid !== HR_COMPANY) return linkedProfileId(strapi, uid, userId);
  return (await companyAccess(strapi, userId))?.companyId ?? null;
};

/** Reached as `strapi.service('api::me.own-profile')`: every endpoint finds the caller's candidate or company here. */
const ownProfileService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { linkedProfileId, companyAccess, ownProfileId });

export type OwnProfileService = ReturnType<typeof ownProfileService>;

export default ownProfileService;
