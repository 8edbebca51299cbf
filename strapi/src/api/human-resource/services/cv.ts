// "Scarica il CV (PDF)" (issue 42 item 5): an A4 PDF in Italian drawn on the server with pdfkit, DejaVu Sans embedded
// (subset: only the glyphs used, so the file stays small), text selectable. Two readers: the candidate (their own
// profile, contacts included) and a company that unlocked the candidate (the profile as profileFor gives it to that
// company: contacts only when unlocked). A company that did not unlock, a blacklisted or unknown candidate, and a
// member of another company's team all get the same 404: the contacts of a locked profile never leave Strapi.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Core } from '@strapi/strapi';
import { findRow } from '../../../utils/rows';
import { ORARI, TIPO_CONTRATTO } from '../../../catalog/candidate';
import { schedaTecnicaSummary } from '../../../catalog/scheda-tecnica';
import { legalFromEnv } from '../../../catalog/legal';
import { ApiError } from '../../../utils/api-error';
import { isoDateInRome } from '../../../utils/dates';
import { ageOn } from './profiles';
import type { SearchCompany } from './search';

const HR_USER = 'api::hr-user.hr-user';
const require_ = createRequire(__filename);
const FONT = require_.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require_.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

type Row = Record<string, unknown>;

export const CV_NOT_FOUND = 'CV non disponibile';

/** What the CV shows: the profile's fields as stored, the lists as values, contacts when the reader may see them. */
export type CvSource = Row & {
  aree_di_competenza: string[];
  conoscenze_informatiche: string[];
  mansioni_preferite: string[];
};

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const yesNo = (value: unknown): string | null => (value === true ? 'Sì' : value === false ? 'No' : null);
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')).filter(Boolean) : [];
/** Stored option values as the catalog labels them (an unknown value as it is). */
const labels = (value: unknown, options: ReadonlyArray<{ value: string; label: string }>) =>
  list(value).map((item) => options.find((option) => option.value === item)?.label ?? item);

/** `CV-Nome-Cognome-2026-11-28.pdf`: letters and digits of the name only (no quote can break the header). */
export const cvFileName = (nome: unknown, cognome: unknown, today: string) => {
  const part = (text: unknown) =>
    str(text)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return ['CV', part(nome), part(cognome), today].filter(Boolean).join('-') + '.pdf';
};

const languages = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((item) => {
          const row = (item ?? {}) as Row;
          const lingua = str(row.lingua ?? row.nome ?? row.value);
          const livello = str(row.livello);
          return lingua ? (livello ? `${lingua}: ${livello}` : lingua) : '';
        })
        .filter(Boolean)
    : [];

/** The CV's sections, in reading order; empty ones left out. */
export function cvSections(source: CvSource): Array<{ titolo: string; righe: string[] }> {
  const pairs = (entries: Array<[string, string | null]>) =>
    entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  const studio = [
    source.qualifica_professionale_enum,
    source.qualifica_professionale_text,
    source.perito_enum,
    source.perito_text,
    source.tipo_laurea,
    source.ingegnere_enum,
    source.ingegnere_text,
  ]
    .map(str)
    .filter(Boolean);
  const sections = [
    {
      titolo: 'Esperienza e disponibilità',
      righe: pairs([
        ['Qualifica', str(source.qualifica) || null],
        ['Esperienza', str(source.esperienza) || null],
        ['Stato occupazionale', str(source.occupazione) || null],
        ['Mobilità', str(source.mobilita) || null],
        ['Trasferte', str(source.trasferta) || null],
        ['Patente', str(source.patente_text) || yesNo(source.patente_bool)],
        ['Automunito', yesNo(source.automunito_bool)],
        ['Tipo di contratto', labels(source.tipo_contratto, TIPO_CONTRATTO).join(', ') || null],
        ['Orari', labels(source.orari, ORARI).join(', ') || null],
        ['Categorie protette', yesNo(source.categorie_protette)],
      ]),
    },
    { titolo: 'Mansioni preferite', righe: source.mansioni_preferite },
    { titolo: 'Aree di competenza', righe: source.aree_di_competenza },
    {
      titolo: 'Titolo di studio e formazione',
      righe: [
        ...studio,
        ...pairs([
          ['Specializzazione', str(source.specializzazione_text) || null],
          ['Certificazioni', str(source.certificazione_text) || null],
        ]),
      ],
    },
    {
      titolo: 'Lingue',
      righe: languages(source.lingue),
    },
    {
      titolo: 'Conoscenze informatiche',
      righe: [
        ...source.conoscenze_informatiche,
        ...(str(source.conoscenze_informatiche_text) ? [str(source.conoscenze_informatiche_text)] : []),
      ],
    },
  ];
  return sections.filter((section) => section.righe.length > 0);
}

/** The PDF itself (A4, margins of 2 cm). */
export async function cvPdf(source: CvSource, today: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 57,
    font: FONT,
    lang: 'it-IT',
    info: {
      Title: `Curriculum vitae di ${[str(source.nome), str(source.cognome)].filter(Boolean).join(' ')}`,
      Author: legalFromEnv(process.env).controller,
      Subject: 'Curriculum vitae',
    },
    compress: true,
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont('testo', FONT);
  doc.registerFont('titolo', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const name = [str(source.nome), str(source.cognome)].filter(Boolean).join(' ') || 'Candidato';
  doc.font('titolo').fontSize(22).fillColor('#0f172a').text(name);
  const eta = ageOn(source.nascita as string | null | undefined, today);
  const place = [str(source.citta), str(source.provincia) ? `(${str(source.provincia)})` : '']
    .filter(Boolean)
    .join(' ');
  const subtitle = [eta === null ? '' : `${eta} anni`, place].filter(Boolean).join(' · ');
  if (subtitle) doc.font('testo').fontSize(11).fillColor('#334155').text(subtitle);
  const contacts = pairsOf([
    ['E-mail', str(source.email)],
    ['Telefono', str(source.telefono)],
    ['Indirizzo', [str(source.indirizzo), str(source.cap), str(source.citta)].filter(Boolean).join(', ')],
  ]);
  if (contacts.length) {
    doc.moveDown(0.5);
    for (const line of contacts) doc.font('testo').fontSize(10).fillColor('#0f172a').text(line);
  }
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('titolo').fontSize(13).fillColor('#1d4ed8').text(text);
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.width - doc.page.margins.right, y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.3);
  };
  for (const section of cvSections(source)) {
    heading(section.titolo);
    for (const line of section.righe)
      doc.font('testo').fontSize(10).fillColor('#0f172a').text(`• ${line}`, { indent: 4 });
  }
  const sheet = schedaTecnicaSummary(source.scheda_tecnica);
  if (sheet.length) {
    heading('Scheda tecnica');
    for (const group of sheet) {
      doc.font('titolo').fontSize(10.5).fillColor('#0f172a').text(group.gruppo);
      for (const line of group.voci) doc.font('testo').fontSize(10).text(`• ${line}`, { indent: 4 });
      doc.moveDown(0.3);
    }
  }
  doc.moveDown(1);
  doc
    .font('testo')
    .fontSize(8)
    .fillColor('#64748b')
    .text(`Generato il ${today.split('-').reverse().join('/')} dal Portale Lavoro Industria.`);
  doc.end();
  return done;
}

const pairsOf = (entries: Array<[string, string]>) =>
  entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);

const values = (rows: unknown): string[] =>
  Array.isArray(rows) ? rows.map((row) => str((row as Row).value)).filter(Boolean) : [];

const cvService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The caller's own CV. */
  async forCandidate(userId: number, now: Date = new Date()) {
    const id = await strapi.service('api::me.own-profile').ownProfileId(HR_USER, userId);
    const row = id
      ? await findRow(strapi, HR_USER, {
          where: { id },
          populate: {
            aree_di_competenza: { select: ['value'] },
            conoscenze_informatiche: { select: ['value'] },
            mansioni_preferite: { select: ['value'] },
          },
        })
      : null;
    if (!row) throw new ApiError(404, 'cv_missing', CV_NOT_FOUND);
    const source: CvSource = {
      ...row,
      aree_di_competenza: values(row.aree_di_competenza),
      conoscenze_informatiche: values(row.conoscenze_informatiche),
      mansioni_preferite: values(row.mansioni_preferite),
    };
    const today = isoDateInRome(now);
    return { pdf: await cvPdf(source, today), fileName: cvFileName(row.nome, row.cognome, today) };
  },

  /** A company's CV of a candidate it unlocked; 404 for anything else (locked, hidden, unknown). */
  async forCompany(company: SearchCompany, raw: string, now: Date = new Date()) {
    const id = await strapi.service('api::human-resource.human-resource').visibleId(company, raw);
    const profile =
      id === null ? null : await strapi.service('api::human-resource.profiles').profileFor(company, id);
    if (!profile || !profile.unlocked) throw new ApiError(404, 'cv_missing', CV_NOT_FOUND);
    const today = isoDateInRome(now);
    return {
      pdf: await cvPdf(profile as unknown as CvSource, today),
      fileName: cvFileName(profile.nome, profile.cognome, today),
    };
  },
});

export type CvService = ReturnType<typeof cvService>;
export default cvService;
