// Company teams (issue 27; strapi/src/api/team-member): the Team section's endpoints. Pure types, imported by
// app/features/team/team.server.ts as `#contracts/team` (import type only).
import { endpoint, type Contract } from './endpoint';

/** One person of the company's team as the titolare sees them. */
export type TeamMemberView = {
  documentId: string;
  nome: string;
  cognome: string;
  email: string;
  ruolo: 'titolare' | 'membro';
  stato: 'invitato' | 'attivo';
  puo_acquistare: boolean;
  invito_scadenza: string | null;
  /** The invitation's link has expired (it can be resent). */
  scaduto: boolean;
};

/** GET /api/team: the caller company's team, titolare first. */
export type TeamResponse = { data: TeamMemberView[] };

/** A team change's body (invitation, rights, hand-over); the answers only confirm. */
export type InviteRequest = { data: { nome: string; cognome: string; email: string } };
export type MemberUpdateRequest = { data: { puo_acquistare: boolean } };
export type HandOverRequest = { data: { member: string; password: string } };

export const team = {
  roster: endpoint<{ answer: TeamResponse }>()({ method: 'GET', path: '/team', access: 'user' }),
  invite: endpoint<{ body: InviteRequest }>()({ method: 'POST', path: '/team/invitations', access: 'user' }),
  resend: endpoint()({ method: 'POST', path: '/team/invitations/:id/resend', access: 'user' }),
  remove: endpoint()({ method: 'DELETE', path: '/team/members/:id', access: 'user' }),
  update: endpoint<{ body: MemberUpdateRequest }>()({
    method: 'PUT',
    path: '/team/members/:id',
    access: 'user',
  }),
  handOver: endpoint<{ body: HandOverRequest }>()({
    method: 'POST',
    path: '/team/hand-over',
    access: 'user',
  }),
} satisfies Contract;
