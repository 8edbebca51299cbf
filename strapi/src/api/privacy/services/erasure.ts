/**
 * Erasure (GDPR art. 17, issue 41 item 1): a candidate, a company (its titolare) or a team member deletes their own
 * account. What goes and what stays is the registry's (personal-data.ts): this service walks its pointers at the
 * person and applies each rule, with no list of tables of its own.
 *
 * - One transaction per account (a company with its team: one transaction for all): a failure rolls everything
 *   back, the account is whole. Files on disk (a picture, a logo, every size) are removed after the commit, from
 *   the rows read before it: a crash between the two leaves unreferenced files, never a half-deleted account.
 * - A candidate's unlocks stay in the companies' records (their credits were spent) with the link to the candidate
 *   cut and the old profile id kept in `candidato_cancellato`, so the company's old link says "Profilo cancellato
 *   dal candidato"; open guarantee reports on them close as `cancellato` with the refund of an unreachable
 *   candidate (guarantee-report `refund`, conditional on the report's state: once, whatever runs twice).
 * - The account row goes, so its e-mail address can register again at once.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { erasureMail, mailContext, sendMail } from '../../../mail';
import { ApiError } from '../../../utils/api-error';
import { linkTable } from '../../../utils/link-table';
import { findRow } from '../../../utils/rows';
import { PERSONAL_DATA, PERSON_UIDS, pointersAt, type PersonKind, type Pointer } from './personal-data';

const HR_USER = 'api::hr-user.hr-user';
const HR_COMPANY = 'api::hr-company.hr-company';
const USER = 'plugin::users-permissions.user';
const UNLOCK = 'api::unlock.unlock';
const REPORT = 'api::guarantee-report.guarantee-report';
const FILE = 'plugin::upload.file';
/** Ids per statement: well under SQLite's bound-parameter limit. */
const CHUNK = 500;
const PERSON_TYPES = new Set(Object.values(PERSON_UIDS));
const OPEN_REPORTS = ['aperta', 'da_verificare'] as const;

export type ErasureKind = 'candidate' | 'company' | 'member' | 'account';

export type ErasurePreview = {
  kind: ErasureKind;
  /** Company: the unspent credits that will be lost (crediti + crediti_abbonamento). */
  crediti_persi: number;
  /** Company: the team members whose accounts go with it. */
  membri: number;
  /** What will be deleted and what kept, from the registry's descriptions. */
  eliminati: string[];
  conservati: string[];
};

type LinkMeta = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type MorphMeta = {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
};
type AttributeMeta = {
  type?: string;
  target?: string;
  joinTable?: LinkMeta | MorphMeta;
  columnName?: string;
};
type Meta = { uid: string; tableName: string; attributes: Record<string, AttributeMeta> };
type FileRow = { id: number; url: string };

/** The upload row a populated media field of `row` holds (a single media field: one row or null). */
const fileIn = (row: unknown, field: string): FileRow | null => {
  const file: unknown = row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : null;
  if (!file || typeof file !== 'object') return null;
  const { id, url } = file as Record<string, unknown>;
  return typeof id === 'number' && typeof url === 'string' ? { id, url } : null;
};

const chunks = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

const erasureService = ({ strapi }: { strapi: Core.Strapi }) => {
  const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
  const allMeta = () => [...(strapi.db.metadata as unknown as Map<string, Meta>).values()];
  const tableOf = (uid: string) => metaOf(uid).tableName;
  const columnOf = (uid: string, attribute: string) =>
    metaOf(uid).attributes[attribute]?.columnName ?? attribute;

  /** Ids of the rows of `uid` that `pointer` says point at person `id`. */
  const rowsPointing = async (trx: Knex.Transaction, uid: string, pointer: Pointer, id: number) => {
    if (pointer.attribute) {
      const link = linkTable(strapi, uid, pointer.attribute);
      const rows = (await trx(link.name)
        .where(link.inverseJoinColumn.name, id)
        .select(`${link.joinColumn.name} as id`)) as Array<{ id: number | string }>;
      return [...new Set(rows.map((row) => Number(row.id)))];
    }
    const column = columnOf(uid, pointer.column!);
    const query = trx(tableOf(uid));
    if (pointer.byEmail) {
      const account = (await trx(tableOf(USER)).where('id', id).first('email')) as
        { email?: string } | undefined;
      if (!account?.email) return [];
      query.whereRaw('lower(??) = ?', [column, account.email.toLowerCase()]);
    } else query.where(column, id);
    if (pointer.when) query.andWhere(columnOf(uid, pointer.when.column), pointer.when.equals);
    const rows = (await query.select('id')) as Array<{ id: number | string }>;
    return rows.map((row) => Number(row.id));
  };

  /**
   * Deletes rows of `uid` with every link row that names them, on either side (Strapi 5 keeps each relation in a
   * link table) and their media links; the query engine's `delete` does this for one row, this for many at once.
   */
  const deleteRows = async (trx: Knex.Transaction, uid: string, ids: number[]) => {
    for (const part of chunks(ids)) {
      for (const meta of allMeta()) {
        for (const attribute of Object.values(meta.attributes)) {
          const join = attribute.joinTable;
          if (!join) continue;
          if ('morphColumn' in join) {
            if (meta.uid === FILE)
              await trx(join.name)
                .whereIn(join.morphColumn.idColumn.name, part)
                .andWhere(join.morphColumn.typeColumn.name, uid)
                .delete();
            continue;
          }
          if (meta.uid === uid) await trx(join.name).whereIn(join.joinColumn.name, part).delete();
          if (attribute.target === uid)
            await trx(join.name).whereIn(join.inverseJoinColumn.name, part).delete();
        }
      }
      await trx(tableOf(uid)).whereIn('id', part).delete();
    }
  };

  /** Cuts the link of `uid`'s rows to person `id` (the rows stay). */
  const unlink = async (trx: Knex.Transaction, uid: string, pointer: Pointer, id: number) => {
    if (!pointer.attribute) throw new Error(`${uid}.${pointer.column}: only a relation can be unlinked`);
    const link = linkTable(strapi, uid, pointer.attribute);
    await trx(link.name).where(link.inverseJoinColumn.name, id).delete();
  };

  /** What each anonymised table does before its link to the candidate is cut. */
  const beforeAnonymise: Record<string, (trx: Knex.Transaction, id: number, now: Date) => Promise<void>> = {
    [UNLOCK]: async (trx, id) => {
      const ids = await rowsPointing(
        trx,
        UNLOCK,
        { attribute: 'hr_user', person: 'candidate', onErase: 'anonymise' },
        id,
      );
      for (const part of chunks(ids))
        await trx(tableOf(UNLOCK)).whereIn('id', part).update({ candidato_cancellato: id });
    },
    [REPORT]: async (trx, id, now) => {
      const link = linkTable(strapi, REPORT, 'hr_user');
      const open = (await trx(`${tableOf(REPORT)} as r`)
        .join(`${link.name} as l`, `l.${link.joinColumn.name}`, 'r.id')
        .where(`l.${link.inverseJoinColumn.name}`, id)
        .whereIn('r.stato', [...OPEN_REPORTS])
        .select('r.id', 'r.stato')) as Array<{ id: number; stato: (typeof OPEN_REPORTS)[number] }>;
      const guarantee = strapi.service('api::guarantee-report.guarantee-report');
      for (const report of open)
        await guarantee.refund(Number(report.id), report.stato, now, { to: 'cancellato' });
    },
  };

  /** Applies the registry's rule of every pointer at person `id` of kind `person`, the persons' own rows aside. */
  const applyRegistry = async (trx: Knex.Transaction, person: PersonKind, id: number, now: Date) => {
    for (const { entry, pointer } of pointersAt(person)) {
      if (PERSON_TYPES.has(entry.uid) || entry.uid.startsWith('table:')) continue;
      if (pointer.onErase === 'keep') continue;
      if (pointer.onErase === 'delete')
        await deleteRows(trx, entry.uid, await rowsPointing(trx, entry.uid, pointer, id));
      else {
        if (pointer.onErase === 'anonymise') await beforeAnonymise[entry.uid]?.(trx, id, now);
        await unlink(trx, entry.uid, pointer, id);
      }
    }
  };

  /** The upload rows of a person's media fields (read before the deletion, removed from disk after it). */
  const filesOf = async (uid: string, id: number): Promise<FileRow[]> => {
    const entry = PERSONAL_DATA.find((e) => e.uid === uid);
    if (!entry?.media?.length) return [];
    // The content type is the registry's, chosen at run time: its row is untyped, and read as such.
    const row: unknown = await strapi.db.query(uid).findOne({
      where: { id },
      select: ['id'],
      populate: Object.fromEntries(entry.media.map((field) => [field, { select: ['id', 'url'] }])),
    });
    return entry.media.map((field) => fileIn(row, field)).filter((file): file is FileRow => file !== null);
  };

  const removeFiles = async (files: FileRow[]) => {
    for (const file of files) {
      try {
        const full = await strapi.db.query(FILE).findOne({ where: { id: file.id } });
        if (full) await strapi.plugin('upload').service('upload').remove(full);
      } catch (error) {
        strapi.log.error(
          `[privacy] file ${file.id} of an erased account not removed: ${(error as Error).message}`,
        );
      }
    }
  };

  const checkPassword = async (userId: number, password: unknown) => {
    const account = await findRow(strapi, USER, { where: { id: userId }, select: ['id', 'password'] });
    const users = strapi.plugin('users-permissions').service('user') as {
      validatePassword(password: string, hash: string): Promise<boolean>;
    };
    const typed = typeof password === 'string' && password.length <= 200 ? password : '';
    if (!account?.password || !typed || !(await users.validatePassword(typed, account.password)))
      throw new ApiError(400, 'wrong_password', 'La password non è corretta');
  };

  const kindOf = async (userId: number) => {
    const candidate = await strapi.service('api::me.own-profile').linkedProfileId(HR_USER as never, userId);
    if (candidate !== null) return { kind: 'candidate' as const, profileId: candidate };
    const company = await strapi.service('api::me.own-profile').linkedProfileId(HR_COMPANY as never, userId);
    if (company !== null) return { kind: 'company' as const, profileId: company };
    const access = await strapi.service('api::me.own-profile').companyAccess(userId);
    if (access) return { kind: 'member' as const, profileId: access.companyId };
    return { kind: 'account' as const, profileId: null };
  };

  /** The accounts of a company's team (members, invited or not), the titolare's aside. */
  const memberAccounts = async (trx: Knex.Transaction | null, companyId: number, titolare: number | null) => {
    const byCompany = linkTable(strapi, 'api::team-member.team-member', 'hr_company');
    const byUser = linkTable(strapi, 'api::team-member.team-member', 'user');
    const db = trx ?? strapi.db.connection;
    const rows = (await db(`${byCompany.name} as c`)
      .join(`${byUser.name} as u`, `u.${byUser.joinColumn.name}`, `c.${byCompany.joinColumn.name}`)
      .where(`c.${byCompany.inverseJoinColumn.name}`, companyId)
      .select(`u.${byUser.inverseJoinColumn.name} as id`)) as Array<{ id: number | string }>;
    return [...new Set(rows.map((row) => Number(row.id)))].filter((id) => id !== titolare);
  };

  const creditsOf = async (companyId: number) => {
    const row = await findRow(strapi, HR_COMPANY, {
      where: { id: companyId },
      select: ['crediti', 'crediti_abbonamento'],
    });
    return Number(row?.crediti ?? 0) + Number(row?.crediti_abbonamento ?? 0);
  };

  /** The registry's descriptions of what erasing these person kinds deletes and keeps. */
  const describe = (persons: PersonKind[]) => {
    const deleted = new Set<string>();
    const kept = new Set<string>();
    for (const person of persons)
      for (const { entry, pointer } of pointersAt(person)) {
        if (entry.uid.startsWith('table:')) continue;
        if (pointer.onErase === 'delete') deleted.add(entry.what);
        else kept.add(entry.what);
      }
    for (const what of deleted) kept.delete(what);
    return { eliminati: [...deleted], conservati: [...kept] };
  };

  const PERSONS_OF: Record<ErasureKind, PersonKind[]> = {
    candidate: ['candidate', 'account'],
    company: ['company', 'account'],
    member: ['account'],
    account: ['account'],
  };

  const api = {
    /** What erasing the caller's account deletes and keeps (the page before the password). */
    async preview(userId: number): Promise<ErasurePreview> {
      const { kind, profileId } = await kindOf(userId);
      const company = kind === 'company' && profileId !== null;
      return {
        kind,
        crediti_persi: company ? await creditsOf(profileId) : 0,
        membri: company ? (await memberAccounts(null, profileId, userId)).length : 0,
        ...describe(PERSONS_OF[kind]),
      };
    },

    /**
     * Erases the caller's account, confirmed by its password: the candidate with their profile, the company with its
     * team, or the member alone (leaving the team). Answers what was erased; the e-mail goes after the commit.
     */
    async erase(userId: number, password: unknown, now: Date = new Date()) {
      await checkPassword(userId, password);
      return api.eraseAccount(userId, now);
    },

    /**
     * The erasure itself, without the password (the retention job's, and `erase`'s after the check). `mail: false`
     * for accounts whose address was never confirmed.
     */
    async eraseAccount(userId: number, now: Date = new Date(), { mail = true }: { mail?: boolean } = {}) {
      const account = await findRow(strapi, USER, { where: { id: userId }, select: ['email'] });
      if (!account) return null;
      const email = mail ? (account.email ?? null) : null;
      const { kind, profileId } = await kindOf(userId);
      const profileUid = kind === 'candidate' ? HR_USER : kind === 'company' ? HR_COMPANY : null;
      const files = profileUid && profileId !== null ? await filesOf(profileUid, profileId) : [];
      const crediti = kind === 'company' && profileId !== null ? await creditsOf(profileId) : 0;

      await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        const accounts = [userId];
        if (kind === 'company' && profileId !== null) {
          if (strapi.db.dialect.client === 'postgres')
            await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [profileId]);
          accounts.push(...(await memberAccounts(trx, profileId, userId)));
        }
        if (profileUid && profileId !== null) {
          await applyRegistry(trx, kind === 'candidate' ? 'candidate' : 'company', profileId, now);
          // Through the query engine: its lifecycles (the search's derived rows) and link rows go with it.
          await strapi.db.query(profileUid).delete({ where: { id: profileId } });
        }
        for (const account of accounts) {
          await applyRegistry(trx, 'account', account, now);
          await strapi.db.query(USER).delete({ where: { id: account } });
        }
      });

      await removeFiles(files);
      if (email) {
        try {
          await sendMail(
            strapi,
            email,
            await erasureMail(
              { kind: kind === 'account' ? 'member' : kind, creditiPersi: crediti },
              mailContext(),
            ),
            'erasure',
          );
        } catch (error) {
          strapi.log.error(`[privacy] erasure e-mail not sent: ${(error as Error).message}`);
        }
      }
      return { kind, crediti_persi: crediti };
    },
  };
  return api;
};

export type ErasureService = ReturnType<typeof erasureService>;

export default erasureService;
