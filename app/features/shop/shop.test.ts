// The shop's pure rules (issue 14): prices with IVA, who may buy what, tabs, renewals' dates, the stand-in's form
// parser and the read-time expiry check.
import { describe, expect, it } from 'vitest';
import { offersOf, tabOf, tabsFor } from '#app/features/shop/shop.ts';
import { parseStripeForm } from '../../../scripts/lib/fake-stripe.mjs';
import { addMonthsIso } from '../../../strapi/src/api/payment/services/fulfilment';
import { needsExpiry } from '../../../strapi/src/api/subscription/services/subscription';
import { PRODUCTS, productAllowedFor, productAmounts, productByCodice } from '#catalog/common.ts';

describe('prices', () => {
  it('adds IVA 22% to the net price of the table; free products have none', () => {
    expect(productAmounts(productByCodice('card_crediti')!)).toEqual({
      net: 290000,
      vat: 63800,
      gross: 353800,
    });
    expect(productAmounts(productByCodice('brand_card')!)).toEqual({ net: 49000, vat: 10780, gross: 59780 });
    expect(productAmounts(productByCodice('promuovi_ricerca')!)).toBeNull();
    for (const product of PRODUCTS) {
      const amounts = productAmounts(product);
      if (amounts) expect(amounts.net + amounts.vat).toBe(amounts.gross);
    }
  });

  it('sells APL only to agencies and everything else only to other companies', () => {
    const apl = productByCodice('apl_card')!;
    const card = productByCodice('card_crediti')!;
    expect([productAllowedFor(apl, true), productAllowedFor(apl, false)]).toEqual([true, false]);
    expect([productAllowedFor(card, true), productAllowedFor(card, false)]).toEqual([false, true]);
  });
});

describe('tabs', () => {
  const params = (search: string) => new URLSearchParams(search);
  it('shows an agency only Apl, any other company everything else', () => {
    expect(tabsFor(true)).toEqual(['apl']);
    expect(tabsFor(false)).not.toContain('apl');
    expect(tabOf(params('tab=card'), true)).toBe('apl');
    expect(tabOf(params('tab=apl'), false)).toBe('card');
  });
  it('reads ?tab=, ?brandCard=true and ?alertNewProfile=true', () => {
    expect(tabOf(params('tab=promuovi-ricerca'), false)).toBe('promuovi-ricerca');
    expect(tabOf(params('brandCard=true'), false)).toBe('promuovi-brand');
    expect(tabOf(params('alertNewProfile=true'), false)).toBe('alert-newprofile');
    expect(tabOf(params('tab=nonsense'), false)).toBe('card');
  });
  it('shows the struck list price, FREE products and the live expiry', () => {
    const [alert] = offersOf('alert-database', []);
    expect(alert).toMatchObject({ prezzo: null, prezzoListino: 49000, kind: 'configure' });
    const [brand] = offersOf('promuovi-brand', [
      { product_codice: 'brand_card', data_scadenza: '2026-12-01' },
      { product_codice: 'brand_card', data_scadenza: '2027-01-01' },
    ]);
    expect(brand).toMatchObject({ prezzo: 49000, mensile: true, kind: 'checkout', attivoFino: '2027-01-01' });
  });
});

describe('dates', () => {
  it('adds whole months, clamped to the end of a shorter month', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonthsIso('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('read-time expiry', () => {
  it('fires on a flag no live subscription grants, or on credits the live subscriptions do not hold', () => {
    const today = '2026-11-23';
    const live = [{ product_codice: 'smart_card', data_scadenza: '2026-11-23', crediti_residui: 4 }];
    expect(needsExpiry({ crediti_abbonamento: 4 }, live, today)).toBe(false);
    expect(needsExpiry({ crediti_abbonamento: 14 }, live, today)).toBe(true);
    expect(needsExpiry({ crediti_abbonamento: 4, abbonamento_np: true }, live, today)).toBe(true);
    expect(
      needsExpiry(
        { crediti_abbonamento: 4, abbonamento_np: true },
        [...live, { product_codice: 'alert_new_profile', data_scadenza: '2027-01-01' }],
        today,
      ),
    ).toBe(false);
  });
});

describe('Stripe stand-in', () => {
  it("reads Stripe's form encoding", () => {
    const body =
      'line_items[0][price_data][unit_amount]=290000&line_items[0][quantity]=1&metadata[product]=card_crediti&mode=payment';
    expect(parseStripeForm(body)).toEqual({
      line_items: [{ price_data: { unit_amount: '290000' }, quantity: '1' }],
      metadata: { product: 'card_crediti' },
      mode: 'payment',
    });
  });
});
