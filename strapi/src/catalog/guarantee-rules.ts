/**
 * The credit guarantee (issue 26, decisions.md "Credit guarantee"): a company that cannot reach a candidate it
 * unlocked reports it; a report still open 168 hours later gives the credit back. Pure rules, shared by Strapi (the
 * authority) and the Remix form: the report window, once per unlock, the abuse limits and the bucket the credit
 * returns to. Dates are Italian calendar dates (YYYY-MM-DD); moments are Dates.
 */

/** What the company tried before reporting. */
export const GARANZIA_TENTATIVI = ['telefono', 'email', 'entrambi'] as const;
export type GaranziaTentativo = (typeof GARANZIA_TENTATIVI)[number];

/** The states of a report. */
export const GARANZIA_STATI = [
  'aperta',
  'raggiungibile',
  'rimborsata',
  'da_verificare',
  'respinta',
  // The candidate erased their account (issue 41): closed with the refund of an unreachable candidate.
  'cancellato',
] as const;
export type GaranziaStato = (typeof GARANZIA_STATI)[number];

/**
 * The states in which the company could not reach the candidate: reported and waiting, waiting for an operator, or
 * refunded. The recruiter's pipeline (catalog/pipeline.ts) shows such a candidate as "Non raggiungibile".
 * 'raggiungibile' (the candidate confirmed) and 'respinta' (an operator turned the report down) are not.
 */
export const GARANZIA_NON_RAGGIUNGIBILE: readonly GaranziaStato[] = ['aperta', 'da_verificare', 'rimborsata'];

/** Whether a report in this state says the candidate cannot be reached. */
export const isUnreachable = (stato: GaranziaStato | null | undefined): boolean =>
  stato != null && GARANZIA_NON_RAGGIUNGIBILE.includes(stato);

/** A report can be made within this many days of the unlock. */
export const GARANZIA_FINESTRA_GIORNI = 30;
/** A report open this long (7 consecutive days) gives the credit back. */
export const GARANZIA_ORE = 168;
/** At most this many credits back a calendar month (Italian months). */
export const GARANZIA_MAX_MESE = 3;
/** At most this share of the profiles unlocked in the last GARANZIA_PERIODO_GIORNI days (rounded down, at least 1). */
export const GARANZIA_QUOTA_PERCENTO = 20;
export const GARANZIA_PERIODO_GIORNI = 90;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The refusals of a report, each with its Italian message (shown by the form as it is). */
export const GARANZIA_MESSAGGI = {
  tentativo: 'Indica cosa hai provato: telefono, e-mail o entrambi',
  data_mancante: 'Indica la data del primo tentativo',
  data_futura: 'La data del primo tentativo non può essere futura',
  data_prima_sblocco: 'La data del primo tentativo non può precedere lo sblocco del profilo',
  non_sbloccato: 'Puoi segnalare solo un profilo che hai sbloccato',
  gia_segnalato: 'Hai già segnalato questo candidato per questo sblocco',
  finestra_chiusa: `Puoi segnalare un candidato entro ${GARANZIA_FINESTRA_GIORNI} giorni dallo sblocco`,
  limite_mese: `Hai già ricevuto ${GARANZIA_MAX_MESE} crediti in garanzia questo mese: la segnalazione passa al nostro staff, che la verificherà`,
  limite_quota: `Hai già ricevuto in garanzia il ${GARANZIA_QUOTA_PERCENTO}% dei profili sbloccati negli ultimi ${GARANZIA_PERIODO_GIORNI} giorni: la segnalazione passa al nostro staff, che la verificherà`,
} as const;
export type GaranziaErrore = keyof typeof GARANZIA_MESSAGGI;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * The date of the first attempt: given, a real date, not in the future (today in Italy) and not before the unlock's
 * Italian date. null when it is right.
 */
export const checkPrimoTentativo = (
  value: string | null | undefined,
  { unlockDate, today }: { unlockDate: string; today: string },
): GaranziaErrore | null => {
  const date = (value ?? '').trim();
  if (!date || !isIsoDate(date)) return 'data_mancante';
  if (date > today) return 'data_futura';
  if (date < unlockDate) return 'data_prima_sblocco';
  return null;
};

/**
 * Whether a report on an unlock may be made now: only an unlock of this company, once per unlock (a report in any
 * state, a refunded one included, closes the door), and within the window after the unlock.
 */
export const checkReportable = ({
  unlockedAt,
  alreadyReported,
  now,
}: {
  unlockedAt: Date | null;
  alreadyReported: boolean;
  now: Date;
}): GaranziaErrore | null => {
  if (!unlockedAt) return 'non_sbloccato';
  if (alreadyReported) return 'gia_segnalato';
  if (now.getTime() - unlockedAt.getTime() > GARANZIA_FINESTRA_GIORNI * DAY_MS) return 'finestra_chiusa';
  return null;
};

/** The moment an open report made at `reportedAt` gives the credit back. */
export const refundDueAt = (reportedAt: Date): Date =>
  new Date(reportedAt.getTime() + GARANZIA_ORE * HOUR_MS);

/** Whether an open report made at `reportedAt` is due for its refund at `now`. */
export const isRefundDue = (reportedAt: Date, now: Date): boolean =>
  now.getTime() >= refundDueAt(reportedAt).getTime();

/** How many credits back a company may get over the last 90 days, from its unlocks in that period. */
export const quotaLimit = (unlockedLast90: number): number =>
  Math.max(1, Math.floor((unlockedLast90 * GARANZIA_QUOTA_PERCENTO) / 100));

/** The counts the abuse limits judge (see checkLimits). */
export type LimitCounts = { thisMonth: number; last90: number; unlockedLast90: number };

/**
 * What the report form says before sending when a report made now would go to the staff (issue 39 item 3), with
 * the numbers: the company's counts and the limits of this module.
 */
export const limitNotice = (
  limite: Extract<GaranziaErrore, 'limite_mese' | 'limite_quota'>,
  { thisMonth, last90, unlockedLast90 }: LimitCounts,
): string => {
  const reports = (n: number) =>
    n === 1
      ? '1 segnalazione rimborsata o in attesa di rimborso'
      : `${n} segnalazioni rimborsate o in attesa di rimborso`;
  const then = 'se invii questa segnalazione, passa al nostro staff, che la verificherà.';
  return limite === 'limite_mese'
    ? `Questo mese hai già ${reports(thisMonth)}; il massimo è ${GARANZIA_MAX_MESE} crediti in garanzia al mese: ${then}`
    : `Negli ultimi ${GARANZIA_PERIODO_GIORNI} giorni hai ${reports(last90)} su ${unlockedLast90} profili sbloccati; il massimo è il ${GARANZIA_QUOTA_PERCENTO}% dei profili sbloccati, arrotondato per difetto e almeno 1 (per te ${quotaLimit(unlockedLast90)}): ${then}`;
};

/**
 * The abuse limits, judged when a report is made. `thisMonth` counts the company's reports of this calendar month
 * that are refunded or still going to be (open), `last90` the same over the last 90 days; a report past either limit
 * goes to an operator instead ('da_verificare').
 */
export const checkLimits = ({
  thisMonth,
  last90,
  unlockedLast90,
}: LimitCounts): Extract<GaranziaErrore, 'limite_mese' | 'limite_quota'> | null => {
  if (thisMonth >= GARANZIA_MAX_MESE) return 'limite_mese';
  if (last90 >= quotaLimit(unlockedLast90)) return 'limite_quota';
  return null;
};

export type CreditBucket = 'crediti' | 'crediti_abbonamento';

/**
 * Where the credit returns: to the bucket it was spent from; a subscription credit whose subscription has ended (its
 * data_scadenza is before today) comes back as a plain credit, so it is not lost.
 */
export const refundBucket = ({
  spentFrom,
  subscriptionEnds,
  today,
}: {
  spentFrom: CreditBucket;
  /** The data_scadenza of the subscription the credit came from: undefined when none, null for no end. */
  subscriptionEnds: string | null | undefined;
  today: string;
}): CreditBucket => {
  if (spentFrom !== 'crediti_abbonamento' || subscriptionEnds === undefined) return 'crediti';
  if (subscriptionEnds !== null && subscriptionEnds < today) return 'crediti';
  return 'crediti_abbonamento';
};

/** The first day (YYYY-MM-DD) of the Italian calendar month of `today`. */
export const monthStart = (today: string) => `${today.slice(0, 7)}-01`;
