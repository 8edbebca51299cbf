/**
 * Company teams (issue 27, docs/decisions.md "Company teams"). One team_members row per person of a company's
 * team: the titolare (the account the company record is linked to), the members, and invitations in progress.
 *
 * - An invitation creates the invitee's account at once (role company, confirmed, a random password nobody knows)
 *   with users-permissions' reset token as the invitation code, and the row `invitato` with its expiry: the address
 *   is taken from that moment (the unique e-mail index decides between two companies inviting one person), and the
 *   invitee chooses a password on the reset-password page, with its rules. The extension of reset-password
 *   (extensions/users-permissions) refuses the code of an expired invitation and makes the row `attivo` after it;
 *   the code is cleared by the reset, so a link works once.
 * - An address that cannot be invited (it has an account: a candidate, a company, another team's member or
 *   invitee) is answered exactly like one that can (issue 39 item 10, docs/decisions.md): a pending row without an
 *   account, counted against the daily limit and the team's size, and a mail to the address saying why it cannot
 *   join. Nobody can accept that row; resending it checks the address again; withdrawing it deletes it.
 * - Withdrawing an invitation deletes that account and the row. Removing a member keeps both (what they did stays
 *   attributed to them): the row becomes `rimosso` with `rimosso_il`, the account is blocked (its sign-in says so,
 *   extensions/users-permissions) and its sessions are revoked, which every Strapi instance reads from the database
 *   on the next request (utils/sessions.ts). A removed member can be invited again: the same row and account, the
 *   account unblocked when the invitation is accepted; withdrawing that invitation makes the row `rimosso` again.
 * - Hand-over moves the company's `user` link (what makes the titolare, utils/own-profile.ts) to a member.
 */
import type { TeamMemberView } from '../../../contracts/team';
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isEmail } from '../../../catalog/patterns';
import {
  INVITI_AL_GIORNO,
  INVITO_GIORNI,
  TEAM_MAX,
  TEAM_MESSAGES,
  memberName,
  type TeamErrorCode,
} from '../../../catalog/team';
import { mailContext, sendMail, teamInvitationMail, teamInvitationRefusedMail } from '../../../mail';
import { ApiError, type ErrorStatus } from '../../../utils/api-error';
import { linkTable } from '../../../utils/link-table';
import { createRow, findRow, findRows } from '../../../utils/rows';

const TEAM = 'api::team-member.team-member';
const HR_COMPANY = 'api::hr-company.hr-company';
const USER = 'plugin::users-permissions.user';
const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (status: ErrorStatus, code: TeamErrorCode) => new ApiError(status, code, TEAM_MESSAGES[code]);

/** A team row as the service works on it: the columns the schema requires present (`asMember`). */
type Row = {
  id: number;
  documentId: string;
  nome: string;
  cognome?: string | null;
  email: string;
  ruolo: 'titolare' | 'membro';
  stato: 'invitato' | 'attivo' | 'rimosso';
  puo_acquistare?: boolean | null;
  invito_scadenza?: Date | string | null;
  invitato_il?: Date | string | null;
  rimosso_il?: Date | string | null;
  user?: { id: number } | null;
};

type Read = Partial<Record<'nome' | 'email', string | null>> & {
  ruolo?: Row['ruolo'] | null;
  stato?: Row['stato'] | null;
};

/**
 * A read team row with the columns the schema requires present; one without, which no writer makes, reads as no
 * row (as a guarantee report does, guarantee-report.ts `asReport`). A read that does not select them all fails the
 * typecheck (the second parameter), instead of reading as no row every time.
 */
export const asMember = <R extends Read>(
  row: R | null | undefined,
  ..._selected: Exclude<keyof Read, keyof R> extends never ? [] : [missing: Exclude<keyof Read, keyof R>]
) =>
  row?.nome && row.email && row.ruolo && row.stato
    ? { ...row, nome: row.nome, email: row.email, ruolo: row.ruolo, stato: row.stato }
    : null;

export type { TeamMemberView };

const FIELDS = ['id', 'documentId', 'nome', 'cognome', 'email', 'ruolo', 'stato', 'puo_acquistare'] as const;

const view = (row: Row, now = Date.now()): TeamMemberView => ({
  documentId: row.documentId,
  nome: row.nome,
  cognome: row.cognome ?? '',
  email: row.email,
  ruolo: row.ruolo,
  stato: row.stato === 'invitato' ? 'invitato' : 'attivo',
  puo_acquistare: row.ruolo === 'titolare' || Boolean(Number(row.puo_acquistare ?? 0)),
  invito_scadenza: row.invito_scadenza ? new Date(row.invito_scadenza).toISOString() : null,
  scaduto: row.stato === 'invitato' && !!row.invito_scadenza && new Date(row.invito_scadenza).getTime() < now,
});

/** "Mario Rossi" → nome Mario, cognome Rossi: the titolare's name, from the company's referente. */
const splitName = (full: string | null | undefined) => {
  const [nome = '', ...rest] = (full ?? '').trim().split(/\s+/);
  return { nome: nome || 'Titolare', cognome: rest.join(' ') };
};

const text = (value: unknown, max = 120) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export type TeamService = ReturnType<typeof teamService>;

const teamService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(TEAM);

  const titolareUser = async (companyId: number) => {
    const company = await findRow(strapi, HR_COMPANY, {
      where: { id: companyId },
      select: ['id', 'nome', 'referente'],
      populate: { user: { select: ['id', 'email'] } },
    });
    return company;
  };

  /** The titolare's row, created from the company record when missing (companies of before issue 27, new ones). */
  const ensureTitolare = async (companyId: number) => {
    const company = await titolareUser(companyId);
    if (!company?.user) return null;
    const existing = asMember(
      await findRow(strapi, TEAM, { where: { user: { id: company.user.id } }, select: FIELDS }),
    );
    if (existing) return existing;
    try {
      return asMember(
        await createRow(strapi, TEAM, {
          data: {
            hr_company: companyId,
            user: company.user.id,
            ...splitName(company.referente),
            email: company.user.email,
            ruolo: 'titolare',
            stato: 'attivo',
            puo_acquistare: true,
          },
          select: FIELDS,
        }),
      );
    } catch (error) {
      // Two first requests of one company at once: the unique user link keeps one row.
      const again = asMember(
        await findRow(strapi, TEAM, { where: { user: { id: company.user.id } }, select: FIELDS }),
      );
      if (again) return again;
      throw error;
    }
  };

  const memberOf = async (companyId: number, documentId: string) => {
    const row = asMember(
      await findRow(strapi, TEAM, {
        where: { documentId, hr_company: { id: companyId }, stato: { $ne: 'rimosso' } },
        select: [...FIELDS, 'invito_scadenza', 'rimosso_il'],
        populate: { user: { select: ['id'] } },
      }),
    );
    if (!row) throw refuse(404, 'member_missing');
    return row;
  };

  /** The row's invitation dates: sent now, valid INVITO_GIORNI days (an invitation that cannot be, too). */
  const stamp = async (row: Row) => {
    const now = new Date();
    await rows().update({
      where: { id: row.id },
      data: { invitato_il: now, invito_scadenza: new Date(now.getTime() + INVITO_GIORNI * DAY_MS) },
    });
  };

  /** A new invitation code on the invitee's account, and the mail with its link; inside the caller's transaction. */
  const sendInvitation = async (companyId: number, row: Row, userId: number, invitante: string) => {
    const code = randomBytes(32).toString('hex');
    await strapi.db.query(USER).update({ where: { id: userId }, data: { resetPasswordToken: code } });
    await stamp(row);
    const company = await titolareUser(companyId);
    await sendMail(
      strapi,
      row.email,
      await teamInvitationMail(
        { nome: row.nome, azienda: company?.nome ?? '', invitante, code, invito: row.documentId },
        mailContext(),
      ),
      'team-invitation',
    );
  };

  /** An invitation that cannot be: its dates like any other, and the mail saying why to the address only. */
  const sendRefusal = async (companyId: number, row: Row, invitante: string) => {
    await stamp(row);
    const company = await titolareUser(companyId);
    await sendMail(
      strapi,
      row.email,
      await teamInvitationRefusedMail({ azienda: company?.nome ?? '', invitante }, mailContext()),
      'team-invitation-refused',
    );
  };

  const taken = async (email: string) => (await strapi.db.query(USER).count({ where: { email } })) > 0;

  /**
   * Inside the caller's transaction: one company's invitations one at a time (PostgreSQL; SQLite serialises every
   * write), so the team size is counted and grown in one step; 409 `team_full`.
   */
  const roomInTeam = async (companyId: number, trx: { raw(sql: string, bindings: unknown[]): unknown }) => {
    if (strapi.db.dialect.client === 'postgres')
      await trx.raw('SELECT id FROM hr_companies WHERE id = ? FOR UPDATE', [companyId]);
    const size = await rows().count({
      where: { hr_company: { id: companyId }, stato: { $in: ['invitato', 'attivo'] } },
    });
    if (size >= TEAM_MAX) throw refuse(409, 'team_full');
  };

  const companyRole = async () => {
    const role = await findRow(strapi, 'plugin::users-permissions.role', { where: { type: 'company' } });
    if (!role) throw new Error("role 'company' missing");
    return role.id;
  };

  /**
   * Runs `send` (one invitation mail, new or resent) within the company's daily limit: one hit of its counter
   * first (one atomic statement, so parallel posts on any instance each get their own count), taken back when the
   * invitation is refused or fails, so the count is what was sent.
   */
  const withinDailyLimit = async <T>(companyId: number, send: () => Promise<T>): Promise<T> => {
    const key = `team-invitations:${companyId}`;
    const count = await strapi.service('api::rate-limit.rate-limit').hitCounter(key, DAY_MS);
    try {
      if (count > INVITI_AL_GIORNO) throw refuse(429, 'too_many_invitations');
      return await send();
    } catch (error) {
      await strapi.service('api::rate-limit.rate-limit').releaseCounters([key]);
      throw error;
    }
  };

  const nameOfUser = async (userId: number) => {
    const row = await findRow(strapi, TEAM, { where: { user: { id: userId } }, select: ['nome', 'cognome'] });
    return row ? memberName(row) : '';
  };

  return {
    ensureTitolare,

    /**
     * Start-up upkeep (bootstrap): every company without a titolare row gets one, so existing companies are teams
     * of one. Idempotent: a company that has its row is skipped.
     */
    async migrate(): Promise<number> {
      const link = linkTable(strapi, TEAM, 'hr_company');
      const withTitolare = (await strapi.db
        .getConnection('team_members')
        .join(link.name, `${link.name}.${link.joinColumn.name}`, 'team_members.id')
        .where('team_members.ruolo', 'titolare')
        .select(`${link.name}.${link.inverseJoinColumn.name} as company`)) as Array<{ company: number }>;
      const done = new Set(withTitolare.map((row) => Number(row.company)));
      const companies = await findRows(strapi, HR_COMPANY, { select: ['id'] });
      let created = 0;
      for (const company of companies) {
        if (done.has(company.id)) continue;
        if (await ensureTitolare(company.id)) created += 1;
      }
      return created;
    },

    /** The team as the titolare's Team page shows it: the titolare first, then members and invitations. */
    async roster(companyId: number): Promise<TeamMemberView[]> {
      await ensureTitolare(companyId);
      const found = (
        await findRows(strapi, TEAM, {
          where: { hr_company: { id: companyId }, stato: { $ne: 'rimosso' } },
          select: [...FIELDS, 'invito_scadenza'],
          orderBy: [{ id: 'asc' }],
        })
      ).flatMap((row) => asMember(row) ?? []);
      const now = Date.now();
      return found
        .sort((a, b) => Number(b.ruolo === 'titolare') - Number(a.ruolo === 'titolare') || a.id - b.id)
        .map((row) => view(row, now));
    },

    /** The caller's own place in the team (/api/me): null for a candidate. */
    async whoAmI(userId: number, companyId: number, titolare: boolean) {
      let row = asMember(await findRow(strapi, TEAM, { where: { user: { id: userId } }, select: FIELDS }));
      // A company registered after the start-up upkeep gets its titolare row on its first /api/me.
      if (!row && titolare) row = await ensureTitolare(companyId);
      return {
        ruolo: titolare ? ('titolare' as const) : ('membro' as const),
        nome: row ? memberName(row) : '',
        puo_acquistare: titolare || Boolean(Number(row?.puo_acquistare ?? 0)),
      };
    },

    /**
     * A new invitation: the account, the row and the mail together, or nothing (a failed mail rolls back); at most
     * INVITI_AL_GIORNO a day per company, resent ones included (429 `too_many_invitations`). Someone of the team
     * already (409 `already_member`, `already_invited`: the titolare sees them on the page anyway); a removed member
     * is invited again. An address with an account elsewhere gets the same answer as a new one (see the top).
     */
    async invite(companyId: number, invitedBy: number, input: Record<string, unknown>) {
      const nome = text(input.nome);
      const cognome = text(input.cognome);
      const email = text(input.email, 254).toLowerCase();
      if (!nome || !cognome || !isEmail(email)) throw refuse(400, 'invalid_member');
      await ensureTitolare(companyId);
      const roleId = await companyRole();
      const own = asMember(
        await findRow(strapi, TEAM, {
          where: { hr_company: { id: companyId }, email },
          select: [...FIELDS, 'invito_scadenza', 'rimosso_il'],
          populate: { user: { select: ['id'] } },
          orderBy: [{ id: 'desc' }],
        }),
      );
      if (own?.stato === 'attivo') throw refuse(409, 'already_member');
      if (own?.stato === 'invitato') throw refuse(409, 'already_invited');
      const invitante = await nameOfUser(invitedBy);
      const expiry = () => new Date(Date.now() + INVITO_GIORNI * DAY_MS).toISOString();

      if (own?.stato === 'rimosso' && own.user) {
        const again = { ...own, nome, cognome, stato: 'invitato' as const, puo_acquistare: false };
        return withinDailyLimit(companyId, () =>
          strapi.db.transaction(async ({ trx }) => {
            await roomInTeam(companyId, trx);
            await rows().update({
              where: { id: own.id },
              data: { nome, cognome, stato: 'invitato', puo_acquistare: false },
            });
            await sendInvitation(companyId, again, own.user!.id, invitante);
            return view({ ...again, invito_scadenza: expiry() });
          }),
        );
      }

      /** A pending row; with `account`, the invitee's account and the invitation's mail, else the refusal's. */
      const create = (account: boolean) =>
        strapi.db.transaction(async ({ trx }) => {
          await roomInTeam(companyId, trx);
          const user = account
            ? await strapi.service('api::me.accounts').createLocalAccount({ email, roleId, confirmed: true })
            : null;
          const row = asMember(
            await createRow(strapi, TEAM, {
              data: {
                hr_company: companyId,
                ...(user ? { user: user.id } : {}),
                nome,
                cognome,
                email,
                ruolo: 'membro',
                stato: 'invitato',
              },
              select: FIELDS,
            }),
          );
          // The row just written holds what was given: only a broken engine answers without them.
          if (!row) throw new Error('team member written without its columns');
          if (user) await sendInvitation(companyId, row, user.id, invitante);
          else await sendRefusal(companyId, row, invitante);
          return view({ ...row, invito_scadenza: expiry() });
        });

      return withinDailyLimit(companyId, async () => {
        if (await taken(email)) return create(false);
        try {
          return await create(true);
        } catch (error) {
          // Two companies inviting one address at once: the unique e-mail index decides; the other is refused.
          if (error instanceof ApiError || !(await taken(email))) throw error;
          return create(false);
        }
      });
    },

    /** The invitation again (within the daily limit, like a new one), with a new code (the old link stops working) and 7 more days. */
    async resend(companyId: number, invitedBy: number, documentId: string) {
      const row = await memberOf(companyId, documentId);
      if (row.stato !== 'invitato') throw refuse(409, 'not_pending');
      const invitante = await nameOfUser(invitedBy);
      await withinDailyLimit(companyId, () =>
        strapi.db.transaction(async () => {
          if (row.user) return sendInvitation(companyId, row, row.user.id, invitante);
          // An invitation that could not be: the address is looked at again (its account may be gone).
          if (await taken(row.email)) return sendRefusal(companyId, row, invitante);
          const user = await strapi
            .service('api::me.accounts')
            .createLocalAccount({ email: row.email, roleId: await companyRole(), confirmed: true });
          await rows().update({ where: { id: row.id }, data: { user: user.id } });
          return sendInvitation(companyId, row, user.id, invitante);
        }),
      );
      return view(await memberOf(companyId, documentId));
    },

    /** Withdraws an invitation (its account goes) or removes a member (kept, blocked, sessions ended). */
    async remove(companyId: number, documentId: string) {
      const row = await memberOf(companyId, documentId);
      if (row.ruolo === 'titolare') throw refuse(409, 'not_member');
      if (row.stato === 'invitato' && row.rimosso_il && row.user) {
        // A former member invited again: back to removed, the account (what they did) kept, the code dead.
        await strapi.db.transaction(async () => {
          await rows().update({
            where: { id: row.id },
            data: { stato: 'rimosso', invito_scadenza: null },
          });
          await strapi.db
            .query(USER)
            .update({ where: { id: row.user!.id }, data: { resetPasswordToken: null } });
        });
        return { documentId, removed: 'invitation' as const };
      }
      if (row.stato === 'invitato') {
        await strapi.db.transaction(async () => {
          await rows().delete({ where: { id: row.id } });
          if (row.user) await strapi.db.query(USER).delete({ where: { id: row.user.id } });
        });
        return { documentId, removed: 'invitation' as const };
      }
      await strapi.db.transaction(async () => {
        await rows().update({
          where: { id: row.id },
          data: { stato: 'rimosso', puo_acquistare: false, rimosso_il: new Date() },
        });
        if (row.user) {
          await strapi.db.query(USER).update({ where: { id: row.user.id }, data: { blocked: true } });
          await strapi.service('api::me.sessions').revokeSessions(row.user.id);
        }
      });
      return { documentId, removed: 'member' as const };
    },

    /** "Può acquistare": the right to buy in the shop, given or taken by the titolare. */
    async setBuyer(companyId: number, documentId: string, input: Record<string, unknown>) {
      const row = await memberOf(companyId, documentId);
      if (row.ruolo === 'titolare' || row.stato !== 'attivo') throw refuse(409, 'not_member');
      const on = input.puo_acquistare === true || input.puo_acquistare === 'true';
      await rows().update({ where: { id: row.id }, data: { puo_acquistare: on } });
      return view({ ...row, puo_acquistare: on });
    },

    /**
     * Hands the titolare's role to an active member, confirmed by the titolare's password. The company's `user`
     * link moves to the member; the former titolare stays in the team as a member who may buy.
     */
    async handOver(companyId: number, titolareId: number, input: Record<string, unknown>) {
      const target = await memberOf(companyId, text(input.member, 64));
      if (target.ruolo === 'titolare' || target.stato !== 'attivo' || !target.user)
        throw refuse(409, 'not_member');
      const account = await findRow(strapi, USER, { where: { id: titolareId }, select: ['id', 'password'] });
      const users = strapi.service('plugin::users-permissions.user');
      const password = typeof input.password === 'string' ? input.password : '';
      if (!account?.password || !password || !(await users.validatePassword(password, account.password)))
        throw refuse(400, 'wrong_password');
      const own = await ensureTitolare(companyId);
      const link = linkTable(strapi, HR_COMPANY, 'user');
      await strapi.db.transaction(async ({ trx }) => {
        await trx(link.name)
          .where(link.joinColumn.name, companyId)
          .update({ [link.inverseJoinColumn.name]: target.user!.id });
        await rows().update({ where: { id: target.id }, data: { ruolo: 'titolare', puo_acquistare: true } });
        if (own)
          await rows().update({ where: { id: own.id }, data: { ruolo: 'membro', puo_acquistare: true } });
      });
      return { titolare: target.documentId };
    },

    /**
     * "Giulia Rossi" for each account id that did something for the company (attribution). A team of one (its
     * titolare only, as every company before issue 27) names nobody: what it sees does not change.
     */
    async names(companyId: number, userIds: number[]): Promise<Map<number, string>> {
      const ids = [...new Set(userIds.filter((id) => Number.isInteger(id)))];
      if (ids.length === 0) return new Map();
      if ((await rows().count({ where: { hr_company: { id: companyId } } })) <= 1) return new Map();
      const found = await findRows(strapi, TEAM, {
        where: { user: { id: { $in: ids } } },
        select: ['id', 'nome', 'cognome'],
        populate: { user: { select: ['id'] } },
      });
      return new Map(found.flatMap((row) => (row.user ? [[row.user.id, memberName(row)] as const] : [])));
    },
  };
};

export default teamService;
