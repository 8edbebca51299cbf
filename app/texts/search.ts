// Texts of the company search, candidate cards, resource profile, favourites, unlocked profiles and the
// purchase flow (spec 02 §2, §4, §5, §8). Quoted spec texts are character for character.

export const search = {
  /** A card's attribution to a team member (issue 27): here, not with the team's texts, which no card page needs. */
  unlockedByName: (nome: string) => `Sbloccato da ${nome}`,
  favouriteBy: (nome: string) => `Nei preferiti da ${nome}`,
  homeTitle: 'Cerca profili',
  favouritesTitle: 'Preferiti',
  unlockedTitle: 'Profili acquistati',
  bannerBrandTitle: 'Promuovi il tuo brand',
  bannerBrandBody: 'Mostra la tua azienda ai candidati con la Brand Card.',
  bannerBrandCta: 'Scopri la Brand Card',
  bannerJobTitle: 'Pubblica un annuncio',
  bannerJobBody: 'Fai sapere ai candidati quali figure stai cercando: pubblicare un annuncio è gratuito.',
  bannerJobCta: 'Promuovi ricerca',
  legal:
    'Gli annunci e le ricerche sono rivolti a candidati di entrambi i sessi, ai sensi delle leggi 903/77 e 125/91, e a persone di tutte le età e tutte le nazionalità, ai sensi dei decreti legislativi 215/03 e 216/03.',
  residenceLegend: 'Cerca per residenza / domicilio',
  residenceType: 'Cerca per',
  residenceCitta: 'Città',
  residenceProvincia: 'Provincia',
  residenceText: 'Testo da cercare',
  residenceSubmit: 'Cerca',
  provinciaTooLong: 'La provincia deve avere massimo 2 caratteri (es. BA, MI).',
  removeFilter: (label: string) => `Rimuovi il filtro ${label}`,
  activeFilters: 'Filtri attivi',
  removeAllFilters: 'Rimuovi tutti i filtri',
  residenzaChip: (value: string) => `Residenza: ${value}`,
  provinciaChip: (value: string) => `Provincia: ${value}`,
  expandFilters: 'ESPANDI I FILTRI',
  collapseFilters: 'Riduci visualizzazione filtri',
  applyFilters: 'Applica filtri',
  resetFilters: 'Azzera filtri',
  bucketLegend: 'Profili',
  /** The bucket's note, naming the work place and, when it differs, the comune the distances are measured from. */
  bucketNote: (sede: string | null, origine: string | null) =>
    `I profili sono ordinati per vicinanza e disponibilità rispetto alla sede di lavoro della tua azienda${sede ? ` (${sede})` : ''}.` +
    (origine && origine !== sede ? ` Le distanze sono misurate da ${origine}, il comune del filtro.` : ''),
  eta: 'Età',
  titoloStudio: 'Titolo di studio',
  esperienza: 'Esperienza',
  luogoLavoro: 'Disponibile a lavorare in provincia di',
  occupazione: 'Occupazione',
  mobilita: 'Mobilità',
  qualifica: 'Qualifica',
  incentivi: 'Incentivi all’assunzione',
  categoriaProtetta: 'Categoria Protetta L. 68/99 > 46%',
  automunito: 'Automunito',
  aree: 'Aree di competenza',
  conoscenze: 'Conoscenze informatiche',
  schedaTecnica: 'Cerca nella scheda tecnica',
  schedaTecnicaHelp: 'Parole cercate nei valori della scheda tecnica delle aree selezionate.',
  schedaTecnicaReset: 'Reset',
  distanzaLegend: 'Distanza',
  distanzaRaggio: 'Entro',
  distanzaNessuna: 'Qualsiasi distanza',
  distanzaKm: (km: number) => `Entro ${km} km`,
  distanzaProvincia: 'Provincia del comune',
  distanzaComune: 'Da',
  distanzaScegli: 'Scegli il comune',
  distanzaMobili: 'Includi chi è disponibile a trasferirsi',
  distanzaHelp: 'Distanza in linea d’aria dal comune scelto (di norma il luogo di lavoro della tua azienda).',
  distanzaCard: (km: number, da: string) => `a ${km} km da ${da}`,
  /** The distance filter in words (alert cards): "Entro 30 km da Bergamo", or from the work place. */
  distanzaWords: (km: number, comune: string, mobili: boolean) =>
    `Entro ${km} km ${comune ? `da ${comune}` : 'dal luogo di lavoro'}${mobili ? ', o disponibile a trasferirsi' : ''}`,
  distanzaRaggioInvalid:
    'La distanza scelta non è tra quelle disponibili (10, 20, 30, 50 o 100 km): il filtro per distanza non è stato applicato.',
  distanzaComuneInvalid: (comune: string, provincia: string) =>
    `«${comune}» non è un comune della provincia ${provincia || 'indicata'}: il filtro per distanza non è stato applicato.`,
  distanzaSenzaSede:
    'Il luogo di lavoro della tua azienda non è un comune italiano riconosciuto: scegli un comune per filtrare per distanza.',
  all: 'Tutti',
  si: 'Si',
  no: 'No',
  loading: 'Caricamento dei profili…',
  empty: 'Nessun utente trovato',
  pagination: 'Pagine dei risultati',
  previous: 'Precedente',
  next: 'Successiva',
  page: (page: number) => `Pagina ${page}`,
  years: (eta: number) => `${eta} anni`,
  favouriteAdd: (name: string) => `Aggiungi ${name} ai preferiti`,
  favouriteRemove: (name: string) => `Rimuovi ${name} dai preferiti`,
  buy: 'Acquista Profilo',
  bought: 'Profilo acquistato',
  exclusive: (date: string) => `In esclusiva fino al ${date}`,
  viewProfile: 'Vedi profilo',
  noPicture: 'Nessuna foto',
} as const;

export const purchase = {
  title: 'Acquisto del profilo',
  body: 'Confermando, dal tuo saldo verrà scalato 1 credito e potrai vedere i dati nascosti del profilo: email, telefono e indirizzo.',
  confirm: 'Conferma acquisto',
  cancel: 'Annulla',
  insufficientTitle: 'Crediti insufficienti',
  // The refusals' bodies are the catalog's (strapi/src/catalog/purchase.ts), one map for Strapi and the dialog;
  // PurchaseDialogs reads them there (here they would weigh on every page's texts chunk).
  buyCredits: 'Acquista crediti',
  exclusiveTitle: 'Profilo in esclusiva',
  refusedTitle: 'Acquisto non riuscito',
  failed: 'Non è stato possibile completare l’operazione, riprova tra poco.',
} as const;

export const resourceProfile = {
  notFound: 'Non siamo riusciti a trovare il profilo',
  back: 'Torna indietro',
  contacts: 'Contatti',
  lockedHint: 'I contatti sono visibili dopo l’acquisto del profilo.',
  unlockedOn: (date: string) => `Profilo acquistato il ${date}`,
  updated: 'Ultimo aggiornamento',
  schedaOpen: 'Scheda tecnica',
} as const;
