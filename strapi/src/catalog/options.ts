/**
 * Shared shape of the fixed enumerations.
 *
 * An enumeration whose stored value equals its Italian label is a plain
 * `as const` string tuple; one whose stored value differs (e.g. `under_30K`
 * shown as 'Meno di 30.000 €') is a tuple of `{ value, label }` options.
 *
 * This catalog is compiled both by Strapi (CommonJS, default ES5 lib when
 * type-checked file by file) and by the Remix app (ESM bundle), so it only
 * uses ES5 library features: no Map/Set, `includes`, `find` or `Object.entries`.
 */

export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** The union of the stored values of an option tuple. */
export type OptionValue<T extends ReadonlyArray<Option<string | number>>> = T[number]['value'];

/** The stored values of an option tuple, in display order. */
export function optionValues<V extends string | number>(options: ReadonlyArray<Option<V>>): V[] {
  return options.map((option) => option.value);
}

/** The label of a stored value, or undefined when the value is not in the list. */
export function optionLabel<V extends string | number>(
  options: ReadonlyArray<Option<V>>,
  value: unknown,
): string | undefined {
  for (const option of options) {
    if (option.value === value) return option.label;
  }
  return undefined;
}

/** Narrows an unknown value (form field, query parameter, stored JSON) to a value of the list. */
export function isOptionValue<V extends string | number>(
  options: ReadonlyArray<Option<V>>,
  value: unknown,
): value is V {
  return optionLabel(options, value) !== undefined;
}

/** Narrows an unknown value to one of the entries of a plain string enumeration. */
export function isOneOf<T extends string>(list: ReadonlyArray<T>, value: unknown): value is T {
  return typeof value === 'string' && list.indexOf(value as T) !== -1;
}

/** `{ value, label }` options for a plain string enumeration, for generic select components. */
export function asOptions<T extends string>(list: ReadonlyArray<T>): Array<Option<T>> {
  return list.map((value) => ({ value, label: value }));
}
