// Amounts as the portal shows them (app/lib/money.ts): one home for both displays.
import { describe, expect, it } from 'vitest';
import { formatEuro, formatEuroInText } from '#app/lib/money.ts';

// Intl puts a no-break space before the euro sign.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats shop prices and totals with cents', () => {
    expect(spaced(formatEuro(290000))).toBe('2.900,00 €');
    expect(spaced(formatEuro(990))).toBe('9,90 €');
  });

  it('formats prices in running text without decimals when there are no cents', () => {
    expect(formatEuroInText(290000)).toBe('2.900 €');
    expect(formatEuroInText(49000)).toBe('490 €');
    expect(spaced(formatEuroInText(990))).toBe('9,90 €');
  });
});
