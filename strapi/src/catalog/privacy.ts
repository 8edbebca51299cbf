/**
 * Every number the privacy policy promises (issue 41), in one place: the retention job (Strapi,
 * api/privacy/services/retention.ts) enforces them and the policy page (Remix, /privacy-policy) prints them from
 * here, so the page cannot state a period the code does not keep. Also the version of the terms and of the privacy
 * policy a person accepts (consent on record): raise one and every account is asked again at its next sign-in.
 */
export const RETENTION = {
  /** A candidate with no sign-in and no profile update for this many months gets the last e-mail... */
  inactiveCandidateMonths: 24,
  /** ...and is erased this many days after it, unless they sign in or confirm. */
  inactiveCandidateNoticeDays: 30,
  /** An account whose e-mail address was never confirmed is deleted after this many days. */
  unconfirmedAccountDays: 7,
  /** A wizard draft nobody finished is deleted this many days after its last save. */
  wizardDraftDays: 30,
  /** Rate-limit rows, visit rows, job claims and other technical records. */
  technicalRecordDays: 90,
  /** A record of which candidates an alert e-mail carried, once the e-mail went. */
  alertMatchDays: 90,
  /** Invoices and the payments behind them (art. 2220 c.c.), with the company's fiscal data only. */
  fiscalRecordYears: 10,
} as const;

export type Retention = typeof RETENTION;

/**
 * How a company's records name a candidate who erased their account (issue 41: the ledger, the unlocked list), in
 * place of the name, which is gone (personal-data.ts `anonymise`).
 */
export const ERASED_CANDIDATE = 'Candidato cancellato';

/** What a company that had unlocked that candidate reads on the old link of the profile (Strapi's 404 and the page). */
export const ERASED_PROFILE = 'Profilo cancellato dal candidato';

/** The texts a person accepts; a new version of either asks every account again (issue 41 item 4). */
export const LEGAL_VERSIONS = {
  termini: 1,
  privacy: 1,
} as const;

/**
 * What changed in each version of a text, shown on the page that asks to accept it again (newest last). Accounts
 * registered before acceptances were recorded count as having accepted version 1 (they accepted the texts of then at
 * registration).
 */
export const LEGAL_CHANGES: Record<keyof typeof LEGAL_VERSIONS, Record<number, readonly string[]>> = {
  termini: { 1: ['Prima versione dei termini di servizio.'] },
  privacy: { 1: ['Prima versione dell’informativa privacy.'] },
};

/** The version an account without any recorded acceptance is taken to have accepted. */
export const LEGAL_BASELINE_VERSION = 1;

/** True when the account's last accepted versions (null: none recorded) are older than the current texts. */
export const consentOutdated = (termini: number | null | undefined, privacy: number | null | undefined) =>
  (termini ?? LEGAL_BASELINE_VERSION) < LEGAL_VERSIONS.termini ||
  (privacy ?? LEGAL_BASELINE_VERSION) < LEGAL_VERSIONS.privacy;
