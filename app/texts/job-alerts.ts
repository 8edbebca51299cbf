// Texts of the candidate's e-mail choices (issue 42): the job alert box of the job board, of the wizard's last step
// and of /impostazioni, the weekly e-mail's toggle, and the e-mails' off-link page /avvisi-off/:token. The e-mails
// themselves are Strapi's (strapi/src/mail/mails/job-alert.tsx, profile-week.tsx); the names here match theirs.
export const jobAlerts = {
  heading: 'Avvisi dei nuovi annunci',
  intro:
    'Ogni mattina alle 7, quando ci sono annunci nuovi adatti alle tue mansioni e aree di competenza, ti scriviamo un’e-mail (al massimo 10 annunci).',
  turnOn: 'Avvisami dei nuovi annunci',
  radiusLabel: 'Distanza degli annunci dell’avviso',
  turningOn: 'Attivazione…',
  turnOff: 'Disattiva l’avviso',
  turningOff: 'Disattivazione…',
  consent:
    'Premendo il pulsante acconsenti a ricevere queste e-mail. Puoi disattivarle quando vuoi, qui, nelle Impostazioni o con il link in fondo a ogni e-mail.',
  consentBox:
    'Spuntando la casella acconsenti a ricevere queste e-mail. Puoi disattivarle quando vuoi, nelle Impostazioni o con il link in fondo a ogni e-mail.',
  isOn: (where: string) => `L’avviso dei nuovi annunci è attivo: ${where}.`,
  isOff: 'L’avviso dei nuovi annunci non è attivo.',
  anywhere: 'annunci a qualsiasi distanza',
  within: (km: number) => `annunci entro ${km} km da casa`,
  since: (date: string) => `Attivato il ${date}.`,
  unavailable: 'Gli avvisi non sono disponibili in questo momento. Riprova più tardi.',
  /** /impostazioni */
  settingsHeading: 'E-mail',
  annunciLabel: 'Avvisami dei nuovi annunci',
  annunciHelp: 'Un’e-mail al mattino con i nuovi annunci adatti a te, solo nei giorni in cui ce ne sono.',
  settimanaleLabel: 'Il tuo profilo questa settimana',
  settimanaleHelp:
    'Un riepilogo la domenica sera, solo nelle settimane in cui le aziende hanno visto, salvato o sbloccato il tuo profilo.',
  save: 'Salva le preferenze e-mail',
  saving: 'Salvataggio…',
  /** After a post (a flash notice, notice.server.ts). */
  notices: {
    annunciOn: 'Avviso dei nuovi annunci attivato.',
    annunciOff: 'Avviso dei nuovi annunci disattivato.',
    salvati: 'Preferenze e-mail salvate.',
    errore: 'Non è stato possibile salvare le preferenze e-mail. Riprova.',
  },
  invalidForm: 'Preferenze e-mail non valide.',
} as const;

/** The off-link of the candidate's e-mails: /avvisi-off/:token. */
export const avvisiOff = {
  confirmTitle: 'Disattiva le e-mail',
  confirmBody: {
    annunci: 'Non riceverai più l’avviso dei nuovi annunci di lavoro.',
    settimanale: 'Non riceverai più il riepilogo settimanale «Il tuo profilo questa settimana».',
  },
  confirm: {
    annunci: 'Disattiva l’avviso dei nuovi annunci',
    settimanale: 'Disattiva il riepilogo settimanale',
  },
  confirming: 'Disattivazione…',
  doneTitle: 'Avvisi disattivati',
  doneBody: {
    annunci: 'L’avviso dei nuovi annunci è stato disattivato: non ti scriveremo più per i nuovi annunci.',
    settimanale:
      'Il riepilogo settimanale «Il tuo profilo questa settimana» è stato disattivato: non lo riceverai più.',
  },
  again: 'Puoi riattivarlo quando vuoi dalle Impostazioni del tuo account.',
  goToSettings: 'Vai alle Impostazioni',
  invalidTitle: 'Link non valido',
  invalidBody:
    'Il link per disattivare le e-mail non è valido o è incompleto. Accedi al portale e gestisci le tue e-mail dalle Impostazioni.',
} as const;
