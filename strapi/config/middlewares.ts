import type { Core } from '@strapi/strapi';
import { publicUrl } from './lib/env';

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'strapi::logger',
  // TRACE and other methods no route serves: 405 rather than the router's 501.
  'global::methods',
  // Outside the error middleware: it sees the final status (a 401 caused by a database failure becomes 503).
  'global::database-down',
  'strapi::errors',
  'strapi::security',
  {
    // Browsers only talk to the Remix app; Strapi's own admin panel is same-origin.
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', [publicUrl()]),
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      formLimit: '1mb',
      jsonLimit: '1mb',
      textLimit: '1mb',
      formidable: {
        maxFileSize: 5 * 1024 * 1024,
      },
    },
  },
  // After the body parser (it reads the account from the body), before the routes' rate limiter.
  'global::client-of-portal',
  // Text with a NUL character never reaches a route: PostgreSQL cannot store it (a 5xx after partial work).
  'global::no-nul',
  // A signed-in caller's /api/me on the answer of the page's own call, when the Remix server asks for it.
  'global::carry-me',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
