// The portal's legal documents (issue 16): terms of use, privacy policy (GDPR art. 13) and sales conditions. Read
// by the loaders only (app/features/legal/legal.server.ts), so none of this text travels as JavaScript.
import { LEGAL_VERSIONS, RETENTION } from '#catalog/privacy.ts';
import {
  GARANZIA_MAX_MESE,
  GARANZIA_PERIODO_GIORNI,
  GARANZIA_QUOTA_PERCENTO,
} from '#catalog/guarantee-rules.ts';

export type LegalFacts = {
  controller: string;
  address: string;
  vat: string;
  supportEmail: string;
  /** One line per product of the price table, prices excluding VAT. */
  products: string[];
};

export type LegalSection = { heading: string; paragraphs: string[] };

export const termsOfUse = (f: LegalFacts): LegalSection[] => [
  {
    heading: '1. Oggetto del servizio',
    paragraphs: [
      `Portale Lavoro Industria è un servizio di ${f.controller} (${f.address}, P. IVA ${f.vat}) che mette in contatto personale industriale e meccatronico (operai, periti, ingegneri) con le aziende che cercano queste figure. Il portale non è un intermediario: le aziende contattano direttamente i candidati.`,
    ],
  },
  {
    heading: '2. Registrazione e account',
    paragraphs: [
      'La registrazione è gratuita per i candidati e per le aziende. Chi si registra dichiara che i dati inseriti sono veritieri e li mantiene aggiornati. Le credenziali sono personali: chi le custodisce risponde di quanto avviene con il proprio account.',
    ],
  },
  {
    heading: '3. Candidati',
    paragraphs: [
      "Il candidato pubblica un profilo professionale. Le aziende registrate vedono il profilo senza e-mail, telefono e indirizzo: questi dati sono visibili solo all'azienda che sblocca il profilo con un credito. Il candidato può escludere aziende indicandone la P. IVA, aggiornare il profilo in ogni momento e chiederne la cancellazione.",
    ],
  },
  {
    heading: '4. Aziende',
    paragraphs: [
      "L'azienda cerca i profili, li salva tra i preferiti, ne sblocca i contatti con i crediti acquistati, pubblica annunci e configura avvisi. Usa i dati dei candidati solo per selezionare personale, nel rispetto del Regolamento (UE) 2016/679 e delle leggi sulle pari opportunità (L. 903/77, L. 125/91, D.Lgs. 215/03 e 216/03).",
    ],
  },
  {
    heading: '5. Comportamenti non ammessi',
    paragraphs: [
      'Non sono ammessi dati falsi, e-mail, numeri di telefono o indirizzi nei campi di testo libero, la raccolta automatizzata dei profili, la cessione a terzi dei dati ottenuti dal portale. Il gestore può sospendere gli account che violano questi termini.',
    ],
  },
  {
    heading: '6. Legge applicabile',
    paragraphs: [
      'I presenti termini sono regolati dalla legge italiana. Per i candidati che agiscono come consumatori è competente il foro del loro luogo di residenza; negli altri casi il foro della sede del gestore.',
      `Per ogni domanda: ${f.supportEmail}.`,
    ],
  },
];

export const privacyPolicy = (f: LegalFacts): LegalSection[] => [
  {
    heading: '1. Titolare del trattamento',
    paragraphs: [
      `${f.controller}, ${f.address}, P. IVA ${f.vat}. Contatto per la privacy: ${f.supportEmail}.`,
    ],
  },
  {
    heading: '2. Quali dati trattiamo',
    paragraphs: [
      'Candidati: nome, cognome, data di nascita, e-mail, telefono, indirizzo, cittadinanza, il profilo professionale (titolo di studio, esperienze, scheda tecnica, lingue, disponibilità e preferenze), la fotografia se caricata, le P. IVA delle aziende escluse.',
      'Aziende: ragione sociale, P. IVA, codice fiscale, sedi, referente, codice SDI, i dati degli acquisti e delle fatture.',
      'Per tutti: i dati tecnici necessari al funzionamento e alla sicurezza (indirizzo IP, registri degli accessi).',
    ],
  },
  {
    heading: '3. Perché li trattiamo',
    paragraphs: [
      "Per fornire il servizio richiesto con la registrazione (art. 6.1.b del Regolamento): mostrare il profilo del candidato alle aziende, con i contatti visibili solo dopo lo sblocco, e inviare le e-mail di servizio (conferma dell'indirizzo, recupero della password, aggiornamento del profilo, avvisi alle aziende).",
      'Per adempiere gli obblighi di legge, come la fatturazione elettronica (art. 6.1.c).',
      'Per la sicurezza del servizio e la prevenzione degli abusi, nel legittimo interesse del titolare (art. 6.1.f).',
    ],
  },
  {
    heading: '4. A chi li comunichiamo',
    paragraphs: [
      "Alle aziende registrate, nei limiti del punto 3; ai fornitori che ci aiutano a erogare il servizio (hosting, invio delle e-mail, pagamenti con carta tramite Stripe per le aziende) e, per le fatture, al Sistema di Interscambio dell'Agenzia delle Entrate. Non vendiamo i dati a nessuno.",
    ],
  },
  {
    heading: '5. Per quanto tempo',
    paragraphs: [
      `Il profilo e l'account finché li usi. Se per ${RETENTION.inactiveCandidateMonths} mesi non accedi e non aggiorni il tuo profilo di candidato, ti scriviamo un'ultima e-mail: se non accedi (o non confermi il profilo) entro ${RETENTION.inactiveCandidateNoticeDays} giorni, cancelliamo account e profilo.`,
      `Gli account mai confermati con il link dell'e-mail sono cancellati dopo ${RETENTION.unconfirmedAccountDays} giorni; le bozze di registrazione non completate dopo ${RETENTION.wizardDraftDays} giorni dall'ultimo salvataggio.`,
      `I registri tecnici (tentativi di accesso, visite ai profili, esecuzioni dei processi automatici) per ${RETENTION.technicalRecordDays} giorni; il registro dei candidati mostrati negli avvisi alle aziende per ${RETENTION.alertMatchDays} giorni dall'invio.`,
      `Le fatture e i pagamenti per ${RETENTION.fiscalRecordYears} anni (art. 2220 c.c.), con i soli dati fiscali dell'azienda, anche dopo la cancellazione del suo account.`,
    ],
  },
  {
    heading: '6. I tuoi diritti',
    paragraphs: [
      'Hai diritto di accedere ai tuoi dati, correggerli, cancellarli, limitarne il trattamento, opporti e riceverli in un formato leggibile da una macchina (artt. 15-22 del Regolamento).',
      'Nella pagina del tuo profilo vedi quali aziende hanno sbloccato i tuoi contatti e quando. Da Impostazioni puoi scaricare i tuoi dati ("Scarica i miei dati"): il profilo, le aziende che hanno sbloccato i tuoi contatti, le visite delle aziende per giorno, gli avvisi che ti hanno mostrato a un\'azienda e ogni consenso che hai dato.',
      'Da Impostazioni puoi anche eliminare da solo il tuo account ("Elimina il mio account", con la tua password): la cancellazione è immediata e l\'indirizzo e-mail torna libero. Le aziende che avevano sbloccato i tuoi contatti vedono solo "Candidato cancellato". Per un\'azienda si cancellano anche gli account del team, gli annunci, gli avvisi e il brand; restano le fatture come detto al punto 5 e i crediti non usati vanno persi.',
      `Per ogni altra richiesta scrivi a ${f.supportEmail}. Puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
    ],
  },
  {
    heading: '7. Cookie',
    paragraphs: [
      "Il portale usa solo cookie tecnici, necessari all'accesso e alla protezione dei moduli (token e csrf). Nessun cookie di profilazione o di terze parti.",
    ],
  },
  {
    heading: '8. Versione',
    paragraphs: [
      `Versione ${LEGAL_VERSIONS.privacy} di questa informativa. Registriamo quale versione hai accettato e quando; se cambia, te la mostriamo al primo accesso e ti chiediamo di accettarla prima di continuare.`,
    ],
  },
];

export const salesConditions = (f: LegalFacts): LegalSection[] => [
  {
    heading: '1. Venditore e prezzi',
    paragraphs: [
      `I prodotti sono venduti da ${f.controller}, P. IVA ${f.vat}, alle aziende registrate. I prezzi sono in euro, IVA esclusa: al pagamento si aggiunge l'IVA del 22%. Ogni acquisto genera una fattura elettronica, trasmessa tramite il Sistema di Interscambio al codice destinatario o alla PEC indicati dall'azienda e consultabile nella pagina dei dati aziendali.`,
    ],
  },
  { heading: '2. Prodotti', paragraphs: f.products },
  {
    heading: '3. Pagamento e attivazione',
    paragraphs: [
      'Il pagamento avviene con carta tramite Stripe. Crediti e abbonamenti si attivano quando il pagamento è confermato; i prodotti gratuiti si attivano con un clic nella pagina Upgrade.',
    ],
  },
  {
    heading: '4. Durata e scadenza',
    paragraphs: [
      "I crediti della Card Crediti non scadono. Gli altri prodotti durano il periodo indicato dall'acquisto; acquistati di nuovo prima della scadenza, si estendono dalla scadenza in corso. I crediti di un abbonamento non usati scadono con l'abbonamento. Sbloccare un profilo costa un credito; sbloccarlo di nuovo non costa nulla.",
    ],
  },
  {
    heading: '5. Garanzia sui crediti',
    paragraphs: [
      'Se un candidato sbloccato non è raggiungibile, l\'azienda lo segnala dal portale ("Candidato non raggiungibile", sul profilo o in Profili acquistati) entro 30 giorni dallo sblocco, una volta per sblocco. Il portale chiede subito al candidato di confermare o correggere i suoi contatti: se lo fa, l\'azienda riceve i contatti aggiornati e il credito resta speso; se la segnalazione resta aperta per 7 giorni consecutivi, il credito viene restituito automaticamente nel tipo di credito da cui era stato speso (un credito di un abbonamento scaduto torna come credito ordinario), con la voce "Rimborso garanzia" nei movimenti crediti. Il candidato resta escluso dalle ricerche finché non conferma o aggiorna i suoi contatti.',
      `Ogni azienda può ricevere in garanzia al massimo ${GARANZIA_MAX_MESE} crediti per mese solare e non più del ${GARANZIA_QUOTA_PERCENTO}% dei profili sbloccati negli ultimi ${GARANZIA_PERIODO_GIORNI} giorni (arrotondato per difetto, almeno 1); oltre questi limiti la segnalazione è verificata dal nostro staff, che restituisce il credito o respinge la segnalazione.`,
      'La garanzia di successo prevede un compenso una tantum di 2.500 € + IVA, alle condizioni di 12 mesi concordate per e-mail.',
    ],
  },
  {
    heading: '6. Recesso e assistenza',
    paragraphs: [
      `I servizi digitali sono forniti subito, su richiesta dell'azienda che agisce come professionista: il diritto di recesso previsto per i consumatori non si applica. Per assistenza: ${f.supportEmail}.`,
    ],
  },
];
