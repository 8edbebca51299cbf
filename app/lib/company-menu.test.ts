import { describe, expect, it } from 'vitest';
import { companyMenuData } from '#app/lib/company-menu.ts';

describe('companyMenuData', () => {
  it('sums crediti and crediti_abbonamento, each defaulting to 0', () => {
    expect(companyMenuData({ id: 1, nome: 'A', crediti: 5, crediti_abbonamento: 10 }).credito).toBe(15);
    expect(companyMenuData({ id: 1, nome: 'A', crediti: null }).credito).toBe(0);
  });
  it('marks agencies by a non-empty aut_min', () => {
    expect(companyMenuData({ id: 1, nome: 'A', aut_min: '  ' }).isAgency).toBe(false);
    expect(companyMenuData({ id: 1, nome: 'A', aut_min: 'AUT/123' }).isAgency).toBe(true);
  });
  it('serves the logo through the media route', () => {
    const logo = {
      id: 2,
      url: '/uploads/logo.png',
      formats: { thumbnail: { url: '/uploads/thumbnail_logo.png' } },
    };
    expect(companyMenuData({ id: 1, nome: 'A', logo }).logoUrl).toBe('/media/thumbnail_logo.png');
  });
  it('offers the shop to the titolare and to a member who may buy, not to the others (issue 27)', () => {
    const company = { id: 1, nome: 'A' };
    const place = (ruolo: 'titolare' | 'membro', puo_acquistare: boolean) => ({
      team: { ruolo, nome: 'Giulia Rossi', puo_acquistare },
    });
    expect(companyMenuData(company, place('titolare', true)).canBuy).toBe(true);
    expect(companyMenuData(company, place('membro', true)).canBuy).toBe(true);
    expect(companyMenuData(company, place('membro', false)).canBuy).toBe(false);
    // No place in a team (a company of one, as /api/me said before issue 27): its titolare.
    expect(companyMenuData(company, { team: null }).canBuy).toBe(true);
  });
});
