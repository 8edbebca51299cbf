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

export default () => {
  const json = process.env.LOG_FORMAT === 'json';
  return {
    level: process.env.LOG_LEVEL ?? (json ? 'info' : 'silly'),
    format: json
      ? winston.format.combine(
          withRequestId(),
          winston.format.timestamp(),
          winston.format.errors({ stack: true }),
          winston.format.json(),
        )
      : formats.prettyPrint(),
    transports: [new winston.transports.Console()],
  };
};
