import { describe, expect, it } from 'vitest';
import { companyStripView } from '#app/routes/_candidate.profilo/company-strip.ts';
import { subscriptionsView } from '#app/features/brand/company-view.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { jobPostView } from '#app/features/job-posts/job-post-view.ts';
import { PICTURE_MAX_BYTES, pictureError } from '#app/lib/picture.ts';
import { sniffImageType } from '#catalog/images.ts';
import {
  buildCompanyProfileView,
  buildProfileView,
  buildSheet,
  type CompanyProfileRecord,
  type LockedProfileView,
} from '#app/features/profile/profile-view.ts';
import type { ProfileVisibleField } from '#contracts/human-resources.ts';
import type { HrUser } from '#app/lib/types.ts';

const candidate = (extra: Partial<HrUser> = {}): Pick<HrUser, 'nome' | 'cognome'> & Partial<HrUser> => ({
  id: 1,
  documentId: 'candidate1',
  nome: 'Marco',
  cognome: 'Bianchi',
  nascita: '1988-04-12',
  email: 'm@example.it',
  telefono: '3471234567',
  cittadinanza: 'IT',
  provincia: 'BS',
  citta: 'Brescia',
  cap: '25121',
  patente_bool: true,
  patente_text: 'B',
  mobilita: 'regione',
  qualifica_professionale_enum: 'Altro',
  qualifica_professionale_text: 'Manutentore',
  tipo_laurea: 'none',
  ingegnere_enum: 'Nessuno',
  conoscenze_informatiche: [
    { id: 1, value: 'AutoCAD' },
    { id: 2, value: 'Altro' },
  ],
  conoscenze_informatiche_text: 'Heidenhain TNC 640',
  lingue: [
    { lingua: 'Italiano', livello: 'Madrelingua' },
    { lingua: 'Inglese', livello: 'Intermedio B1-B2' },
  ],
  welfare: 3,
  brand_reputation: null,
  ral_desiderata: 'between_30K_40K',
  tipo_contratto: ['indeterminato', 'apl'],
  orari: ['full_time'],
  mansioni_preferite: [{ id: 1, value: 'Programmatore CNC' }],
  blacklisted_pivas: [{ piva: '12345678903' }, { piva: '' }],
  visite_profilo: 37,
  visite_profilo_esteso: 12,
  picture: { id: 3, url: '/uploads/x.png', formats: { small: { url: '/uploads/small_x.png' } } },
  ...extra,
});

const rowsOf = (view: { sections: ReturnType<typeof buildProfileView>['sections'] }) =>
  Object.fromEntries(view.sections.flatMap((s) => s.rows.map((r) => [r.label, r.value])));

describe('profile view model', () => {
  it('resolves enumerations, dates, places and Altro texts to what the page shows', () => {
    const view = buildProfileView(candidate());
    const rows = rowsOf(view);
    expect(rows['Data di nascita']).toBe('12/04/1988');
    expect(rows['Cittadinanza']).toBe('Italia');
    expect(rows['Provincia']).toBe('Brescia (BS)');
    expect(rows['Patente']).toBe('Si: B');
    expect(rows['Disponibilità a spostarsi']).toBe('Nella mia regione');
    expect(rows['Qualifica professionale']).toBe('Altro: Manutentore');
    expect(rows['Laurea']).toBe('Nessuna laurea');
    expect(rows).not.toHaveProperty('Laurea in ingegneria');
    expect(rows['Conoscenze']).toEqual(['AutoCAD', 'Altro: Heidenhain TNC 640']);
    expect(rows['Lingue']).toEqual(['Italiano – Madrelingua', 'Inglese – Intermedio B1-B2']);
    expect(rows['Welfare aziendale']).toBe('3/3');
    expect(rows['Brand reputation']).toBe('0/3');
    expect(rows['R.A.L. desiderata']).toBe('30.000 - 40.000 €');
    expect(rows['Tipo di contratto']).toEqual([
      'Tempo indeterminato',
      'Somministrazione (agenzia per il lavoro)',
    ]);
    expect(rows['Mansioni preferite']).toEqual(['Programmatore CNC']);
    expect(rows['Benefits desiderati']).toBe('—');
    expect(view.visite).toBe(49);
    expect(view.pivas).toEqual(['12345678903']);
    expect(view.picture).toBe('/media/small_x.png');
  });

  it('shows the sheet groups with content, and Altro with its text or the no-data message', () => {
    expect(buildSheet(null)).toEqual([]);
    const groups = buildSheet({ saldatura: { tipi: ['TIG', 'Altro'], extra: '' } });
    const saldatura = groups.find((g) => g.key === 'saldatura');
    expect(saldatura?.items).toContainEqual({ label: 'Altro', extra: null });
    expect(saldatura?.items.some((item) => 'values' in item && item.values.includes('TIG'))).toBe(true);
    const withText = buildSheet({ saldatura: { tipi: [], extra: 'Saldatura orbitale' } });
    expect(withText[0].items).toContainEqual({ label: 'Altro', extra: 'Saldatura orbitale' });
  });
});

describe("a company's view of the profile", () => {
  // The profile as Strapi gives it to a company: no birth date (the age instead), lookups as plain strings,
  // the contact fields only when unlocked.
  const shared = () => {
    const hidden = ['nascita', 'cittadinanza', 'patente_bool', 'email', 'telefono', 'blacklisted_pivas'];
    const visible = Object.fromEntries(Object.entries(candidate()).filter(([key]) => !hidden.includes(key)));
    return {
      // The candidate's own fields minus the hidden ones: what Strapi's whitelist lets through.
      ...(visible as Record<ProfileVisibleField, unknown>),
      id: 1,
      documentId: 'candidate1',
      picture: {
        id: 3,
        url: '/uploads/x.png',
        alternativeText: null,
        formats: { small: { url: '/uploads/small_x.png' } },
      },
      aree_di_competenza: [],
      eta: 37,
      ultima_modifica: '2026-02-28',
      conoscenze_informatiche: ['AutoCAD', 'Altro'],
      mansioni_preferite: ['Programmatore CNC'],
      isFavourite: true,
      unlocked: false,
      data_sblocco: null,
      esclusiva: null,
      distanza: null,
      sbloccato_da: null,
      preferito_da: null,
    } satisfies CompanyProfileRecord;
  };
  const contact = { email: 'm@example.it', telefono: '3471234567', indirizzo: 'Via Roma 1' };

  it('locked: the same rows as the candidate sees, without contact fields or the candidate-only rows', () => {
    const view = buildCompanyProfileView(shared());
    expect(view.unlocked).toBe(false);
    expect(view).not.toHaveProperty('contact');
    expect(view).not.toHaveProperty('sbloccato');
    const rows = rowsOf(view);
    for (const label of ['Email', 'Telefono', 'Indirizzo', 'Data di nascita', 'Cittadinanza', 'Patente'])
      expect(rows).not.toHaveProperty(label);
    expect(rows['Provincia']).toBe('Brescia (BS)');
    expect(rows['C.A.P.']).toBe('25121');
    expect(rows['Conoscenze']).toEqual(['AutoCAD', 'Altro: Heidenhain TNC 640']);
    expect(rows['Mansioni preferite']).toEqual(['Programmatore CNC']);
    expect(rows['R.A.L. desiderata']).toBe('30.000 - 40.000 €');
    expect(view.sections.map((s) => s.id)).toEqual(buildProfileView(candidate()).sections.map((s) => s.id));
    expect(view).toMatchObject({
      id: 1,
      eta: 37,
      aggiornato: '28/02/2026',
      isFavourite: true,
      esclusiva: null,
    });
    expect(view.picture).toBe('/media/small_x.png');
    // Even a record that wrongly carried contact values would not pass them on while locked.
    const leaky = JSON.stringify(buildCompanyProfileView({ ...shared(), ...contact }));
    for (const value of Object.values(contact)) expect(leaky).not.toContain(value);
  });

  it('locked is a type without contact fields', () => {
    const view = buildCompanyProfileView(shared()) as LockedProfileView;
    // @ts-expect-error a locked profile has no contact fields for a page to show
    expect(view.contact).toBeUndefined();
  });

  it('unlocked: the contact fields and the unlock date, read in Italian time', () => {
    const view = buildCompanyProfileView({
      ...shared(),
      ...contact,
      unlocked: true,
      data_sblocco: '2026-03-08T23:30:00.000Z',
    });
    if (!view.unlocked) throw new Error('expected an unlocked view');
    expect(view.contact).toEqual(contact);
    expect(view.sbloccato).toBe('09/03/2026');
    expect(rowsOf(view)).not.toHaveProperty('Email');
  });

  it('shows the candidate their own contact fields in the anagrafica', () => {
    const view = buildProfileView(candidate({ indirizzo: 'Via Roma 1' }));
    expect(view.contact).toEqual(contact);
    expect(rowsOf(view)).toMatchObject({
      Email: contact.email,
      Telefono: contact.telefono,
      Indirizzo: 'Via Roma 1',
    });
    expect(rowsOf(buildProfileView(candidate({ nascita: null })))['Data di nascita']).toBe('—');
  });
});

describe('one date formatter', () => {
  it('DD/MM/YYYY wherever a view model shows a date; nothing for what is not a date', () => {
    expect(formatDateIt(undefined)).toBe('');
    expect(formatDateIt(20260309)).toBe('');
    expect(formatDateIt({})).toBe('');
    expect(
      subscriptionsView({
        id: 1,
        nome: 'A',
        abbonamenti: [
          { product_id: 1, data_scadenza: '2026-12-31' },
          { product_id: 1, data_scadenza: null },
        ],
      }).map((sub) => sub.scadenza),
    ).toEqual(['31/12/2026', null]);
  });
});

describe('job post view model', () => {
  it('labels contract, RAL, place and education', () => {
    const view = jobPostView({
      documentId: 'abc1234567',
      posizione: 'Operatore CNC',
      createdAt: '2026-03-01T10:00:00.000Z',
      hr_company: { nome: 'Officine' },
      tipoContratto: 'indeterminato',
      ral: 'over_50K',
      residenza: 'MI',
      titoloStudio: '2',
      benefits: ' Mensa ',
      interessato: true,
    });
    expect(view).toMatchObject({
      azienda: 'Officine',
      contratto: 'Tempo indeterminato',
      ral: 'Oltre 50.000 €',
      luogo: 'Milano (MI)',
      titoloStudio: 'Diploma di perito',
      benefits: 'Mensa',
      pubblicato: '01/03/2026',
      interessato: true,
    });
    expect(
      jobPostView({
        documentId: 'x',
        posizione: 'p',
        createdAt: '',
        hr_company: null,
        titoloStudio: '0',
        interessato: false,
      }).titoloStudio,
    ).toBeNull();
  });
});

describe('picture rule', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it('reads the type from the bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg'))).toBeNull();
  });
  it('answers the decisions.md messages', () => {
    expect(pictureError(1000, png)).toBeNull();
    expect(pictureError(PICTURE_MAX_BYTES + 1, png)).toBe('Il file è troppo grande');
    expect(pictureError(1000, new TextEncoder().encode('%PDF'))).toBe('Solo immagini sono permesse');
  });
});

describe('company strip', () => {
  it('keeps companies with a logo and hides the website itself', () => {
    const view = companyStripView([
      {
        documentId: 'a',
        nome: 'A',
        sito_web_link: 'https://a.example',
        logo: { id: 1, url: '/uploads/a.png' },
      },
      { documentId: 'b', nome: 'B', sito_web_link: null, logo: { id: 2, url: '/uploads/b.png' } },
    ]);
    expect(view.map((c) => c.hasWebsite)).toEqual([true, false]);
    expect(view[0]).not.toHaveProperty('sito_web_link');
  });
});
