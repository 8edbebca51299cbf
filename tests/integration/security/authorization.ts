// Who may call the security area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Plugins: nobody outside the admin panel reads schemas, sends mail, uploads or lists files.
    'GET /api/content-type-builder/content-types': {
      path: () => '/api/content-type-builder/content-types',
      expect: all('denied'),
    },
    'GET /api/content-type-builder/content-types/:uid': {
      path: () => '/api/content-type-builder/content-types/api::hr-user.hr-user',
      expect: all('denied'),
    },
    'GET /api/content-type-builder/components': {
      path: () => '/api/content-type-builder/components',
      expect: all('denied'),
    },
    'GET /api/content-type-builder/components/:uid': {
      path: () => '/api/content-type-builder/components/x.y',
      expect: all('denied'),
    },
    'POST /api/email': { path: () => '/api/email', body: {}, expect: all('denied') },
    'POST /api/upload': { path: () => '/api/upload', body: {}, expect: all('denied') },
    'GET /api/upload/files': { path: () => '/api/upload/files', expect: all('denied') },
    'GET /api/upload/files/page': { path: () => '/api/upload/files/page', expect: all('denied') },
    'GET /api/upload/files/:id': { path: () => '/api/upload/files/1', expect: all('denied') },
    'DELETE /api/upload/files/:id': { path: () => '/api/upload/files/1', expect: all('denied') },
    'GET /api/i18n/locales': { path: () => '/api/i18n/locales', expect: all('denied') },
  },
};
