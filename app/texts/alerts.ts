// Texts of 'Profili consigliati' (/company-foryou, issue 11; spec 02 §2 "For-you", §4 "Alert filters", §5, §8).
// Texts quoted by the spec are verbatim ('Devi selezionare almeno un'opzione', 'Errore nella configurazione',
// 'Avanzamento: n su m'). Imported by that page only (not from '#app/texts/index.ts'), like the shop's.
export const alerts = {
  title: 'Profili consigliati',
  intro:
    'Configura i tuoi alert: ricevi via e-mail i profili in linea con i tuoi filtri e trovali qui sotto, dal più recente.',
  databaseTitle: 'Alert Database',
  databaseBody: 'Ogni giorno via e-mail i profili nuovi o aggiornati in linea con i tuoi filtri.',
  newProfileTitle: 'Alert New Profile',
  newProfileBody:
    'Un avviso appena un nuovo profilo corrisponde ai tuoi filtri, e 15 giorni di esclusiva su ogni profilo che acquisti.',
  newProfileOffer: 'Attiva Alert New Profile per ricevere subito i nuovi profili e avere l’esclusiva.',
  newProfileCta: 'Scopri Alert New Profile',
  configured: 'Configurato',
  notConfigured: 'Non configurato',
  configure: 'Configura',
  edit: 'Modifica',
  remove: 'Elimina',
  filtersLabel: 'Filtri',
  // The wizard.
  wizardTitle: (name: string) => `Configura ${name}`,
  progress: (n: number, total: number) => `Avanzamento: ${n} su ${total}`,
  step1Title: 'Aree di competenza',
  step1Help: 'Scegli le aree di competenza dei profili che ti interessano.',
  step2Title: 'Filtri',
  areasRequired: "Devi selezionare almeno un'opzione",
  cancel: 'Annulla',
  back: 'Indietro',
  next: 'Avanti',
  save: 'Salva',
  // How many profiles the alert would find today (issue 39 item 7), on step 2.
  countToday: (n: number, capped: boolean) =>
    n === 0
      ? 'Oggi questo avviso non troverebbe nessun profilo.'
      : capped
        ? `Oggi questo avviso troverebbe più di ${n} profili.`
        : n === 1
          ? 'Oggi questo avviso troverebbe 1 profilo.'
          : `Oggi questo avviso troverebbe ${n} profili.`,
  countHelp: 'Il numero conta i filtri di questo passo come erano all’ultimo aggiornamento.',
  countRefresh: 'Aggiorna il conteggio',
  countWithout: (filtro: string, n: number, capped: boolean) =>
    `Senza il filtro «${filtro}» ne troverebbe ${capped ? 'più di ' : ''}${n}.`,
  countNoSingleFilter:
    'Nessun filtro da solo svuota l’avviso: prova ad aggiungere altre aree di competenza o ad allargare più filtri.',
  categoriaProtettaHint: (label: string) =>
    `«${label}» limita l’avviso ai soli candidati iscritti alle categorie protette: se non cerchi solo loro, scegli «Tutti».`,
  // Results.
  successTitle: 'Alert configurato',
  successBody: (name: string) =>
    `${name} è stato configurato: i profili in linea con i tuoi filtri sono qui sotto.`,
  errorTitle: 'Errore nella configurazione',
  errorBody: 'Riprova o contatta il supporto clienti.',
  close: 'Chiudi',
  removeTitle: (name: string) => `Eliminare ${name}?`,
  removeBody: 'I filtri salvati saranno cancellati e non riceverai più le e-mail di questo alert.',
  removeConfirm: 'Elimina',
  removedTitle: 'Alert eliminato',
  removedBody: (name: string) => `${name} è stato eliminato.`,
  // Recommended profiles.
  recommendedTitle: 'Profili in linea con i tuoi filtri',
  inviteTitle: 'Configura un alert',
  inviteBody: 'Configura Alert Database (gratis) per vedere qui i profili in linea con i tuoi filtri.',
  recommendedSource: (name: string) => `Profili scelti con i filtri di ${name}, dal più recente.`,
} as const;
