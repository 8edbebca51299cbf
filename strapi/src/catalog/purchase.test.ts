import { describe, expect, it } from 'vitest';
import { isPurchaseRefusal, PURCHASE_REFUSALS, purchaseRefusal } from './purchase';

describe('purchaseRefusal', () => {
  it('writes the exclusivity’s end as the portal shows dates, and does without one', () => {
    expect(purchaseRefusal('exclusive', '2026-12-03')).toBe(
      'Questo profilo è in esclusiva per un’altra azienda fino al 03/12/2026: potrai acquistarlo dopo quella data.',
    );
    expect(purchaseRefusal('exclusive', null)).toBe(
      'Questo profilo è in esclusiva per un’altra azienda: potrai acquistarlo alla fine dell’esclusiva.',
    );
  });

  it('answers every other code with its text as it is', () => {
    expect(purchaseRefusal('profile_missing')).toBe(PURCHASE_REFUSALS.profile_missing);
    expect(purchaseRefusal('contatti_da_verificare')).toBe(PURCHASE_REFUSALS.contatti_da_verificare);
  });

  it('knows only its own codes', () => {
    expect(isPurchaseRefusal('contatti_da_verificare')).toBe(true);
    expect(isPurchaseRefusal('toString')).toBe(false);
    expect(isPurchaseRefusal(undefined)).toBe(false);
  });
});
