/** A JSON column's value: SQLite hands back its text, PostgreSQL the parsed value. Unparsable text is null. */
export function parseJsonColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
