/**
 * The invitation as seen from the account side (issue 27, issue 39 item 5): what the users-permissions extension
 * (reset-password, sign-in, recovery) asks about an account's team row, and the Team page's record of removals.
 * The rows themselves are made and changed by TeamService (team-member.ts).
 */
import type { Core } from '@strapi/strapi';
import { RIMOSSI_MOSTRATI, type TeamErrorCode } from '../../../catalog/team';
import { findRow, findRows } from '../../../utils/rows';
import { asMember } from './team-member';

const TEAM = 'api::team-member.team-member';
const USER = 'plugin::users-permissions.user';

const invitationLinks = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(TEAM);
  return {
    /**
     * The pending invitation of a reset code (extensions/users-permissions: resetPassword), or null when the code
     * is an ordinary password reset.
     */
    async invitationOfCode(code: string): Promise<{ id: number; expired: boolean } | null> {
      const user = await findRow(strapi, USER, { where: { resetPasswordToken: code }, select: ['id'] });
      if (!user) return null;
      const row = await findRow(strapi, TEAM, {
        where: { user: { id: user.id }, stato: 'invitato' },
        select: ['id', 'invito_scadenza'],
      });
      if (!row) return null;
      const expired = !row.invito_scadenza || new Date(row.invito_scadenza).getTime() < Date.now();
      return { id: row.id, expired };
    },

    /** The invitation accepted: the member is active, and a former member's account unblocked. */
    async activate(memberId: number, userId: number) {
      await strapi.db.transaction(async () => {
        await rows().update({ where: { id: memberId }, data: { stato: 'attivo', invito_scadenza: null } });
        await strapi.db.query(USER).update({ where: { id: userId }, data: { blocked: false } });
      });
    },

    /**
     * Why an invitation's link no longer works (issue 39 item 5), asked when its code matched no account: the
     * invitation (`invito`, its documentId, from the link) was accepted, sent again with a new code, or withdrawn.
     */
    async deadInvitation(documentId: string): Promise<TeamErrorCode> {
      const row = await findRow(strapi, TEAM, { where: { documentId }, select: ['id', 'stato'] });
      if (!row) return 'invitation_withdrawn';
      if (row.stato === 'attivo') return 'invitation_used';
      if (row.stato === 'invitato') return 'invitation_superseded';
      return 'invitation_withdrawn';
    },

    /** Whether this account is a removed member of a team (and of none as a member still): its sign-in says so. */
    async isRemovedMember(userId: number): Promise<boolean> {
      const row = await findRow(strapi, TEAM, { where: { user: { id: userId } }, select: ['stato'] });
      return row?.stato === 'rimosso';
    },

    /** A pending invitation of this account (its code is the account's reset token): recovery keeps it alive. */
    async hasPendingInvitation(userId: number): Promise<boolean> {
      const row = await findRow(strapi, TEAM, {
        where: { user: { id: userId }, stato: 'invitato' },
        select: ['id', 'invito_scadenza'],
      });
      return !!row?.invito_scadenza && new Date(row.invito_scadenza).getTime() >= Date.now();
    },

    /** The Team page's short record: the latest RIMOSSI_MOSTRATI removals, newest first. */
    async removals(companyId: number) {
      const found = await findRows(strapi, TEAM, {
        where: { hr_company: { id: companyId }, stato: 'rimosso', rimosso_il: { $notNull: true } },
        select: ['id', 'nome', 'cognome', 'email', 'ruolo', 'stato', 'rimosso_il'],
        orderBy: [{ rimosso_il: 'desc' }],
        limit: RIMOSSI_MOSTRATI,
      });
      return found.flatMap((read) => {
        const row = asMember(read);
        return row?.rimosso_il
          ? [
              {
                nome: row.nome,
                cognome: row.cognome ?? '',
                email: row.email,
                rimosso_il: new Date(row.rimosso_il).toISOString(),
              },
            ]
          : [];
      });
    },
  };
};

export type InvitationLinksService = ReturnType<typeof invitationLinks>;

export default invitationLinks;
