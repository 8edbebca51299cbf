// Texts of the candidate's own area (issue 4): profile page, picture, company strip, job board, freshness link,
// download of one's own data. Texts quoted by the specification are copied character for character.
import { identityLabels, wizard } from './wizard';

export const profilePage = {
  title: 'Il mio profilo',
  edit: 'Modifica profilo',
  visits: 'Visite al profilo',
  visitsHelp: 'Quante volte le aziende hanno visto il tuo profilo.',
  technicalSheet: 'Scheda tecnica',
  openTechnicalSheet: 'Vedi la scheda tecnica',
  technicalSheetExtra: 'Altro',
  blacklistTitle: 'P. IVA escluse',
  blacklistHelp: 'Le aziende con queste partite IVA non vedono il tuo profilo.',
  blacklistEmpty: 'Nessuna P. IVA esclusa',
  empty: '—',
  yes: 'Si',
  no: 'No',
  welcomeTitle: 'Benvenuto nel tuo profilo!',
  welcomeBody:
    'Controlla che i tuoi dati siano corretti, in particolare il numero di telefono e l’indirizzo email: le aziende li useranno per contattarti.',
  welcomePhone: 'Telefono',
  welcomeEmail: 'Email',
  welcomeButton: 'Vai al profilo',
  /** The profile's sections are the wizard's steps, under the same titles. */
  sections: wizard.stepTitles,
  fields: {
    ...identityLabels,
    nascita: 'Data di nascita',
    conoscenza_italiano: 'Conoscenza della lingua italiana',
    categorie_protette: 'Categorie protette (L.68/99 oltre il 46%)',
    incentivi_assunzione: 'Incentivi all’assunzione',
    disponibilita_colloquio: 'Disponibile al colloquio',
    patente: 'Patente',
    automunito: 'Automunito',
    mobilita: 'Disponibilità a spostarsi',
    trasferta: 'Disponibilità a trasferte',
    occupazione: 'Occupazione',
    esperienza: 'Esperienza nel settore',
    qualifica_professionale: 'Qualifica professionale',
    perito: 'Diploma di perito',
    tipo_laurea: 'Laurea',
    ingegnere: 'Laurea in ingegneria',
    specializzazione: 'Specializzazione',
    certificazione: 'Certificazioni',
    conoscenze_informatiche: 'Conoscenze',
    lingue: 'Lingue',
    aree_di_competenza: 'Aree di competenza',
    qualifica: 'Qualifica',
    mansioni_preferite: 'Mansioni preferite',
    mansioni_diverse: 'Disponibile anche per mansioni diverse',
    ral_desiderata: 'R.A.L. desiderata',
    trattabile: 'R.A.L. trattabile',
    benefits: 'Benefits desiderati',
    tipo_contratto: 'Tipo di contratto',
    orari: 'Orari',
  },
  rating: (n: number, max: number) => `${n}/${max}`,
} as const;

export const pictureUpload = {
  title: 'Foto profilo',
  alt: 'La tua foto profilo',
  none: 'Nessuna foto caricata',
  label: 'Scegli una foto (JPEG, PNG o WebP, massimo 5 MB)',
  submit: 'Carica foto',
  submitting: 'Caricamento…',
  tooLarge: 'Il file è troppo grande',
  notImage: 'Solo immagini sono permesse',
  missing: 'Seleziona una foto da caricare',
  failed: 'Non è stato possibile caricare la foto, riprova più tardi.',
  done: 'Foto aggiornata.',
} as const;

export const activeCompanies = {
  title: 'Aziende in ricerca attiva',
  empty: 'Nessuna azienda da mostrare al momento.',
  visit: (nome: string) => `Visita il sito di ${nome} (si apre in una nuova scheda)`,
  logoAlt: (nome: string) => `Logo di ${nome}`,
  noWebsite: 'Questa azienda non ha indicato un sito web.',
  forwardTitle: "Sito dell'azienda",
  forwarding: "Ti stiamo portando al sito dell'azienda.",
  goToWebsite: 'Vai al sito',
  forwardMissing: "Per visitare il sito di un'azienda, scegli il suo logo tra le aziende in ricerca attiva.",
} as const;

export const jobBoard = {
  title: 'Posizioni ricercate dalle aziende',
  empty: 'Nessun annuncio',
  loadError: 'Errore nel caricamento degli annunci',
  interested: 'Mi interessa',
  alreadyInterested: 'Interessato',
  interestError: 'Non è stato possibile registrare il tuo interesse, riprova.',
  postGone: 'Questo annuncio non è più disponibile: l’azienda lo ha archiviato o rimosso.',
  company: 'Azienda',
  place: 'Luogo di lavoro',
  contract: 'Tipo di contratto',
  ral: 'R.A.L. prevista',
  benefits: 'Benefits aziendali',
  education: 'Titolo di studio',
  experience: 'Esperienza',
  qualification: 'Qualifica',
  sectors: 'Settori',
  published: (date: string) => `Pubblicato il ${date}`,
  /** Where the board's distances are measured from: with search.distanzaWords "Entro 30 km da casa", with
   * search.distanzaCard "a 12 km da casa" (issue 25 item 5). */
  casa: 'casa',
  distanzaLabel: 'Distanza',
  distanzaHelp:
    'In linea d’aria dal comune di residenza del tuo profilo al comune del luogo di lavoro dell’azienda che pubblica l’annuncio.',
  distanzaSenzaCasa:
    'Il filtro per distanza non è disponibile: il comune di residenza del tuo profilo non è un comune italiano riconosciuto. Puoi correggerlo con «Modifica profilo».',
} as const;

export const freshness = {
  invalidTitle: 'Link non valido',
  invalidBody:
    'Il link per confermare il tuo profilo non è valido o è scaduto. Accedi al portale per controllare e aggiornare i tuoi dati.',
  goToLogin: 'Vai al profilo',
  confirmed: 'Grazie! Il tuo profilo risulta aggiornato a oggi.',
} as const;

export const ownData = {
  download: 'Scarica i miei dati',
  help: 'Un file JSON con tutti i dati del tuo profilo (art. 20 GDPR).',
} as const;
