// Who may call the search area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, companiesOnly, companyPage, noCsrf } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Search, profiles, favourites, unlocking: companies only, never a candidate who blacklisted them.
    'GET /api/human-resources': { path: () => '/api/human-resources', expect: companiesOnly('ok') },
    'GET /api/human-resources/:id': {
      path: (w) => `/api/human-resources/${w.candA.documentId}`,
      expect: companiesOnly('ok'),
    },
    // The CV (issue 42): only for a candidate the company unlocked; candidate A is unlocked by none of them.
    'GET /api/human-resources/:id/cv': {
      path: (w) => `/api/human-resources/${w.candA.documentId}/cv`,
      expect: companiesOnly('none'),
    },
    'GET /api/human-resources/:id/favourites': {
      path: (w) => `/api/human-resources/${w.candA.documentId}/favourites?favourite=false`,
      expect: companiesOnly('ok'),
    },
    'POST /api/human-resources/:id/favourites': {
      path: (w) => `/api/human-resources/${w.candA.documentId}/favourites`,
      body: { favourite: false },
      expect: companiesOnly('ok'),
    },
    'GET /api/human-resources/:id/unlock': {
      path: (w) => `/api/human-resources/${w.candA.documentId}/unlock?unlocked=false`,
      expect: companiesOnly('bad'),
    },
    'POST /api/human-resources/:id/unlock': {
      path: () => `/api/human-resources/${'y'.repeat(24)}/unlock`,
      body: {},
      expect: companiesOnly('none'),
    },
  },
  remix: {
    'routes/_company.company-favorites': {
      get: companyPage(),
      post: noCsrf,
    },
    'routes/_company.company-unlocked-profiles': {
      get: companyPage(),
      post: noCsrf,
    },
    'routes/_company.resource-profile.$id': {
      path: (w) => `/resource-profile/${w.candA.documentId}`,
      get: companyPage(),
      post: noCsrf,
    },
  },
};
