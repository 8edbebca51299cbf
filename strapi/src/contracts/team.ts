// Company teams (issue 27; strapi/src/api/team-member): the Team section's endpoints. Schemas and their types,
// imported by app/features/team/team.server.ts as `#contracts/team`.
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

/** One person of the company's team as the titolare sees them. */
export const teamMemberView = z.object({
  documentId: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  ruolo: z.enum(['titolare', 'membro']),
  stato: z.enum(['invitato', 'attivo']),
  puo_acquistare: z.boolean(),
  invito_scadenza: z.string().nullable(),
  /** The invitation's link has expired (it can be resent). */
  scaduto: z.boolean(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

/** A former member, for the Team page's short record of removals (issue 39 item 5). */
export const removedMemberView = z.object({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  rimosso_il: z.string(),
});
export type RemovedMemberView = z.infer<typeof removedMemberView>;

/** GET /api/team: the caller company's team, titolare first, and the latest removals, newest first. */
export const teamResponse = z.object({ data: z.array(teamMemberView), removed: z.array(removedMemberView) });
export type TeamResponse = z.infer<typeof teamResponse>;

/** A team change's body (invitation, rights, hand-over). */
export const inviteRequest = z.object({
  data: z.object({ nome: z.string(), cognome: z.string(), email: z.string() }),
});
export type InviteRequest = z.infer<typeof inviteRequest>;
export const memberUpdateRequest = z.object({ data: z.object({ puo_acquistare: z.boolean() }) });
export type MemberUpdateRequest = z.infer<typeof memberUpdateRequest>;
export const handOverRequest = z.object({ data: z.object({ member: z.string(), password: z.string() }) });
export type HandOverRequest = z.infer<typeof handOverRequest>;

/** The invitation made or resent, or the member changed. */
export const memberResponse = z.object({ data: teamMemberView });
export type MemberResponse = z.infer<typeof memberResponse>;
/** DELETE /api/team/members/:id: what went, a pending invitation or a member. */
export const removedResponse = z.object({
  data: z.object({ documentId: z.string(), removed: z.enum(['invitation', 'member']) }),
});
export type RemovedResponse = z.infer<typeof removedResponse>;
/** POST /api/team/hand-over: the new titolare. */
export const handOverResponse = z.object({ data: z.object({ titolare: z.string() }) });
export type HandOverResponse = z.infer<typeof handOverResponse>;

export const team = {
  roster: endpoint()({ method: 'GET', path: '/team', access: 'user', schema: { answer: teamResponse } }),
  invite: endpoint()({
    method: 'POST',
    path: '/team/invitations',
    access: 'user',
    schema: { body: inviteRequest, answer: memberResponse },
  }),
  resend: endpoint()({
    method: 'POST',
    path: '/team/invitations/:id/resend',
    access: 'user',
    schema: { answer: memberResponse },
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/team/members/:id',
    access: 'user',
    schema: { answer: removedResponse },
  }),
  update: endpoint()({
    method: 'PUT',
    path: '/team/members/:id',
    access: 'user',
    schema: { body: memberUpdateRequest, answer: memberResponse },
  }),
  handOver: endpoint()({
    method: 'POST',
    path: '/team/hand-over',
    access: 'user',
    schema: { body: handOverRequest, answer: handOverResponse },
  }),
} satisfies Contract;
