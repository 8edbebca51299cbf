// Who may call the candidate area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all, candidatePage, candidatesOnly, row } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The candidate's own area.
    'POST /api/hr-users/me/picture': {
      path: () => '/api/hr-users/me/picture',
      body: {},
      expect: candidatesOnly('bad'),
    },
    'GET /api/hr-users/me/export': { path: () => '/api/hr-users/me/export', expect: candidatesOnly('ok') },
    'GET /api/hr-users/me/cv': { path: () => '/api/hr-users/me/cv', expect: candidatesOnly('ok') },
    'GET /api/user/hr-companies': { path: () => '/api/user/hr-companies', expect: candidatesOnly('ok') },
    'POST /api/user/hr-companies/:id/visit': {
      path: (w) => `/api/user/hr-companies/${w.compA.documentId}/visit`,
      expect: candidatesOnly('ok'),
    },
    'PATCH /api/alreadyUpdated/:token': {
      path: () => `/api/alreadyUpdated/${'A'.repeat(43)}`,
      expect: row('none', ['none', 'none'], ['denied', 'denied'], 'denied'),
    },
    'GET /api/hr-users/:id': {
      path: (w) => `/api/hr-users/${w.candA.documentId}`,
      expect: row('denied', ['ok', 'denied'], ['denied', 'denied'], 'denied'),
    },
    // Uploaded files by name (issue 24 item 8): an unknown one is nobody's (media-access.test.ts: who sees a picture).
    'GET /api/media/:file': { path: () => '/api/media/nessuno.png', expect: all('none') },
  },
  remix: {
    'routes/_candidate.profilo': {
      get: candidatePage(),
      post: row('login', ['bad', 'bad'], ['home', 'home'], 'home'),
    },
    'routes/aggiornamento.$token': { get: all('none'), post: all('method') },
    'routes/media.$': { get: all('none'), post: all('method') },
  },
};
