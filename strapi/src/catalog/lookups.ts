/**
 * Lookup lists seeded into Strapi collections (each entry becomes {id, value}):
 * conoscenze-informatiches, aree-di-competenzas and the job roles (mansioni).
 * Strapi serves them sorted by value; lists that end with 'Altro' keep it last
 * (see sortLookupValues).
 */

export const ALTRO = 'Altro';

/** The main CAD programs: computer skills of the wizard and options of the technical sheet's CAD/CAM group. */
export const CAD_SOFTWARE = ['AutoCAD', 'SolidWorks', 'Inventor', 'CATIA', 'Creo', 'Siemens NX'] as const;

/** Computer skills of the wizard step "Conoscenze informatiche"; 'Altro' reveals a text field. */
export const CONOSCENZE_INFORMATICHE = [
  'Pacchetto Office',
  'Google Workspace',
  'Posta elettronica e navigazione internet',
  ...CAD_SOFTWARE,
  'Software CAM',
  'EPLAN',
  'SAP',
  'ERP gestionali',
  'MES e software di produzione',
  'Programmazione PLC',
  'Programmazione CNC',
  'Programmazione robot',
  'Software di misura CMM',
  'Linguaggi di programmazione',
  'Database e SQL',
  'Sistemi operativi e reti',
  ALTRO,
] as const;
export type ConoscenzaInformatica = (typeof CONOSCENZE_INFORMATICHE)[number];

/** Industrial competence areas of the wizard step "Mansioni" and of the search filters. */
export const AREE_DI_COMPETENZA = [
  'Manutenzione elettrica',
  'Manutenzione meccanica',
  'Lavorazioni alle macchine utensili',
  'Programmazione CNC',
  'Rettifica',
  'Saldatura',
  'Carpenteria metallica',
  'Lavorazione lamiera',
  'Automazione industriale',
  'Robotica',
  'Elettronica',
  'Impiantistica elettrica',
  'Oleodinamica e pneumatica',
  'Progettazione meccanica',
  'Progettazione elettrica',
  'Ufficio tecnico',
  'Montaggio',
  'Assemblaggio',
  'Collaudo',
  'Qualità',
  'Conduzione impianti',
  'Stampaggio plastica',
  'Stampaggio lamiera',
  'Verniciatura',
  'Trattamenti galvanici',
  'Produzione e pianificazione',
  'Logistica di magazzino',
  'Acquisti',
  'Sicurezza e ambiente',
  "Meccatronica d'officina",
  'Autotrasporto',
  'Cantieristica navale',
  'Informatica e sistemi',
] as const;
export type AreaDiCompetenza = (typeof AREE_DI_COMPETENZA)[number];

/** Job roles: preferred roles of candidates and companies, job-post positions. */
export const MANSIONI = [
  'Operatore CNC',
  'Programmatore CNC',
  'Operatore macchine utensili tradizionali',
  'Tornitore',
  'Fresatore',
  'Rettificatore',
  'Attrezzista',
  'Saldatore TIG',
  'Saldatore MIG/MAG',
  'Saldatore a elettrodo',
  'Carpentiere metallico',
  'Piegatore lamiera',
  'Operatore taglio laser',
  'Manutentore meccanico',
  'Manutentore elettrico',
  'Manutentore elettromeccanico',
  'Elettricista industriale',
  'Elettricista impiantista',
  'Quadrista cablatore',
  'Tecnico PLC',
  'Tecnico automazione industriale',
  'Programmatore robot',
  'Tecnico elettronico',
  'Montatore meccanico',
  'Assemblatore',
  'Collaudatore',
  'Addetto controllo qualità',
  'Responsabile qualità',
  'Progettista meccanico',
  'Progettista elettrico',
  'Disegnatore CAD',
  'Tecnico di ufficio tecnico',
  'Tecnico di produzione',
  'Addetto pianificazione produzione',
  'Capoturno',
  'Capo reparto',
  'Responsabile di produzione',
  'Responsabile manutenzione',
  'Conduttore di impianti',
  'Operatore di linea',
  'Operatore stampaggio plastica',
  'Verniciatore industriale',
  'Carrellista',
  'Magazziniere',
  'Responsabile logistica',
  'Autista patente C/CE',
  'Meccatronico auto',
  'Tecnico commerciale',
  'Addetto acquisti',
  'Tecnico sicurezza (HSE)',
] as const;
export type Mansione = (typeof MANSIONI)[number];

let italian: Intl.Collator | undefined;

/**
 * Italian alphabetical order. One collator, built on first use: `localeCompare(b, 'it')` looks one up on every
 * call, which made sorting a lookup list 9 ms of a page's start in the browser (docs/performance.md).
 */
export function compareItalian(a: string, b: string): number {
  return (italian ??= new Intl.Collator('it')).compare(a, b);
}

/**
 * The order of lookup values: alphabetical (Italian collation), 'Altro' last, as the original client
 * did with the server's sorted list (spec 01 §9). The one 'Altro last' rule: lists and stored relations.
 */
export function compareLookupValues(a: string, b: string): number {
  if (a === ALTRO) return b === ALTRO ? 0 : 1;
  if (b === ALTRO) return -1;
  return compareItalian(a, b);
}

/** Lookup values in their display order (see compareLookupValues). */
export function sortLookupValues<T extends string>(values: ReadonlyArray<T>): T[] {
  return values.slice().sort(compareLookupValues);
}
