/**
 * The whole technical sheet, in the order of spec 01 §3 (the wizard's order),
 * and the type of its stored JSON.
 */
import { IMPIANTI } from './impianti';
import { INFORMATICA } from './informatica';
import { LAVORAZIONI } from './lavorazioni';
import type { SchedaFieldsValue } from './model';

export type SchedaTecnicaNode =
  (typeof LAVORAZIONI)[number] | (typeof INFORMATICA)[number] | (typeof IMPIANTI)[number];

/** Top-level groups and lists; render them in this order, recursing into `fields`. */
export const SCHEDA_TECNICA: ReadonlyArray<SchedaTecnicaNode> = [...LAVORAZIONI, ...INFORMATICA, ...IMPIANTI];

/**
 * The stored scheda_tecnica JSON, derived from the definition so the two cannot drift:
 * e.g. `sheet.saldatura.tipi: string[]`, `sheet.disegno_tecnico.tipo: string`.
 */
export type SchedaTecnica = SchedaFieldsValue<ReadonlyArray<SchedaTecnicaNode>>;
