// Texts of the candidate onboarding wizard (spec 01 §2, §3, §5, §8).
import { common } from './shared';

export const wizard = {
  appTitle: 'Registrazione candidato',
  updateTitle: 'Modifica profilo',
  progress: (n: number, total: number) => `Passo ${n} di ${total}`,
  next: 'Avanti',
  back: 'Indietro',
  save: 'Salva profilo',
  backToProfile: 'Torna al profilo',
  saving: 'Salvataggio in corso…',
  select: common.choose,
  yes: 'Si',
  no: 'No',
  fixErrors: 'Controlla i campi evidenziati.',
  checkStep: 'Controlla i dati di questo passo e premi Avanti.',
  stepTitles: {
    anagrafica: 'Dati anagrafici',
    stato: 'Stato occupazionale',
    titolo: 'Titolo di studio',
    informatica: 'Conoscenze informatiche',
    lingue: 'Conoscenze linguistiche',
    mansioni: 'Mansioni',
    scheda: 'Scheda tecnica',
    valori: 'Valori aziendali ricercati',
    altre: 'Altre informazioni',
  },
} as const;

/** The identity and contact fields' labels, the same in the wizard and on the profile pages. */
export const identityLabels = {
  nome: 'Nome',
  cognome: 'Cognome',
  email: 'Email',
  telefono: 'Telefono',
  indirizzo: 'Indirizzo',
  cittadinanza: 'Cittadinanza',
  provincia: 'Provincia',
  citta: 'Città',
  cap: 'C.A.P.',
} as const;

export const anagrafica = {
  ...identityLabels,
  nascita: 'Data di nascita (AAAA-MM-GG)',
  emailLocked: "L'email è quella del tuo account e non si può modificare da qui.",
  aggiornaComuni: 'Aggiorna comuni',
  comuniLoading: 'Caricamento dei comuni…',
  comuniHelp: 'Cambiata la provincia o la cittadinanza, premi "Aggiorna comuni" per aggiornare l’elenco.',
  conoscenza_italiano: 'Conosci la lingua italiana?',
  categorie_protette: 'Appartieni alle categorie protette (L.68/99 con invalidità superiore al 46%)?',
  incentivi_assunzione: 'Rientri nelle categorie con incentivi all’assunzione?',
  mobilita: 'Disponibilità a lavorare',
  trasferta: 'Disponibilità a trasferte',
  patente_bool: 'Hai la patente?',
  patente_text: 'Quali patenti hai?',
  automunito_bool: 'Sei automunito?',
  disponibilita_colloquio: 'Sono disponibile a essere contattato per un colloquio',
  conferma_veridicita: 'Confermo che i dati inseriti sono veritieri',
} as const;

export const statoOccupazionale = {
  occupazione: 'Stato occupazionale',
  esperienza: 'Esperienza nel settore',
} as const;

export const titoloDiStudio = {
  qualifica_professionale_enum: 'Qualifica professionale',
  qualifica_professionale_text: 'Quale qualifica professionale?',
  perito_enum: 'Diploma di perito',
  perito_text: 'Quale diploma?',
  tipo_laurea: 'Laurea',
  ingegnere_enum: 'Indirizzo della laurea',
  ingegnere_text: 'Quale indirizzo?',
  specializzazione_bool: 'Hai una specializzazione?',
  specializzazione_text: 'Quale specializzazione?',
  certificazione_bool: 'Hai certificazioni o patentini?',
  certificazione_text: 'Quali certificazioni?',
} as const;

export const conoscenzeInformatiche = {
  legend: 'Le tue conoscenze informatiche',
  altro: 'Altro (specifica)',
} as const;

export const conoscenzeLinguistiche = {
  lingua: 'Lingua',
  livello: 'Livello',
  italiano: 'Italiano',
  add: 'Aggiungi lingua',
  remove: 'Rimuovi',
  rowLabel: (n: number) => `Lingua ${n}`,
} as const;

export const mansioniStep = {
  aree: 'Aree di competenza',
  qualifica: 'Inquadramento',
} as const;

export const schedaTecnicaStep = {
  intro:
    'Seleziona le macchine, i processi e gli strumenti che conosci. Apri ogni sezione per vederne le voci.',
  altro: 'Altro (specifica)',
  close: 'Ho capito',
} as const;

export const valoriStep = {
  intro: 'Quanto è importante per te ciascuno di questi valori? (1 poco, 3 molto)',
} as const;

export const altreInformazioni = {
  trattabile: 'La retribuzione è trattabile?',
  mansioni_diverse: 'Sei disponibile anche a mansioni diverse?',
  mansioni_preferite: 'Mansioni preferite',
  ral_desiderata: 'RAL desiderata (lorda annua)',
  benefits: 'Benefit desiderati',
  tipo_contratto: 'Tipo di contratto',
  orari: 'Orari',
  pivas: 'P. IVA delle aziende da escludere',
  pivasHelp: 'Le aziende con queste partite IVA non vedranno il tuo profilo.',
  piva: (n: number) => `P. IVA ${n}`,
  addPiva: 'Aggiungi P. IVA',
  removePiva: 'Rimuovi',
} as const;

export const registrationDialogs = {
  cancel: 'Annulla',
  login: 'Accedi',
  errorTitle: 'Errore durante la registrazione',
  errorBody: 'Qualcosa durante la registrazione dei dati al server è andato storto, rirova più tardi',
  close: 'Chiudi',
  sentTitle: 'Email di conferma inviata!',
  sentBody:
    "Ti abbiamo inviato un'email per la creazione gratuita del tuo account personale: apri il link che contiene per confermare il tuo indirizzo.",
  sentButton: 'ACCEDI se hai confermato il tuo account',
} as const;
