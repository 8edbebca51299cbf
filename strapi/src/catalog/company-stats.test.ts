import { describe, expect, it } from 'vitest';
import { lunediDi, meseDi, ultimeSettimane, ultimiMesi } from './company-stats';

describe('the periods of the company statistics', () => {
  it('twelve months in Italy, across a year, the current one last', () => {
    const months = ultimiMesi(new Date('2026-03-15T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
    expect(months).toContain('2025-12');
    expect(months).toContain('2026-01');
  });

  it('an instant late on the last of a month is the next month in Italy', () => {
    expect(meseDi(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(ultimiMesi(new Date('2026-12-31T23:30:00Z')).at(-1)).toBe('2027-01');
  });

  it('weeks begin on Monday', () => {
    expect(lunediDi('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(lunediDi('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(lunediDi('2026-11-29')).toBe('2026-11-23'); // the Sunday
    const weeks = ultimeSettimane(new Date('2026-11-28T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
  });
});
