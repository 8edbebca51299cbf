/**
 * The rule every list field shares (issue 24 item 4): a maximum and no repeated entry. A list of choices from a
 * closed catalog list has that list's length as maximum (more entries can only be repeats or junk); the lists
 * with a smaller maximum of their own (languages, VAT numbers, the company's job roles) pass it. The length is
 * checked first, so a 30,000-entry post costs one comparison. Used by the zod schemas of the Remix app and by
 * Strapi's validation alike. ES5 library only (see options.ts).
 */

export type ListIssue = 'tooMany' | 'duplicate';

/** The messages of the two list rules (shown under the field by the forms, sent by Strapi with its 400). */
export const LIST_MESSAGES = {
  tooMany: (max: number) => 'Puoi indicare al massimo ' + max + (max === 1 ? ' elemento' : ' elementi'),
  duplicate: 'Lo stesso elemento è indicato più di una volta',
} as const;

/**
 * 'tooMany' when `values` has more than `max` entries, 'duplicate' when two entries have the same `key`
 * (by default the entry itself as a string; trimmed and case-insensitive for texts), else null. An entry whose
 * key is '' (an empty row) is not compared: the field's own rules judge it.
 */
export function listIssue(
  values: ReadonlyArray<unknown>,
  max: number,
  key: (value: unknown) => string = defaultKey,
): ListIssue | null {
  if (values.length > max) return 'tooMany';
  const seen: { [key: string]: true } = Object.create(null);
  for (let i = 0; i < values.length; i++) {
    const k = key(values[i]);
    if (k === '') continue;
    if (seen[k]) return 'duplicate';
    seen[k] = true;
  }
  return null;
}

/** The message of a list issue. */
export function listMessage(issue: ListIssue, max: number): string {
  return issue === 'tooMany' ? LIST_MESSAGES.tooMany(max) : LIST_MESSAGES.duplicate;
}

/** The message of `values`' issue, or null. */
export function listIssueMessage(
  values: ReadonlyArray<unknown>,
  max: number,
  key?: (value: unknown) => string,
): string | null {
  const issue = listIssue(values, max, key);
  return issue ? listMessage(issue, max) : null;
}

/** The key of an entry's `field` (a row such as {piva} or {lingua}): its trimmed, lower-case text, '' when empty. */
export const fieldKey =
  (field: string) =>
  (row: unknown): string => {
    const value =
      row !== null && typeof row === 'object' ? (row as { [key: string]: unknown })[field] : undefined;
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };

function defaultKey(value: unknown): string {
  if (typeof value === 'string') return value.trim() ? 's:' + value.trim().toLowerCase() : '';
  if (value !== null && typeof value === 'object') return 'o:' + JSON.stringify(value);
  return typeof value + ':' + String(value);
}
