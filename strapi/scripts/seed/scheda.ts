import {
  SCHEDA_TECNICA,
  emptySchedaTecnica,
  isSchedaTecnicaEmpty,
  normalizeSchedaTecnica,
  validateSchedaTecnica,
  type SchedaNode,
  type SchedaTecnica,
} from '../../src/catalog';
import type { Random } from './random';

/** Groups of the technical sheet a candidate of each competence area typically fills. */
const GROUPS_BY_AREA: Record<string, string[]> = {
  'Lavorazioni alle macchine utensili': ['macchine_utensili', 'strumenti_precisione'],
  'Programmazione CNC': ['sistema_cnc', 'macchine_utensili'],
  Rettifica: ['rettifica', 'strumenti_precisione'],
  Saldatura: ['saldatura'],
  'Carpenteria metallica': ['saldatura', 'disegno_tecnico'],
  'Lavorazione lamiera': ['macchine_utensili'],
  'Automazione industriale': ['linguaggi_programmazione_plc', 'sistemi_meccatronici'],
  Robotica: ['robot_industriali', 'linguaggi_programmazione_plc'],
  Elettronica: ['dispositivi_elettronici'],
  'Impiantistica elettrica': ['impianti_elettrici'],
  'Manutenzione elettrica': ['impianti_elettrici'],
  'Manutenzione meccanica': ['montaggio', 'altri_macchinari_industriali'],
  'Oleodinamica e pneumatica': ['montaggio', 'sistemi_meccatronici'],
  'Progettazione meccanica': ['linguaggi_progettazione', 'disegno_meccanico'],
  'Progettazione elettrica': ['linguaggi_progettazione'],
  'Ufficio tecnico': ['linguaggi_progettazione', 'disegno_meccanico', 'software_produttivita'],
  Montaggio: ['montaggio'],
  Assemblaggio: ['assemblaggio'],
  Collaudo: ['strumenti_precisione'],
  Qualità: ['strumenti_precisione', 'software_produttivita'],
  'Conduzione impianti': ['altri_macchinari_industriali'],
  'Stampaggio plastica': ['stampaggio'],
  'Stampaggio lamiera': ['stampaggio'],
  Verniciatura: ['verniciatura'],
  'Trattamenti galvanici': ['trattamenti_galvanici'],
  'Meccatronica d’officina': ['meccatronica_officina'],
  Autotrasporto: ['autotrasporto'],
  'Cantieristica navale': ['cantieristica_navale'],
  'Informatica e sistemi': ['linguaggi_programmazione', 'sistemi_operativi', 'gestione_database'],
};

const EXTRA_TEXTS = [
  'Esperienza anche su macchine di costruttori diversi',
  'Lavorazioni su commessa e piccoli lotti',
  'Attrezzaggio e messa a punto in autonomia',
  'Formazione interna presso il costruttore',
];

type Json = Record<string, unknown>;

const emptyNode = (node: SchedaNode): unknown => {
  if (node.kind === 'group')
    return Object.fromEntries(node.fields.map((field) => [field.key, emptyNode(field)]));
  return node.kind === 'multi' ? [] : '';
};

const fillNode = (node: SchedaNode, random: Random): unknown => {
  switch (node.kind) {
    case 'group': {
      // Inside a group only some lists are filled, as a real candidate would.
      const value: Json = {};
      for (const field of node.fields) {
        value[field.key] =
          field.kind === 'text' || random.chance(0.6) ? fillNode(field, random) : emptyNode(field);
      }
      return value;
    }
    case 'multi': {
      // 'Altro' is ticked now and then; its extra text is filled by completeExtras.
      const options = node.options.filter((option) => option !== 'Altro' || random.chance(0.08));
      return random.some(options, 1, 3);
    }
    case 'single':
      return random.pick(node.options);
    case 'text':
      return '';
  }
};

const setPath = (sheet: Json, path: string, value: string) => {
  const keys = path.split('.');
  let target = sheet;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  target[keys[keys.length - 1]] = value;
};

/** Fills the extra texts the validation asks for (an 'Altro' or disegno_tecnico 'Si' is ticked). */
const completeExtras = (sheet: Json, random: Random) => {
  for (const issue of validateSchedaTecnica(sheet)) {
    if (issue.message.startsWith('*Campo obbligatorio')) setPath(sheet, issue.path, random.pick(EXTRA_TEXTS));
  }
  const remaining = validateSchedaTecnica(sheet);
  if (remaining.length > 0)
    throw new Error(`seed produced an invalid scheda_tecnica: ${JSON.stringify(remaining)}`);
};

/** A technical sheet coherent with the candidate's competence areas. */
export const schedaTecnica = (aree: readonly string[], random: Random): SchedaTecnica => {
  const topLevel = new Map(SCHEDA_TECNICA.map((node) => [node.key as string, node as SchedaNode]));
  const keys = new Set(aree.flatMap((area) => GROUPS_BY_AREA[area] ?? []));
  if (random.chance(0.5)) keys.add('disegno_tecnico');
  if (random.chance(0.4)) keys.add('software_produttivita');
  if (keys.size === 0) keys.add('software_produttivita');

  const sheet = emptySchedaTecnica() as unknown as Json;
  for (const key of keys) {
    const node = topLevel.get(key);
    if (node) sheet[key] = fillNode(node, random);
  }
  if (isSchedaTecnicaEmpty(sheet)) {
    // The wizard refuses an empty sheet: tick something every candidate of the sector knows.
    (sheet.disegno_tecnico as Json).tipo = 'Si';
  }
  completeExtras(sheet, random);
  return normalizeSchedaTecnica(sheet);
};
