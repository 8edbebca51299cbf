// Strapi's log lines. LOG_FORMAT=json (the images set it): one JSON object per line, with the request id of the
// request it was written in (src/observability/request-id.ts), for a log collector. Otherwise Strapi's own
// coloured lines for people, the default of `npm start`. LOG_LEVEL: error, warn, info, http (every request), debug; default info in JSON, everything otherwise.
import { formats, winston } from '@strapi/logger';
import { currentRequestId } from '../src/observability/request-id';

const withRequestId = winston.format((info) => {
  const requestId = currentRequestId();
  if (requestId && info.requestId === undefined) info.requestId = requestId;
  return info;
});

/**
 * A database error's message starts with the statement and its values (knex: `insert into … values (…) - <error>`):
 * a person's e-mail or phone would reach the log. Only the database's own error is kept (issue 40 item 3).
 */
const SQL_STATEMENT = /^\s*(?:\w*Error: )?(?:insert|update|delete|select|with)\b[\s\S]* - (?=[^-]*$)/i;
const STATEMENT_START = /^\s*(?:\w*Error: )?(?:insert|update|delete|select|with)\b/i;
const withoutStatements = winston.format((info) => {
  const message = info.message;
  if (typeof message === 'string' && STATEMENT_START.test(message))
    info.message = SQL_STATEMENT.test(message)
      ? `[statement omitted] - ${message.replace(SQL_STATEMENT, '')}`
      : '[statement omitted]';
  // The stack's first lines are the message again: replaced by the cut message, the frames kept.
  const stack = info.stack;
  if (typeof stack === 'string' && STATEMENT_START.test(stack)) {
    const frames = stack.indexOf('\n    at ');
    info.stack = `[statement omitted]${frames === -1 ? '' : stack.slice(frames)}`;
  }
  return info;
});

export default () => {
  const json = process.env.LOG_FORMAT === 'json';
  return {
    level: process.env.LOG_LEVEL ?? (json ? 'info' : 'silly'),
    format: json
      ? winston.format.combine(
          withRequestId(),
          winston.format.timestamp(),
          winston.format.errors({ stack: true }),
          withoutStatements(),
          winston.format.json(),
        )
      : winston.format.combine(withoutStatements(), formats.prettyPrint()),
    transports: [new winston.transports.Console()],
  };
};
