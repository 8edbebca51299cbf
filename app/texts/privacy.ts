// Privacy pages (issue 41): erasing one's account, leaving a team, accepting new versions of the terms, the
// Imported from this module by its pages only (as the shop's), so other pages' JavaScript does not carry them.
// companies that unlocked a candidate.
export const erasure = {
  link: 'Elimina il mio account',
  leaveLink: 'Lascia il team',
  title: 'Elimina il mio account',
  leaveTitle: 'Lascia il team',
  intro: 'L’eliminazione è immediata e definitiva: non potrai annullarla.',
  deletedHeading: 'Cosa eliminiamo',
  keptHeading: 'Cosa resta',
  candidateKept:
    'Le aziende che avevano sbloccato i tuoi contatti vedono solo “Candidato cancellato” nei loro registri, mai il tuo nome.',
  companyKept:
    'Le fatture e i pagamenti restano per 10 anni (art. 2220 c.c.), con i soli dati fiscali dell’azienda.',
  memberKept: 'I preferiti e gli sblocchi che hai fatto restano all’azienda, senza il tuo nome.',
  creditsLost: (n: number) =>
    n === 1 ? 'Perderai 1 credito non usato.' : `Perderai ${n} crediti non usati.`,
  members: (n: number) =>
    n === 1
      ? 'Eliminiamo anche l’account di 1 membro del team.'
      : `Eliminiamo anche gli account di ${n} membri del team.`,
  emailAgain:
    'Dopo l’eliminazione ti mandiamo una conferma per e-mail; potrai registrarti di nuovo con lo stesso indirizzo.',
  password: 'La tua password',
  confirm: 'Elimina definitivamente il mio account',
  confirmLeave: 'Lascia il team ed elimina il mio account',
  cancel: 'Annulla',
  wrongPassword: 'La password non è corretta',
  missingPassword: 'Inserisci la tua password',
};

export const consent = {
  title: 'Abbiamo aggiornato i nostri testi',
  intro: 'Prima di continuare, leggi cosa è cambiato e accetta le nuove versioni.',
  terms: (v: number) => `Termini di utilizzo, versione ${v}`,
  privacy: (v: number) => `Informativa privacy, versione ${v}`,
  readTerms: 'Leggi i termini di utilizzo',
  readPrivacy: 'Leggi l’informativa privacy',
  accept: 'Accetto',
  stale: 'I testi sono cambiati di nuovo: rileggili e accetta.',
};

export const unlockedBy = {
  heading: 'Chi ha ricevuto i tuoi contatti',
  count: (n: number) =>
    n === 0
      ? 'Nessuna azienda ha ancora sbloccato i tuoi contatti.'
      : n === 1
        ? 'Profilo sbloccato da 1 azienda'
        : `Profilo sbloccato da ${n} aziende`,
};

/**
 * A company's records of candidates who erased their account (the unlocked list's last section). The row's label and
 * the old link's message are the catalog's (ERASED_CANDIDATE, ERASED_PROFILE in #catalog/privacy.ts): Strapi says them too.
 */
export const erasedCandidates = {
  heading: 'Candidati cancellati',
  intro:
    'Questi candidati hanno eliminato il loro account: restano nel registro dei tuoi sblocchi, senza più nessun loro dato. Le note del team su di loro sono state cancellate.',
  profileIntro:
    'Il candidato ha eliminato il suo account: lo sblocco resta nel registro dei tuoi crediti, senza più nessun suo dato.',
  unlockedOn: (date: string) => `Sbloccato il ${date}`,
  unlockedBy: (nome: string, date: string) => `Sbloccato da ${nome} il ${date}`,
  back: 'Torna ai profili acquistati',
};
