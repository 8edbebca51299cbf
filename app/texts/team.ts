// The Team section of /company-info (issue 27): the titolare invites colleagues, resends and withdraws invitations,
// gives the right to buy, removes members and hands the role over. Strapi's refusals by code are in the catalog
// (strapi/src/catalog/team.ts, TEAM_MESSAGES), shown as they are.
export const team = {
  title: 'Team',
  intro:
    'I colleghi del tuo team accedono con la propria email e usano crediti, profili sbloccati, preferiti e annunci dell’azienda. Dati aziendali, team e acquisti restano del titolare, salvo chi ha il permesso di acquistare.',
  link: 'Gestisci il team',
  memberReadOnly: 'I dati aziendali possono essere modificati solo dal titolare dell’account.',
  back: 'Torna ai dati aziendali',
  roles: { titolare: 'Titolare', membro: 'Membro' } as Record<string, string>,
  pending: (scadenza: string) => `Invito in attesa, valido fino al ${scadenza}`,
  expired: 'Invito scaduto',
  canBuy: 'Può acquistare',
  cannotBuy: 'Non può acquistare',
  allowBuy: 'Consenti gli acquisti',
  denyBuy: 'Revoca gli acquisti',
  resend: 'Invia di nuovo',
  withdraw: 'Ritira l’invito',
  remove: 'Rimuovi',
  handOver: 'Cedi il ruolo di titolare',
  inviteTitle: 'Invita un collega',
  nome: 'Nome',
  cognome: 'Cognome',
  email: 'Email',
  invite: 'Invia l’invito',
  inviting: 'Invio in corso…',
  full: (max: number) => `Il team ha già ${max} persone.`,
  /** After a post (a flash notice, notice.server.ts): what happened. */
  notices: {
    invitato: 'Invito inviato: il link vale 7 giorni.',
    reinviato: 'Invito inviato di nuovo: il link precedente non vale più.',
    ritirato: 'Invito ritirato.',
    rimosso: 'Membro rimosso: le sue sessioni sono terminate e non può più accedere.',
    acquisti: 'Permesso di acquisto aggiornato.',
    ceduto: 'Ora il titolare è un altro membro del team.',
  } as Record<string, string>,
  removeTitle: 'Rimuovere questo membro?',
  removeBody: (nome: string) => `${nome} non potrà più accedere; quello che ha fatto resta a suo nome.`,
  withdrawTitle: 'Ritirare l’invito?',
  withdrawBody: (email: string) => `Il link inviato a ${email} non funzionerà più.`,
  handOverTitle: 'Cedere il ruolo di titolare?',
  handOverBody: (nome: string) =>
    `${nome} diventerà titolare: gestirà dati aziendali, team e acquisti. Tu resterai nel team come membro. Conferma con la tua password.`,
  password: 'La tua password',
  cancel: 'Annulla',
  confirm: 'Conferma',
  failed: 'Operazione non riuscita, riprova tra poco.',
  removedTitle: 'Rimossi di recente',
  removedIntro: 'Le persone rimosse dal team non possono più accedere; puoi invitarle di nuovo.',
  removedOn: (nome: string, email: string, data: string) => `${nome} (${email}), rimosso il ${data}`,
  /** Attribution of what a member did (issue 27). */
  unlockedBy: (nome: string, data: string) => `Sbloccato da ${nome} il ${data}`,
  by: (nome: string) => `da ${nome}`,
  unlockedByName: (nome: string) => `Sbloccato da ${nome}`,
  favouriteBy: (nome: string) => `Nei preferiti da ${nome}`,
} as const;

/** The reset-password page opened from an invitation (`?invito=<documentId>`). */
export const invitation = {
  title: 'Entra nel team: scegli la tua password',
  successTitle: 'Benvenuto nel team!',
  successBody: 'La tua password è pronta: accedi con la tua email e la password che hai scelto.',
  /** The dialog's title when the link no longer works (its reason: TEAM_MESSAGES). */
  deadTitle: 'Questo invito non è più valido',
} as const;
