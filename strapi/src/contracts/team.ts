// Company teams (issue 27; strapi/src/api/team-member): the Team section's endpoints. Pure types, imported by
// app/features/team/team.server.ts as `#contracts/team` (import type only).

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
