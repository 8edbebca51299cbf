/**
 * Declarative model of the technical sheet (scheda_tecnica, spec 01 §3).
 *
 * The sheet is a tree: groups contain fields or nested groups. The stored JSON has
 * exactly the same shape, keyed by the spec's keys:
 *   - 'multi'  (checkbox list)  -> string[] of ticked options
 *   - 'single' (radio buttons)  -> the chosen option, '' when none
 *   - 'text'   (the `extra` field) -> free text, '' when empty
 *   - 'group'                   -> object with one entry per child
 * A form field's name is the dotted path of its keys, e.g. 'saldatura.tipi'.
 */

export const ALTRO_OPTION = 'Altro';

export interface SchedaMultiField<K extends string = string> {
  readonly kind: 'multi';
  readonly key: K;
  readonly label: string;
  readonly options: ReadonlyArray<string>;
}

export interface SchedaSingleField<K extends string = string> {
  readonly kind: 'single';
  readonly key: K;
  readonly label: string;
  readonly options: ReadonlyArray<string>;
}

/**
 * The `extra` text of a group. It is required when the option `requiredIf` is
 * selected in any choice field of its group (nested groups included, unless they
 * have an extra of their own).
 */
export interface SchedaTextField<K extends string = string> {
  readonly kind: 'text';
  readonly key: K;
  readonly label: string;
  readonly requiredIf: string;
}

export interface SchedaGroup<
  K extends string = string,
  F extends ReadonlyArray<SchedaNode> = ReadonlyArray<SchedaNode>,
> {
  readonly kind: 'group';
  readonly key: K;
  readonly label: string;
  readonly fields: F;
}

export type SchedaChoiceField = SchedaMultiField | SchedaSingleField;
export type SchedaNode = SchedaMultiField | SchedaSingleField | SchedaTextField | SchedaGroup;

/** Stored JSON value of one node of the definition. */
export type SchedaNodeValue<N> = N extends { readonly kind: 'multi' }
  ? string[]
  : N extends { readonly kind: 'single' | 'text' }
    ? string
    : N extends { readonly kind: 'group'; readonly fields: infer F }
      ? F extends ReadonlyArray<SchedaNode>
        ? SchedaFieldsValue<F>
        : never
      : never;

/** Stored JSON object of a list of nodes (a group's children, or the whole sheet). */
export type SchedaFieldsValue<F extends ReadonlyArray<SchedaNode>> = {
  [N in F[number] as N['key']]: SchedaNodeValue<N>;
};

export function multi<K extends string>(
  key: K,
  label: string,
  options: ReadonlyArray<string>,
): SchedaMultiField<K> {
  return { kind: 'multi', key, label, options };
}

export function single<K extends string>(
  key: K,
  label: string,
  options: ReadonlyArray<string>,
): SchedaSingleField<K> {
  return { kind: 'single', key, label, options };
}

/** The `extra` text field; by default required when 'Altro' is ticked. */
export function extra(label = ALTRO_OPTION, requiredIf = ALTRO_OPTION): SchedaTextField<'extra'> {
  return { kind: 'text', key: 'extra', label, requiredIf };
}

export function group<K extends string, F extends ReadonlyArray<SchedaNode>>(
  key: K,
  label: string,
  fields: F,
): SchedaGroup<K, F> {
  return { kind: 'group', key, label, fields };
}

/** A group made of one option list and its `extra` (e.g. saldatura {tipi, extra}). */
export function listWithExtra<K extends string, L extends string>(
  key: K,
  label: string,
  listKey: L,
  listLabel: string,
  options: ReadonlyArray<string>,
) {
  return group(key, label, [multi(listKey, listLabel, options), extra()]);
}
