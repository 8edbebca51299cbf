// The titolare's API keys for an ATS (issue 43, /company-info/chiavi-api): a module of its own, so that the link on
// /company-info carries no more than these words into that page's JavaScript (scripts/check-bundle.mjs).
/** The titolare's API keys for an ATS (/company-info/chiavi-api). */
export const apiKeys = {
  title: 'Chiavi API per il tuo ATS',
  link: 'Chiavi API per il tuo ATS',
  back: 'Torna ai dati aziendali',
  unknownAction: 'Operazione non riconosciuta',
  hint: 'Una chiave permette al tuo software di selezione (ATS) di leggere i candidati sbloccati dalla tua azienda. La chiave si vede una sola volta: copiala subito.',
  name: 'Nome della chiave',
  create: 'Crea chiave',
  created: 'Ecco la nuova chiave. Copiala ora: non sarà più mostrata.',
  revoke: 'Revoca',
  revoked: (when: string) => `Revocata il ${when}`,
  used: (when: string) => `Usata l’ultima volta il ${when}`,
  neverUsed: 'Mai usata',
  none: 'Nessuna chiave.',
  createdOn: (when: string) => `Creata il ${when}`,
};
