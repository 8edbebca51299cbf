import { describe, expect, it } from 'vitest';
import { companyMenuData } from '~/lib/company-menu';

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
});
