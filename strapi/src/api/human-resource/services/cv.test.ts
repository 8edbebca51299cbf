// Issue 42 item 5: the CV's PDF (strapi/src/api/human-resource/services/cv.ts) read back with Mozilla's pdf.js: A4,
// the profile's data and technical sheet as selectable text, the font embedded, under 200 kB; the file name carries
// the candidate's name and the date and nothing that could break the header.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../tests/support/pdf-text';
import { cvFileName, cvPdf, cvSections, type CvSource } from './cv.ts';

const source: CvSource = {
  nome: 'Giulia',
  cognome: 'Bianchi D’Àngelo',
  nascita: '1990-05-14',
  citta: 'Bergamo',
  provincia: 'BG',
  cap: '24121',
  email: 'giulia.bianchi@esempio.it',
  telefono: '3401234567',
  indirizzo: 'Via Roma 1',
  qualifica: 'Operaio',
  esperienza: 'Tra i 5 ed i 10 anni',
  mobilita: 'Entro 30 km',
  patente_bool: true,
  patente_text: 'B',
  automunito_bool: true,
  conoscenza_italiano: true,
  lingue: [
    { lingua: 'Italiano', livello: 'Madrelingua' },
    { lingua: 'Inglese', livello: 'Intermedio B1-B2' },
  ],
  tipo_contratto: ['indeterminato'],
  orari: ['full_time', 'due_turni'],
  aree_di_competenza: ['Saldatura'],
  conoscenze_informatiche: ['Excel'],
  mansioni_preferite: ['Saldatore TIG'],
  scheda_tecnica: {
    macchine_utensili: { centri_lavoro_cnc: ['Centro di lavoro a 5 assi'] },
  },
};

const textOf = (pdf: Buffer) => pdfText(pdf);

describe('the CV PDF', () => {
  it('is an A4 with the profile as selectable text, the font embedded, under 200 kB', async () => {
    const pdf = await cvPdf(source, '2026-11-28');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(200_000);
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    const { text, sizes } = await textOf(pdf);
    expect(sizes[0].map(Math.round)).toEqual([595, 842]);
    for (const expected of [
      'Giulia Bianchi D’Àngelo',
      '36 anni',
      'Bergamo (BG)',
      'giulia.bianchi@esempio.it',
      '3401234567',
      'Saldatore TIG',
      'Saldatura',
      'Inglese: Intermedio B1-B2',
      'Patente: B',
      'Tempo indeterminato',
      'Orari: Full time, Due turni',
      'Scheda tecnica',
      'Centro di lavoro a 5 assi',
    ])
      expect(text).toContain(expected);
  });

  it('without contacts in the source, has none', async () => {
    const locked = { ...source, email: undefined, telefono: undefined, indirizzo: undefined };
    const { text } = await textOf(await cvPdf(locked, '2026-11-28'));
    expect(text).not.toContain('giulia.bianchi@esempio.it');
    expect(text).not.toContain('Telefono');
    expect(text).toContain('Saldatore TIG');
  });

  it('leaves out empty sections', () => {
    const titles = cvSections({ ...source, lingue: [] }).map((s) => s.titolo);
    expect(titles).not.toContain('Lingue');
    expect(titles).toContain('Mansioni preferite');
  });

  it('names the file after the candidate and the day, letters and digits only', () => {
    expect(cvFileName('Giulia', 'Bianchi D’Àngelo', '2026-11-28')).toBe(
      'CV-Giulia-Bianchi-D-Angelo-2026-11-28.pdf',
    );
    expect(cvFileName('"; rm', null, '2026-11-28')).toBe('CV-rm-2026-11-28.pdf');
  });
});
