/**
 * The export of a company's unlocked candidates to an ATS (issue 43): CSV for Italian Excel (UTF-8 with a BOM, `;`
 * between fields, CRLF lines) written by csv-stringify, and XLSX written by exceljs's streaming writer, one row per
 * candidate with the columns of catalog/pipeline.ts EXPORT_COLONNE. Both stream: rows go out as they are written.
 * The rows are the pipeline's own list (PipelineService.all), so only the company's unlocked candidates, with the
 * contacts the unlock gave it, ever reach a file.
 */
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import {
  CSV_SEPARATORE,
  EXPORT_COLONNE,
  FASE_ETICHETTE,
  defuseCell,
  type ExportColonna,
} from '../../../catalog/pipeline';
import type { PipelineCandidate } from '../../../contracts/pipeline';

export type ExportFormat = 'csv' | 'xlsx';

/** The date of a moment in Italy, as an Italian reads it (27/11/2026). */
const italianDate = (value: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));

/** The cells of one candidate, by column. */
export const exportRow = (c: PipelineCandidate): Record<ExportColonna, string> => ({
  nome: c.nome,
  cognome: c.cognome,
  email: c.email ?? '',
  telefono: c.telefono ?? '',
  comune: c.comune ?? '',
  provincia: c.provincia ?? '',
  fase: FASE_ETICHETTE[c.fase],
  annuncio: c.annuncio?.posizione ?? '',
  ultima_nota: c.ultima_nota?.testo ?? '',
  data_sblocco: italianDate(c.data_sblocco),
  sbloccato_da: c.sbloccato_da ?? '',
});

const csv = (candidates: PipelineCandidate[]): Readable => {
  const stringifier = stringify({
    bom: true,
    delimiter: CSV_SEPARATORE,
    record_delimiter: 'windows',
    header: true,
    columns: EXPORT_COLONNE.map(([key, header]) => ({ key, header })),
    cast: { string: (value) => defuseCell(value) },
  });
  Readable.from(candidates.map(exportRow)).pipe(stringifier);
  return stringifier;
};

const xlsx = (candidates: PipelineCandidate[]): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Candidati sbloccati');
  sheet.columns = EXPORT_COLONNE.map(([key, header]) => ({ key, header, width: 20 }));
  void (async () => {
    try {
      for (const candidate of candidates) sheet.addRow(exportRow(candidate)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
};

/** The file of `candidates` in `format`, as a stream, with its content type and file name. */
export const exportFile = (candidates: PipelineCandidate[], format: ExportFormat, today: string) => ({
  body: format === 'csv' ? csv(candidates) : xlsx(candidates),
  type:
    format === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  filename: `candidati-sbloccati-${today}.${format}`,
});
