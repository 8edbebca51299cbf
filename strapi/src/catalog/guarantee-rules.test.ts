// The credit guarantee's rules (issue 26): the report window, once per unlock, the first attempt's date, the
// monthly and 20% limits and the bucket a credit returns to.
import { describe, expect, it } from 'vitest';
import {
  GARANZIA_MESSAGGI,
  checkLimits,
  checkPrimoTentativo,
  checkReportable,
  isIsoDate,
  isRefundDue,
  limitNotice,
  quotaLimit,
  refundBucket,
} from './guarantee-rules';

const DAY = 86_400_000;
const unlockedAt = new Date('2026-11-01T10:00:00Z');

describe('checkReportable: once per unlock, within 30 days', () => {
  it('allows a report on the day of the unlock and up to 30 days after it', () => {
    expect(checkReportable({ unlockedAt, alreadyReported: false, now: unlockedAt })).toBeNull();
    expect(
      checkReportable({ unlockedAt, alreadyReported: false, now: new Date(unlockedAt.getTime() + 30 * DAY) }),
    ).toBeNull();
  });
  it('refuses it a moment after 30 days', () => {
    const now = new Date(unlockedAt.getTime() + 30 * DAY + 1000);
    expect(checkReportable({ unlockedAt, alreadyReported: false, now })).toBe('finestra_chiusa');
  });
  it('refuses a second report on the same unlock, whatever the first became', () => {
    expect(checkReportable({ unlockedAt, alreadyReported: true, now: unlockedAt })).toBe('gia_segnalato');
  });
  it('refuses a profile that was never unlocked', () => {
    expect(checkReportable({ unlockedAt: null, alreadyReported: false, now: unlockedAt })).toBe(
      'non_sbloccato',
    );
  });
});

describe('checkPrimoTentativo: the first attempt is between the unlock and today', () => {
  const days = { unlockDate: '2026-11-01', today: '2026-11-10' };
  it('accepts the unlock day, today and a day between', () => {
    for (const date of ['2026-11-01', '2026-11-05', '2026-11-10'])
      expect(checkPrimoTentativo(date, days)).toBeNull();
  });
  it('refuses a future date, a date before the unlock and a date that does not exist', () => {
    expect(checkPrimoTentativo('2026-11-11', days)).toBe('data_futura');
    expect(checkPrimoTentativo('2026-10-31', days)).toBe('data_prima_sblocco');
    expect(checkPrimoTentativo('2026-02-30', days)).toBe('data_mancante');
    expect(checkPrimoTentativo('', days)).toBe('data_mancante');
    expect(checkPrimoTentativo(undefined, days)).toBe('data_mancante');
  });
  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('1/11/2026')).toBe(false);
  });
});

describe('isRefundDue: 168 hours after the report', () => {
  const reportedAt = new Date('2026-11-02T09:30:00Z');
  it('is not due a second before and is due at the 168th hour', () => {
    expect(isRefundDue(reportedAt, new Date(reportedAt.getTime() + 168 * 3_600_000 - 1000))).toBe(false);
    expect(isRefundDue(reportedAt, new Date(reportedAt.getTime() + 168 * 3_600_000))).toBe(true);
  });
});

describe('checkLimits: 3 a month, 20% of the last 90 days', () => {
  it('allows the third refund of a month and stops the fourth', () => {
    expect(checkLimits({ thisMonth: 2, last90: 2, unlockedLast90: 100 })).toBeNull();
    expect(checkLimits({ thisMonth: 3, last90: 3, unlockedLast90: 100 })).toBe('limite_mese');
  });
  it('rounds the 20% down, with at least one', () => {
    expect(quotaLimit(0)).toBe(1);
    expect(quotaLimit(4)).toBe(1);
    expect(quotaLimit(9)).toBe(1);
    expect(quotaLimit(10)).toBe(2);
    expect(quotaLimit(14)).toBe(2);
    expect(quotaLimit(15)).toBe(3);
  });
  it('refuses past the share even when the month is free', () => {
    expect(checkLimits({ thisMonth: 0, last90: 0, unlockedLast90: 3 })).toBeNull();
    expect(checkLimits({ thisMonth: 0, last90: 1, unlockedLast90: 3 })).toBe('limite_quota');
    expect(checkLimits({ thisMonth: 1, last90: 1, unlockedLast90: 10 })).toBeNull();
    expect(checkLimits({ thisMonth: 1, last90: 2, unlockedLast90: 10 })).toBe('limite_quota');
  });
  it('says so in Italian', () => {
    expect(GARANZIA_MESSAGGI.limite_mese).toMatch(/questo mese/);
    expect(GARANZIA_MESSAGGI.limite_quota).toMatch(/20%/);
  });
});

describe('refundBucket: the credit goes back where it came from', () => {
  const today = '2026-11-20';
  it('a plain credit comes back plain', () => {
    expect(refundBucket({ spentFrom: 'crediti', subscriptionEnds: undefined, today })).toBe('crediti');
  });
  it('a credit of a live subscription goes back to it (its last day included, or no end)', () => {
    expect(refundBucket({ spentFrom: 'crediti_abbonamento', subscriptionEnds: '2026-12-31', today })).toBe(
      'crediti_abbonamento',
    );
    expect(refundBucket({ spentFrom: 'crediti_abbonamento', subscriptionEnds: today, today })).toBe(
      'crediti_abbonamento',
    );
    expect(refundBucket({ spentFrom: 'crediti_abbonamento', subscriptionEnds: null, today })).toBe(
      'crediti_abbonamento',
    );
  });
  it('a credit of an ended subscription, or of one no longer known, comes back as a plain credit', () => {
    expect(refundBucket({ spentFrom: 'crediti_abbonamento', subscriptionEnds: '2026-11-19', today })).toBe(
      'crediti',
    );
    expect(refundBucket({ spentFrom: 'crediti_abbonamento', subscriptionEnds: undefined, today })).toBe(
      'crediti',
    );
  });
});

describe('limitNotice: the form says, before sending, which limit and the numbers (issue 39 item 3)', () => {
  it('the month: the company’s count and the monthly maximum', () => {
    expect(limitNotice('limite_mese', { thisMonth: 3, last90: 3, unlockedLast90: 40 })).toBe(
      'Questo mese hai già 3 segnalazioni rimborsate o in attesa di rimborso; il massimo è 3 crediti in garanzia al mese: se invii questa segnalazione, passa al nostro staff, che la verificherà.',
    );
  });
  it('the share: the count, the unlocks and the share as the company’s own number', () => {
    expect(limitNotice('limite_quota', { thisMonth: 1, last90: 1, unlockedLast90: 2 })).toBe(
      'Negli ultimi 90 giorni hai 1 segnalazione rimborsata o in attesa di rimborso su 2 profili sbloccati; il massimo è il 20% dei profili sbloccati, arrotondato per difetto e almeno 1 (per te 1): se invii questa segnalazione, passa al nostro staff, che la verificherà.',
    );
  });
  it('the messages after sending use the same limits', () => {
    expect(GARANZIA_MESSAGGI.limite_quota).toContain('il 20% dei profili sbloccati negli ultimi 90 giorni');
    expect(GARANZIA_MESSAGGI.limite_mese).toContain('3 crediti in garanzia questo mese');
  });
});
