// Company teams (issue 27): the rules both programs share. The titolare is the account that registered the
// company (or received the role by hand-over); members are invited by e-mail, set their own password and act for
// the company. What is the titolare's alone: company data, the team, the shop (unless "può acquistare").

/** People in a team, the titolare and pending invitations included. */
export const TEAM_MAX = 10;
/** An invitation link is valid for this many days, once. */
export const INVITO_GIORNI = 7;
/**
 * Invitations (new and resent) a company may send in 24 hours: Strapi counts them where it sends them
 * (TeamService, a fixed-window counter of the shared rate_limits table), so no caller can go round the limit.
 */
export const INVITI_AL_GIORNO = 20;

export type TeamRole = 'titolare' | 'membro';
export type TeamState = 'invitato' | 'attivo' | 'rimosso';

/** Strapi's refusals of the team endpoints by `details.code`, in Italian (shown as they are by the Team page). */
export const TEAM_MESSAGES = {
  titolare_only: 'Questa operazione è riservata al titolare dell’account aziendale',
  buyer_only: 'Il titolare non ti ha dato il permesso di acquistare',
  team_full: `Il team ha già ${TEAM_MAX} persone: ritira un invito o rimuovi un membro per invitarne un’altra`,
  email_taken:
    'Questo indirizzo è già registrato sul portale (come candidato o in un’altra azienda): non può essere invitato',
  member_missing: 'Membro del team non trovato',
  not_pending: 'Questo invito non è più in attesa',
  not_member: 'Questa persona non è un membro attivo del team',
  wrong_password: 'La password non è corretta',
  invalid_member: 'Nome, cognome e un indirizzo email valido sono obbligatori',
  invitation_expired: 'L’invito è scaduto: chiedi al titolare di inviarlo di nuovo',
  too_many_invitations: `La tua azienda ha già inviato ${INVITI_AL_GIORNO} inviti oggi: riprova domani.`,
} as const;
export type TeamErrorCode = keyof typeof TEAM_MESSAGES;

/** "Giulia Rossi": how the portal names a member wherever it attributes something to them. */
export const memberName = (person: { nome?: string | null; cognome?: string | null }): string =>
  [person.nome, person.cognome]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
