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
  already_member: 'Questa persona è già nel tuo team',
  already_invited: 'Questa persona ha già un invito in attesa: usa «Invia di nuovo»',
  member_missing: 'Membro del team non trovato',
  not_pending: 'Questo invito non è più in attesa',
  not_member: 'Questa persona non è un membro attivo del team',
  wrong_password: 'La password non è corretta',
  invalid_member: 'Nome, cognome e un indirizzo email valido sono obbligatori',
  invitation_expired: 'L’invito è scaduto: chiedi al titolare di inviarlo di nuovo',
  invitation_used: 'Hai già accettato questo invito: accedi con la tua email e la password che hai scelto.',
  invitation_superseded:
    'Questo link non vale più: il titolare ti ha inviato un invito più recente. Usa il link dell’ultima email.',
  invitation_withdrawn:
    'Questo invito è stato ritirato dall’azienda: chiedi al titolare di invitarti di nuovo.',
  removed_from_team:
    'Non fai più parte del team di questa azienda: il titolare ti ha rimosso. Chiedi al titolare di invitarti di nuovo.',
  too_many_invitations: `La tua azienda ha già inviato ${INVITI_AL_GIORNO} inviti oggi: riprova domani.`,
} as const;
export type TeamErrorCode = keyof typeof TEAM_MESSAGES;

/** The refusals of an invitation link (reset-password with an invitation's code): the page titles them apart. */
export const INVITATION_LINK_CODES = [
  'invitation_expired',
  'invitation_used',
  'invitation_superseded',
  'invitation_withdrawn',
] as const;
export type InvitationLinkCode = (typeof INVITATION_LINK_CODES)[number];
export const isInvitationLinkCode = (code: unknown): code is InvitationLinkCode =>
  typeof code === 'string' && (INVITATION_LINK_CODES as readonly string[]).includes(code);

/** How many removals the Team page lists ("Rimossi di recente"), newest first. */
export const RIMOSSI_MOSTRATI = 10;

/** "Giulia Rossi": how the portal names a member wherever it attributes something to them. */
export const memberName = (person: { nome?: string | null; cognome?: string | null }): string =>
  [person.nome, person.cognome]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
