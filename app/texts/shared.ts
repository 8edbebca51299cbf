// Texts of the shell, sign-in, password and verification flows, settings and navigation.
export const common = {
  appName: 'Portale Lavoro Industria',
  /** The meta description of every page (search results and link previews). */
  metaDescription:
    "Lavoro nell'industria: operai, tecnici e impiegati creano gratis il loro profilo, le aziende cercano e contattano i candidati.",
  /** A free product's price, the spec's word (02-company.md §9), wherever a free product is offered. */
  free: 'FREE',
  required: '*Campo obbligatorio',
  /** The empty choice of a select. */
  choose: 'Seleziona…',
  invalidEmail: 'Email non valida',
  minChars: (min: number) => `Almeno ${min} caratteri`,
  emailFormat: "Il formato dell'indirizzo email non è valido",
  close: 'Chiudi',
  cancel: 'Annulla',
  back: 'Torna indietro',
  loading: 'Caricamento in corso…',
  logout: 'Logout',
  skipToContent: 'Vai al contenuto',
  tooLong: (max: number) => `Massimo ${max} caratteri`,
  bodyTooLarge: 'I dati inviati sono troppo grandi.',
  csrfFailed: 'La sessione del modulo è scaduta: ricarica la pagina e riprova.',
  spam: 'Invio non valido: ricarica la pagina e riprova.',
  tooManyAttempts: 'Troppi tentativi, riprova tra qualche minuto.',
  serviceUnavailable: 'Servizio momentaneamente non disponibile, riprova tra poco.',
  serviceUnavailableTitle: 'Servizio non disponibile',
  unexpectedError: 'Unexpected Application Error!',
  notFoundTitle: 'Pagina non trovata',
  notFound: 'La pagina che cerchi non esiste o è stata spostata.',
  badRequestTitle: 'Richiesta non valida',
  goHome: 'Torna alla home',
  honeypotLabel: 'Lascia vuoto questo campo',
} as const;

export const login = {
  title: 'Accedi',
  intro: 'Accedi al portale con le tue credenziali.',
  email: 'Email',
  password: 'Password',
  submit: 'Accedi',
  forgot: 'Ho dimenticato la password',
  register: 'Registrati',
  registerPrompt: 'Non hai un account?',
  failure: 'E-mail o password errate, riprova!',
  submitting: 'Accesso in corso…',
  /** After a self-service erasure (issue 41), on the page the erasure leads to. */
  accountDeleted: 'Il tuo account è stato eliminato. Ti abbiamo mandato una conferma per e-mail.',
} as const;

export const forgotPassword = {
  title: 'Recupera la password',
  intro: "Inserisci l'email del tuo account: ti invieremo le istruzioni per scegliere una nuova password.",
  email: 'Email',
  back: 'Accedi',
  submit: 'Invia mail di recupero',
  submitting: 'Invio in corso…',
  successTitle: 'Email di recupero inviata con successo',
  successBody:
    "E' stata inviata alla casella che hai inserito una mail con le istruzioni per il recupero della tua password",
  failureTitle: "Errore nell'invio della mail",
  failureBody:
    'Non è stato possibile inviare la mail per il recupero della password. Controlla la mail inserita o riprova più tardi.',
} as const;

export const resetPassword = {
  title: 'Crea la nuova password',
  password: 'Password',
  confirmation: 'Conferma password',
  submit: 'Crea la nuova password',
  submitting: 'Salvataggio in corso…',
  minLength: 'La password deve essere lunga almeno 8 caratteri',
  mismatch: 'Le password devono coincidere',
  missingCode: 'Il link per il reset della password non è valido: richiedine uno nuovo.',
  successTitle: 'Password modificata!',
  successBody:
    'Password modificata con successo, ora puoi eseguire il login utilizzando le tue nuove credenziali',
  successButton: 'Vai alla login',
  failureTitle: 'Errore nel reset della password',
  failureBody:
    "C'è stato un errore e la password non è stata modificata, prova a sceglierne un'altra o riprova piu tardi",
} as const;

export const verification = {
  checkingTitle: 'Verifica in corso',
  checkingBody: 'Stiamo verificando il tuo indirizzo email…',
  verifiedTitle: 'Email verificata!',
  verifiedBody:
    'Il tuo indirizzo email è stato verificato. Ora scegli la password del tuo account per poter accedere.',
  verifiedButton: 'Scegli la password',
  /** With the confirmation mail's password code (issue 39 item 6): the password chosen on the spot. */
  choosePassword: 'Il tuo indirizzo email è stato verificato. Ora scegli la password del tuo account.',
  savePassword: 'Salva la password',
  passwordSetTitle: 'Password salvata!',
  passwordSetBody: 'Il tuo account è pronto: accedi con la tua email e la password che hai scelto.',
  passwordLinkDead:
    'Questo link per scegliere la password non vale più (è già stato usato o è scaduto): chiedi una email per scegliere la password.',
  failedTitle: 'Errore verifica email',
  failedBody:
    'Non è stato possibile verificare il tuo indirizzo email: il link potrebbe essere scaduto o già utilizzato. Richiedi una nuova mail di verifica.',
  failedButton: 'Invia una nuova mail',
} as const;

export const resendVerification = {
  title: 'Verifica email',
  intro: 'Inserisci la tua email: ti invieremo un nuovo link per verificare il tuo account.',
  email: 'Email',
  submit: 'Invia nuova mail di verifica',
  submitting: 'Invio in corso…',
  successTitle: 'Email di verifica inviata',
  successBody:
    'Controlla la tua casella di posta e apri il link che ti abbiamo inviato per verificare il tuo account.',
  failureTitle: "Errore nell'invio della mail",
  failureBody:
    "Non è stato possibile inviare la mail: l'account potrebbe essere già verificato. Prova ad accedere.",
  failureButton: 'Vai alla login',
} as const;

export const settings = {
  title: 'Impostazioni',
  version: (v: string) => `Versione ${v}`,
  terms: "Termini d'uso",
  sales: 'Condizioni di vendita',
  privacy: 'Privacy policy',
  back: 'Torna indietro',
} as const;

export const legal = {
  termsTitle: "Termini d'uso",
  salesTitle: 'Condizioni di vendita',
  privacyTitle: 'Privacy policy',
} as const;

export const candidateNav = {
  label: 'Navigazione candidato',
  home: 'Home',
  jobBoard: 'Posizioni ricercate dalle aziende',
  settings: 'Impostazioni',
  logout: 'Logout',
} as const;

export const companyMenu = {
  label: 'Menu azienda',
  /** The disclosure that holds the menu on narrow screens. */
  compact: 'Menu',
  home: 'Home',
  unlocked: 'Profili acquistati',
  favourites: 'Preferiti',
  forYou: 'Profili consigliati',
  jobPosts: 'Promuovi ricerca',
  brand: 'Promuovi brand',
  upgrade: 'Upgrade',
  faq: 'FAQ',
  credit: 'Credito residuo',
  creditsPanelTitle: 'Crediti residui',
  brandVisits: 'Numero visite brand',
  addCredits: 'Aggiungi crediti',
  logout: 'Logout',
} as const;

/** Spec 01 §8 / 02 §8: duplicate e-mail on registration (candidate and company). */
export const emailTaken = {
  title: 'Email già utilizzata',
  body: 'Usa un altro indirizzo email oppure accedi con le tue credenziali',
  cancel: 'Annulla',
  login: 'Accedi',
} as const;
