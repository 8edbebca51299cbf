// Strapi's log lines. LOG_FORMAT=json (the images set it): one JSON object per line, with the request id of the
// request it was written in (src/observability/request-id.ts), for a log collector. Otherwise Strapi's own
// coloured lines for people, the default of `npm start`. LOG_LEVEL: error, warn, info, http (every request), debug; default info in JSON, everything otherwise.
import { formats, winston } from '@strapi/logger';
import { currentRequestId } from '../src/observability/request-id';
import {
  stackWithoutStatement,
  withoutStatement,
  withoutValueFields,
} from '../src/observability/log-statements';

const withRequestId = winston.format((info) => {
  const requestId = currentRequestId();
  if (requestId && info.requestId === undefined) info.requestId = requestId;
  return info;
});

const withoutStatements = winston.format((info) => {
  if (typeof info.message === 'string') info.message = withoutStatement(info.message);
  if (typeof info.stack === 'string') info.stack = stackWithoutStatement(info.stack);
  return withoutValueFields(info);
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
