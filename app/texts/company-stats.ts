// Texts of the statistics on /company-info (issue 43 item 6). Imported by the server module that draws them only
// (app/routes/_company.company-info/company-stats.server.tsx): the page's JavaScript never carries them.
const MESI = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** 'YYYY-MM' → 'novembre 2026' (the table) or 'nov' (the chart's axis). */
const mese = (value: string) => MESI[Number(value.slice(5, 7)) - 1] ?? value;
/** 'YYYY-MM-DD' → '23/11'. */
const giorno = (value: string) => `${value.slice(8, 10)}/${value.slice(5, 7)}`;

export const companyStats = {
  title: 'Cosa hanno fruttato i tuoi crediti',
  intro: 'I numeri della tua azienda, da quello che è successo sul portale.',
  showTable: 'Mostra i numeri in una tabella',

  creditsTitle: 'Crediti acquistati e spesi per mese',
  creditsCaption: 'Crediti acquistati e spesi negli ultimi 12 mesi',
  month: 'Mese',
  bought: 'Acquistati',
  spent: 'Spesi',
  monthLong: (value: string) => `${mese(value)} ${value.slice(0, 4)}`,
  monthShort: (value: string) => mese(value).slice(0, 3),
  creditsSummary: (bought: number, spent: number) =>
    `Negli ultimi 12 mesi: ${bought} crediti acquistati e ${spent} spesi per sbloccare profili.`,

  stagesTitle: 'Candidati sbloccati per fase',
  stagesCaption: 'Candidati sbloccati per fase raggiunta',
  stage: 'Fase',
  unlocks: 'Candidati',
  stagesSummary: (total: number, hired: number) =>
    `${total === 1 ? '1 candidato sbloccato' : `${total} candidati sbloccati`}, ${hired === 1 ? '1 assunto' : `${hired} assunti`}.`,

  visitsTitle: 'Visite al tuo brand per settimana',
  visitsCaption: 'Visite al logo della tua azienda nelle ultime 12 settimane',
  week: 'Settimana',
  visits: 'Visite',
  weekLong: (monday: string) => `dal ${giorno(monday)}/${monday.slice(0, 4)}`,
  weekShort: (monday: string) => giorno(monday),
  visitsSummary: (total: number) =>
    `Nelle ultime 12 settimane ${total === 1 ? '1 visita' : `${total} visite`} al logo della tua azienda.`,
} as const;
