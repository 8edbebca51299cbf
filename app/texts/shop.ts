// Texts of the shop (issue 14): /company-upgrade, the payment pages and the credit ledger. Quoted spec texts
// (02-company.md §2, §8, §9) are copied as written: tab names, the payment pages' titles and buttons.
/**
 * The past participle agrees with the product's name: the cards are feminine ('la Brand Card', 'la Smart Card'),
 * the alerts and 'Promuovi ricerca' (a service) masculine. tests/unit/shop-texts.test.ts checks every product.
 */
const isCard = (prodotto: string) => /\bCard\b/.test(prodotto);
export const activatedAgreement = (prodotto: string) => (isCard(prodotto) ? 'attivata' : 'attivato');

export const shop = {
  title: 'Upgrade',
  intro: 'Scegli il prodotto per la tua azienda. Prezzi IVA esclusa.',
  tabsLabel: 'Prodotti',
  tabs: {
    card: 'CARD',
    'alert-database': 'Alert Database',
    'alert-newprofile': 'Alert NewProfile',
    'promuovi-ricerca': 'Promuovi ricerca',
    'promuovi-brand': 'Promuovi brand',
    apl: 'Apl',
  },
  perMonth: 'al mese',
  plusVat: '+ IVA 22%',
  listPrice: 'Prezzo di listino',
  buy: 'Acquista',
  renew: 'Rinnova',
  activate: 'Attiva',
  configure: 'Configura i filtri',
  /** A live product's end on its offer: a card is 'Valida fino al' (issue 39 item 8), a service 'Attivo fino al'. */
  activeUntil: (prodotto: string, date: string) =>
    isCard(prodotto) ? `Valida fino al ${date}` : `Attivo fino al ${date}`,
  renewNote: 'Il rinnovo parte dalla scadenza attuale.',
  alertDatabaseActive: 'Alert Database è attivo: ricevi i nuovi profili in linea con i tuoi filtri.',
  activated: 'Prodotto attivato.',
  successFee: 'Success Fee',
  successFeeContact: 'Richiedi via email',
  successFeeSubject: 'Richiesta Card Success Fee',
  guarantee:
    'Garanzia di successo: 2.500 € + IVA una tantum, per 12 mesi. La garanzia sul credito scatta dopo 7 giorni consecutivi di candidato irraggiungibile.',
  refusedTitle: 'Acquisto non disponibile',
  close: 'Chiudi',
  paymentUnavailable: 'Il servizio di pagamento non risponde. Riprova tra qualche minuto.',
  // Payment pages (spec 02 §2, §8).
  paymentTitle: 'Pagamento',
  successTitle: 'Pagamento andato a buon fine!',
  successAdded: (prodotto: string, crediti: number) =>
    crediti > 0
      ? `${prodotto}: ${crediti} crediti aggiunti al tuo credito residuo.`
      : `${prodotto} ${activatedAgreement(prodotto)}.`,
  successUntil: (prodotto: string, date: string) =>
    `${isCard(prodotto) ? 'Valida' : 'Valido'} fino al ${date}.`,
  backHome: 'Torna alla home',
  errorTitle: 'Qualcosa è andato storto.',
  errorBody: 'Il pagamento non è stato completato e non ti è stato addebitato nulla.',
  /** Another company's checkout session: nothing is known to this company about what was charged, or to whom. */
  notYoursBody: 'Questo pagamento non risulta della tua azienda.',
  retry: 'Riprova',
  contact: 'Contattaci',
  contactSubject: 'Problema con un pagamento',
} as const;
