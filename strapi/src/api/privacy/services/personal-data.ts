/**
 * The one home of every table that points at a person (issue 41): which column (relation attribute, plain id column
 * or media field) points at a candidate, a company or an account, and what erasure (GDPR art. 17) and the retention
 * job do with those rows. The erasure service (erasure.ts) and the retention job (retention.ts) walk this list; they
 * have no list of their own.
 *
 * A content type added with a relation to api::hr-user.hr-user, api::hr-company.hr-company or
 * plugin::users-permissions.user fails personal-data.test.ts (beside this file) until it has an entry here (the test reads
 * every strapi/src/api/* /content-types/* /schema.json). Columns that point at a person without being a relation
 * (a plain id, a key) cannot be found that way: add them here when you add them, with `column`.
 *
 * Person kinds:
 * - `candidate`: an hr-user row (the candidate's profile);
 * - `company`: an hr-company row (the company, whose titolare is its `user`);
 * - `account`: a users-permissions user (a candidate, a titolare or a team member signing in).
 *
 * What erasing the person does to the rows that point at them (`onErase`):
 * - `delete`: the rows go with the person (their link rows too);
 * - `unlink`: the rows stay, the link to the person goes (a job post keeps existing without the candidate's interest);
 * - `anonymise`: the rows stay for someone else's records (a company's unlocks and ledger) with the link cut and
 *   `anonymise` naming how they then read ("Candidato cancellato"); never the name;
 * - `keep`: kept as they are for a legal period (`keep`, years of RETENTION), with fiscal data only (invoices).
 */
import { RETENTION } from '../../../catalog/privacy';

export type PersonKind = 'candidate' | 'company' | 'account';
export type OnErase = 'delete' | 'unlink' | 'anonymise' | 'keep';

/** The content type uid that each person kind is a row of. */
export const PERSON_UIDS: Record<PersonKind, string> = {
  candidate: 'api::hr-user.hr-user',
  company: 'api::hr-company.hr-company',
  account: 'plugin::users-permissions.user',
};

export type Pointer = {
  /** A relation attribute of the content type (its link table is found from Strapi's metadata)... */
  attribute?: string;
  /** ...or a plain column holding the person's row id (no relation, so no test can find it: keep it true here). */
  column?: string;
  /**
   * With `column`: the column holds the account's e-mail address, not its id (a row made for an address before or
   * without a link to its account: a team invitation refused because the address has an account elsewhere).
   */
  byEmail?: true;
  /** For a plain column shared by several kinds of rows: only the rows where this column has this value. */
  when?: { column: string; equals: string };
  person: PersonKind;
  onErase: OnErase;
  /** `anonymise`: what the row says instead of the person afterwards. */
  anonymise?: 'Candidato cancellato' | 'Utente cancellato';
};

export type RetentionRule =
  /** The rows live as long as the person they point at (erased with them, no period of their own). */
  | { kind: 'with-person' }
  /** Deleted by the retention job once `column` (a datetime, or a YYYY-MM-DD string) is older than `days`. */
  | { kind: 'days'; days: number; column: string; note?: string }
  /** Kept for the legal period, then deleted. */
  | { kind: 'years'; years: number; column: string; note: string }
  /** The person's own row: the inactivity rule (candidates), the never-confirmed rule (accounts). */
  | { kind: 'person'; note: string };

export type PersonalDataEntry = {
  /** A content type uid, or `table:<name>` for a table of our own that Strapi does not know as a content type. */
  uid: string;
  /** What it is, for the reader and the policy page. */
  what: string;
  pointers: Pointer[];
  /** Media fields whose files (every size, on disk) go with the row. */
  media?: string[];
  retention: RetentionRule;
};

export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  // The persons themselves.
  {
    uid: 'plugin::users-permissions.user',
    what: "L'account di accesso (e-mail, password cifrata)",
    pointers: [
      { attribute: 'hr_user', person: 'candidate', onErase: 'delete' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
    ],
    retention: {
      kind: 'person',
      note: `never confirmed: deleted after ${RETENTION.unconfirmedAccountDays} days`,
    },
  },
  {
    uid: 'api::hr-user.hr-user',
    what: 'Il profilo del candidato, la scheda tecnica e i token di aggiornamento',
    pointers: [{ attribute: 'user', person: 'account', onErase: 'delete' }],
    media: ['picture'],
    retention: {
      kind: 'person',
      note: `no sign-in and no update for ${RETENTION.inactiveCandidateMonths} months: last e-mail, erased ${RETENTION.inactiveCandidateNoticeDays} days later`,
    },
  },
  {
    uid: 'api::hr-company.hr-company',
    what: "Il profilo dell'azienda, il brand e il logo",
    pointers: [{ attribute: 'user', person: 'account', onErase: 'delete' }],
    media: ['logo'],
    retention: { kind: 'person', note: 'kept while the company keeps its account' },
  },
  // Derived from the candidate's columns for the search (human-resource/services/derived.ts): the hr-user delete
  // lifecycle removes them in the same transaction.
  {
    uid: 'table:hr_user_derived_sync',
    what: 'Tabelle derivate della ricerca (luoghi, termini della scheda, P.IVA escluse)',
    pointers: [{ column: 'hr_user_id', person: 'candidate', onErase: 'delete' }],
    retention: { kind: 'with-person' },
  },
  // What points at a candidate.
  {
    uid: 'api::favourite.favourite',
    what: 'I preferiti delle aziende',
    pointers: [
      { attribute: 'hr_user', person: 'candidate', onErase: 'delete' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::annunci.annunci',
    what: 'Gli annunci di lavoro e i candidati interessati',
    pointers: [
      { attribute: 'hr_users', person: 'candidate', onErase: 'unlink' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::unlock.unlock',
    what: 'Gli sblocchi dei contatti (registro dei crediti spesi)',
    pointers: [
      { attribute: 'hr_user', person: 'candidate', onErase: 'anonymise', anonymise: 'Candidato cancellato' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
      // Who moved the candidate to the stage they are at (issue 43).
      { attribute: 'fase_autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::avviso-candidato.avviso-candidato',
    what: 'Le e-mail scelte dal candidato (avviso annunci con consenso e revoca datati, riepilogo settimanale)',
    pointers: [{ attribute: 'hr_user', person: 'candidate', onErase: 'delete' }],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::pipeline.candidate-note',
    what: 'Le note del team di un’azienda su un candidato sbloccato (pipeline)',
    pointers: [
      // A candidate's erasure deletes the notes about them; a company's, its notes.
      { attribute: 'hr_user', person: 'candidate', onErase: 'delete' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::pipeline.api-key',
    what: 'Le chiavi API di un’azienda per il suo ATS (solo l’impronta)',
    pointers: [
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::guarantee-report.guarantee-report',
    what: 'Le segnalazioni di candidato irraggiungibile (garanzia)',
    pointers: [
      // An open report closes as `cancellato` with the refund of an unreachable candidate, then loses the link.
      { attribute: 'hr_user', person: 'candidate', onErase: 'anonymise', anonymise: 'Candidato cancellato' },
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::visit.visit',
    what: 'Le visite contate (profilo visto da un’azienda, logo cliccato da un candidato)',
    pointers: [
      {
        column: 'visitato',
        when: { column: 'tipo', equals: 'profilo' },
        person: 'candidate',
        onErase: 'delete',
      },
      {
        column: 'visitato',
        when: { column: 'tipo', equals: 'profilo_esteso' },
        person: 'candidate',
        onErase: 'delete',
      },
      {
        column: 'visitatore',
        when: { column: 'tipo', equals: 'azienda' },
        person: 'candidate',
        onErase: 'delete',
      },
      // The candidate's own 'Mi interessa' (issue 42: their weekly activity); `visitato` is a job post.
      {
        column: 'visitatore',
        when: { column: 'tipo', equals: 'interesse' },
        person: 'candidate',
        onErase: 'delete',
      },
      {
        column: 'visitatore',
        when: { column: 'tipo', equals: 'profilo' },
        person: 'company',
        onErase: 'delete',
      },
      {
        column: 'visitatore',
        when: { column: 'tipo', equals: 'profilo_esteso' },
        person: 'company',
        onErase: 'delete',
      },
      {
        column: 'visitato',
        when: { column: 'tipo', equals: 'azienda' },
        person: 'company',
        onErase: 'delete',
      },
    ],
    retention: { kind: 'days', days: RETENTION.technicalRecordDays, column: 'giorno' },
  },
  {
    uid: 'api::wizard-draft.wizard-draft',
    what: 'Le bozze dei wizard',
    pointers: [{ column: 'owner', person: 'account', onErase: 'delete' }],
    retention: { kind: 'days', days: RETENTION.wizardDraftDays, column: 'updated_at' },
  },
  {
    uid: 'api::alert.alert-match',
    what: 'Gli alert che ti hanno mostrato a un’azienda',
    pointers: [
      { column: 'candidato', person: 'candidate', onErase: 'delete' },
      { column: 'azienda', person: 'company', onErase: 'delete' },
    ],
    retention: { kind: 'days', days: RETENTION.alertMatchDays, column: 'inviata_il' },
  },
  {
    uid: 'api::privacy.consent',
    what: 'Le accettazioni dei termini e dell’informativa privacy',
    pointers: [{ attribute: 'user', person: 'account', onErase: 'delete' }],
    retention: { kind: 'with-person' },
  },
  // What points at a company.
  {
    uid: 'api::team-member.team-member',
    what: 'I membri del team di un’azienda (i loro account sono cancellati con l’azienda)',
    pointers: [
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'user', person: 'account', onErase: 'delete' },
      // An invitation of an address that already has an account is a pending row without a link to it (issue 39
      // item 10: no account oracle): it goes when that account is erased.
      {
        column: 'email',
        byEmail: true,
        when: { column: 'stato', equals: 'invitato' },
        person: 'account',
        onErase: 'delete',
      },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::credit-movement.credit-movement',
    what: 'I movimenti dei crediti',
    pointers: [
      { attribute: 'hr_company', person: 'company', onErase: 'delete' },
      { attribute: 'autore', person: 'account', onErase: 'unlink' },
    ],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::subscription.subscription',
    what: 'Gli abbonamenti acquistati',
    pointers: [{ attribute: 'hr_company', person: 'company', onErase: 'delete' }],
    retention: { kind: 'with-person' },
  },
  {
    uid: 'api::invoice.invoice',
    what: 'Le fatture (con i soli dati fiscali dell’azienda)',
    pointers: [{ attribute: 'hr_company', person: 'company', onErase: 'keep' }],
    retention: {
      kind: 'years',
      years: RETENTION.fiscalRecordYears,
      column: 'data',
      note: 'art. 2220 c.c.',
    },
  },
  {
    uid: 'api::payment.payment',
    what: 'I pagamenti dietro le fatture',
    pointers: [{ attribute: 'hr_company', person: 'company', onErase: 'keep' }],
    retention: {
      kind: 'years',
      years: RETENTION.fiscalRecordYears,
      column: 'created_at',
      note: 'art. 2220 c.c.',
    },
  },
  // Technical records: no column names a person, but a key may be derived from one (an e-mail's rate limit).
  {
    uid: 'api::rate-limit.rate-limit',
    what: 'I contatori dei tentativi (accesso, registrazione)',
    pointers: [],
    retention: { kind: 'days', days: RETENTION.technicalRecordDays, column: 'updated_at' },
  },
  {
    uid: 'api::job-run.job-run',
    what: 'Le esecuzioni dei job pianificati (una chiave può contenere l’id di un’azienda)',
    pointers: [],
    retention: { kind: 'days', days: RETENTION.technicalRecordDays, column: 'claimed_at' },
  },
];

/** Content types that hold no person at all (lookups, counters): listed so the registry test knows they were seen. */
export const NO_PERSONAL_DATA: readonly string[] = [
  'api::aree-di-competenza.aree-di-competenza',
  'api::conoscenze-informatiche.conoscenze-informatiche',
  'api::mansioni.mansioni',
  'api::invoice.invoice-counter',
];

export const entryOf = (uid: string): PersonalDataEntry => {
  const entry = PERSONAL_DATA.find((e) => e.uid === uid);
  if (!entry) throw new Error(`${uid} is not in the personal-data registry`);
  return entry;
};

/** Every pointer at `person`, with its entry: what erasing one such person must reach. */
export const pointersAt = (person: PersonKind) =>
  PERSONAL_DATA.flatMap((entry) =>
    entry.pointers.filter((p) => p.person === person).map((pointer) => ({ entry, pointer })),
  );

/** As a Strapi service (`api::privacy.personal-data`): the registry, for the admin or a script to read. */
const personalDataService = () => ({ entries: PERSONAL_DATA, pointersAt });

export type PersonalDataService = ReturnType<typeof personalDataService>;

export default personalDataService;
