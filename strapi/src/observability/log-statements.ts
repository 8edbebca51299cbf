/**
 * A database error's message holds the statement and its values (knex: `insert into … values (…) - <error>`), and
 * our own log lines repeat it (`[forgot-password] recovery mail not sent: ${error.message}`): a person's e-mail, a
 * reset token or a phone number would reach the log. Strapi's logger (config/logger.ts) passes every message and
 * stack through `withoutStatement`, which keeps the text before the statement and the database's own error after
 * it (issue 40 item 3).
 */

/** Where a statement starts: at the start of the text, after an error's name, or after a `label: ` of ours. */
const START =
  /(^|: )\s*(?:insert into [`"]|update [`"]|delete from [`"]|select [\s\S]*?\bfrom [`"(]|with [`"]?\w+[`"]? as \()/i;

/** The database's own error: after the last ` - ` that is followed by no other dash (knex's separator). */
const DATABASE_ERROR = / - (?=[^-]*$)/;

export function withoutStatement(text: string): string {
  const start = START.exec(text);
  if (!start) return text;
  const before = text.slice(0, start.index + start[1].length);
  const rest = text.slice(start.index + start[1].length);
  const separator = DATABASE_ERROR.exec(rest);
  return `${before}[statement omitted]${separator ? rest.slice(separator.index) : ''}`;
}

/** A stack: its first lines are the message again; they are cut like a message, the frames kept. */
export function stackWithoutStatement(stack: string): string {
  const frames = stack.indexOf('\n    at ');
  if (frames === -1) return withoutStatement(stack);
  return withoutStatement(stack.slice(0, frames)) + stack.slice(frames);
}

/**
 * The fields an error carries that hold a request's or a row's values: the body koa-body failed to parse (a
 * registration sent with `__proto__` in it was logged whole, e-mail and all), PostgreSQL's `detail`
 * (`Key (email)=(…) already exists`) and `where`, knex's `sql` and `bindings`. Winston's `errors` format copies an
 * error's own fields into the line; these are replaced by a marker, the rest (code, message, stack) kept.
 */
const VALUE_FIELDS = ['body', 'detail', 'where', 'sql', 'bindings', 'parameters'] as const;

export function withoutValueFields<T extends Record<string, unknown>>(info: T): T {
  for (const field of VALUE_FIELDS)
    if (info[field] !== undefined) (info as Record<string, unknown>)[field] = '[omitted]';
  return info;
}
