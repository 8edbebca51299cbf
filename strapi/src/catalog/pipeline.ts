/**
 * The recruiter's pipeline (issue 43): the stage of every candidate a company unlocked, the notes its team keeps on
 * them, and the export to an ATS. Pure rules shared by Strapi (the authority) and the Remix forms.
 */
import { isUnreachable, type GaranziaStato } from './guarantee-rules';

/** The stages a recruiter sets, in the order of the pipeline. A new unlock starts at the first. */
export const FASI = [
  'da_contattare',
  'contattato',
  'colloquio',
  'proposta',
  'assunto',
  'non_idoneo',
] as const;
export type FaseScelta = (typeof FASI)[number];

/**
 * Every stage a candidate can show: the recruiter's, plus "Non raggiungibile", which nobody sets: it follows the
 * credit guarantee's report (guarantee-rules.ts, `isUnreachable`).
 */
export const FASI_VISTE = [...FASI, 'non_raggiungibile'] as const;
export type Fase = (typeof FASI_VISTE)[number];

export const FASE_INIZIALE: FaseScelta = 'da_contattare';

export const FASE_ETICHETTE: Record<Fase, string> = {
  da_contattare: 'Da contattare',
  contattato: 'Contattato',
  colloquio: 'Colloquio',
  proposta: 'Proposta',
  assunto: 'Assunto',
  non_idoneo: 'Non idoneo',
  non_raggiungibile: 'Non raggiungibile',
};

export const isFaseScelta = (value: unknown): value is FaseScelta =>
  typeof value === 'string' && (FASI as readonly string[]).includes(value);

export const isFase = (value: unknown): value is Fase =>
  typeof value === 'string' && (FASI_VISTE as readonly string[]).includes(value);

/**
 * The stage a candidate shows: "Non raggiungibile" while the company's guarantee report says so and the recruiter has
 * not set a stage since the report was made (having reached the candidate after all, they move them on); else the
 * stage the recruiter set (a row from before the pipeline has none: the first).
 */
export const faseVista = ({
  fase,
  faseIl,
  report,
}: {
  fase: string | null | undefined;
  faseIl: Date | null;
  report: { stato: GaranziaStato; segnalata_il: Date } | null;
}): Fase => {
  if (report && isUnreachable(report.stato) && (!faseIl || faseIl.getTime() <= report.segnalata_il.getTime()))
    return 'non_raggiungibile';
  return isFaseScelta(fase) ? fase : FASE_INIZIALE;
};

/** A note's length, in characters (what the textarea counts). */
export const NOTA_MAX = 2000;

/** A page of the unlocked list. */
export const PIPELINE_PAGINA = 20;

/** The refusals of the pipeline's endpoints by `details.code`, in Italian (shown as they are by the forms). */
export const PIPELINE_MESSAGGI = {
  fase_sconosciuta: 'Scegli una fase valida per il candidato',
  non_sbloccato: 'Puoi gestire solo i candidati che la tua azienda ha sbloccato',
  nota_vuota: 'Scrivi il testo della nota',
  nota_lunga: `La nota può avere al massimo ${NOTA_MAX} caratteri`,
  nota_mancante: 'Nota non trovata',
  nota_altrui: 'Solo chi ha scritto la nota o il titolare può modificarla o eliminarla',
  annuncio_mancante: 'Annuncio non trovato tra quelli della tua azienda',
  filtro_non_valido: 'Filtro non valido',
  chiave_mancante: 'Chiave API non trovata',
  chiave_non_valida: 'Chiave API mancante, non valida o revocata',
  troppe_richieste: 'Troppe richieste con questa chiave API: riprova tra un minuto',
  troppe_chiavi: 'La tua azienda ha già 5 chiavi API attive: revocane una per crearne un’altra',
  nome_chiave: 'Dai alla chiave un nome di al massimo 60 caratteri',
} as const;
export type PipelineErrore = keyof typeof PIPELINE_MESSAGGI;

/** The checked text of a note, or the refusal. */
export const checkNota = (value: unknown): { testo: string } | { errore: PipelineErrore } => {
  const testo = typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : '';
  if (!testo) return { errore: 'nota_vuota' };
  if ([...testo].length > NOTA_MAX) return { errore: 'nota_lunga' };
  return { testo };
};

/**
 * The list's filters as the URL carries them (`?fase=colloquio&annuncio=<documentId>&sbloccato_da=<id|me>`), the
 * Remix GET form and the Strapi query alike. Unknown values are refused, not ignored: a bookmarked filter that no
 * longer means anything says so.
 */
export type PipelineFiltri = {
  fase?: Fase;
  annuncio?: string;
  /** 'me': the caller's own unlocks ("I miei"); a number: a team member's account. */
  sbloccato_da?: 'me' | number;
};

const DOCUMENT_ID = /^[a-z0-9]{10,40}$/i;

export const parseFiltri = (
  query: Record<string, unknown>,
): { filtri: PipelineFiltri } | { errore: 'filtro_non_valido' } => {
  const one = (key: string) => {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === 'string' && text !== '' ? text : undefined;
  };
  const filtri: PipelineFiltri = {};
  const fase = one('fase');
  if (fase !== undefined) {
    if (!isFase(fase)) return { errore: 'filtro_non_valido' };
    filtri.fase = fase;
  }
  const annuncio = one('annuncio');
  if (annuncio !== undefined) {
    if (!DOCUMENT_ID.test(annuncio)) return { errore: 'filtro_non_valido' };
    filtri.annuncio = annuncio;
  }
  const by = one('sbloccato_da');
  if (by !== undefined) {
    if (by === 'me') filtri.sbloccato_da = 'me';
    else if (/^[1-9]\d{0,9}$/.test(by)) filtri.sbloccato_da = Number(by);
    else return { errore: 'filtro_non_valido' };
  }
  return { filtri };
};

/** The export's columns, in order, with their Italian headings (CSV and XLSX alike). */
export const EXPORT_COLONNE = [
  ['nome', 'Nome'],
  ['cognome', 'Cognome'],
  ['email', 'Email'],
  ['telefono', 'Telefono'],
  ['comune', 'Comune'],
  ['provincia', 'Provincia'],
  ['fase', 'Fase'],
  ['annuncio', 'Annuncio'],
  ['ultima_nota', 'Ultima nota'],
  ['data_sblocco', 'Data sblocco'],
  ['sbloccato_da', 'Sbloccato da'],
] as const;
export type ExportColonna = (typeof EXPORT_COLONNE)[number][0];

/** The CSV separator Italian Excel expects (the comma is the decimal separator). */
export const CSV_SEPARATORE = ';';

/**
 * A cell as the export writes it: a value a spreadsheet would read as a formula (CSV injection: = or @ first, or + or
 * - before anything but a number such as a phone's "+39 333...") gets a leading apostrophe, which keeps it text.
 */
export const defuseCell = (value: string): string =>
  /^[=@\t\r]/.test(value) || /^[+-](?![\d\s]*$)/.test(value) ? `'${value}` : value;

/** API keys for ATS integrations. */
export const API_KEY_MAX = 5;
/** Requests a key may make a minute. */
export const API_KEY_RICHIESTE_MINUTO = 60;
/** The visible start of every key, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFISSO = 'rp_live_';
