// The 15 questions of the company FAQ (spec 02 §1, §9), and a 16th on the distance filter (issue 25): answers follow
// the spec's statements and price table.
// Prices come from the product catalogue, formatted by the page (e.g. '2.900 €'); the guarantee's limits from its
// rules (catalog/guarantee-rules.ts), passed by the page too (imported here they would ride in every page's shared
// texts chunk).
export type FaqPrices = Record<
  | 'card_crediti'
  | 'smart_card'
  | 'hr_membership_card'
  | 'apl_card'
  | 'alert_database'
  | 'alert_new_profile'
  | 'alert_new_profile_list'
  | 'promuovi_ricerca'
  | 'brand_card',
  string
>;

export const companyFaqTitle = 'Domande frequenti';
export const companyFaqIntro = 'Tutti i prezzi sono IVA esclusa.';

/** The guarantee's limits (catalog/guarantee-rules.ts): per month, the share (per cent) and its period in days. */
export type FaqGuaranteeLimits = { perMese: number; quota: number; giorni: number };

export const companyFaq = (p: FaqPrices, g: FaqGuaranteeLimits) => [
  {
    q: 'La registrazione è gratuita?',
    a: 'Sì. La registrazione è gratuita sia per le aziende sia per i candidati.',
  },
  {
    q: 'I candidati possono contattare la mia azienda?',
    a: 'No. I candidati non possono contattare le aziende: solo le aziende possono contattare i candidati, dopo aver acquistato una CARD con i crediti.',
  },
  {
    q: 'Ci sono intermediari?',
    a: 'No. La piattaforma è nazionale e non ha intermediari: tratti direttamente con i candidati.',
  },
  {
    q: 'Come sblocco i contatti di un candidato?',
    a: "Email, telefono e indirizzo restano nascosti finché non acquisti il profilo: ogni sblocco costa 1 credito. Il credito disponibile è la somma dei crediti e dei crediti dell'abbonamento.",
  },
  {
    q: 'Quanto costa la Card Crediti?',
    a: `${p.card_crediti}: 5 profili, senza scadenza.`,
  },
  {
    q: 'Che cos’è la Smart Card?',
    a: `${p.smart_card}: 10 profili da usare entro 1 mese dall'acquisto.`,
  },
  {
    q: 'Che cos’è la HR Membership Card?',
    a: `${p.hr_membership_card}: 30 profili, validi per un anno.`,
  },
  {
    q: 'Come funziona la Card Success Fee?',
    a: 'Costa il 15% della RAL lorda annua del candidato assunto, con un anticipo di 500 € e 5 profili per un anno. Si acquista via email.',
  },
  {
    q: 'Sono un’agenzia per il lavoro: cosa posso acquistare?',
    a: `Le agenzie per il lavoro acquistano la APL Card: ${p.apl_card} al mese per 10 profili al mese, con scadenza mensile.`,
  },
  {
    q: 'Che cos’è l’Alert Database?',
    a: `Ogni giorno ricevi via email i nuovi profili in linea con i tuoi filtri. Listino ${p.alert_database}: per te è GRATIS.`,
  },
  {
    q: 'Che cos’è l’Alert New Profile?',
    a: `Ti avvisa subito dei nuovi profili per 12 mesi e ti dà 15 giorni di esclusiva su ogni contatto acquistato. Listino ${p.alert_new_profile_list}, in promozione a ${p.alert_new_profile}.`,
  },
  {
    q: 'Posso pubblicare annunci di lavoro?',
    a: `Sì, gratuitamente: Promuovi ricerca (listino ${p.promuovi_ricerca}) è GRATIS e i candidati possono segnalare il loro interesse.`,
  },
  {
    q: 'Come promuovo il brand della mia azienda?',
    a: `Con la Brand Card, ${p.brand_card} al mese, rinnovabile: logo, descrizione e sito web compaiono nella bacheca dei candidati.`,
  },
  {
    q: 'Cosa succede se un candidato non è raggiungibile?',
    a: `La garanzia sul credito scatta dopo 7 giorni consecutivi in cui il candidato non è raggiungibile. Entro 30 giorni dallo sblocco, dal profilo o da Profili acquistati scegli “Candidato non raggiungibile”: chiediamo subito al candidato di confermare o correggere i suoi contatti. Se lo fa, ricevi i contatti aggiornati; se entro 7 giorni non lo fa, il credito torna da solo nel tuo credito residuo, con la voce “Rimborso garanzia” nei movimenti crediti. Ogni mese puoi ricevere al massimo ${g.perMese} crediti in garanzia, e non più del ${g.quota}% dei profili sbloccati negli ultimi ${g.giorni} giorni: oltre, la segnalazione la verifica il nostro staff. La garanzia di successo è una quota una tantum di 2.500 € più IVA, con una condizione di 12 mesi.`,
  },
  {
    q: 'Come aggiungo crediti?',
    a: 'Dalla pagina Upgrade scegli la CARD che preferisci e paghi con carta: i crediti si aggiungono subito al tuo credito residuo.',
  },
  {
    q: 'Come si calcola la distanza dei candidati?',
    a: 'È la distanza in linea d’aria (sul cerchio massimo terrestre) tra il comune di residenza del candidato e il comune scelto, di norma quello del luogo di lavoro della tua azienda, arrotondata al chilometro: non è un percorso stradale e non usa mai l’indirizzo. I candidati residenti all’estero o in un comune non riconosciuto non compaiono nei filtri per distanza. Allo stesso modo i candidati vedono nella bacheca quanto dista da casa ogni annuncio e possono filtrarla per distanza: un annuncio indica solo la provincia, e la distanza è misurata dal comune del luogo di lavoro della tua azienda (dalla sede operativa se il luogo di lavoro manca), qualunque sia la provincia dell’annuncio; se quel comune non è un comune italiano riconosciuto, i tuoi annunci non indicano distanza e non compaiono nei filtri per distanza.',
  },
];
