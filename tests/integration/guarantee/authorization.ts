// Who may call the guarantee area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  candidatesOnly,
  companiesOnly,
  companyPage,
  noCsrf,
  row,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The credit guarantee (issue 26): a company's reports on its own unlocks (compA never unlocked candA: 404), the
    // candidate's own notice and confirmation, and the e-mail's link (the token is the credential).
    'GET /api/guarantee-reports': { path: () => '/api/guarantee-reports', expect: companiesOnly('ok') },
    'GET /api/guarantee-reports/candidate/:id': {
      path: (w) => `/api/guarantee-reports/candidate/${w.candA.documentId}`,
      expect: companiesOnly('none'),
    },
    'POST /api/guarantee-reports/candidate/:id': {
      path: (w) => `/api/guarantee-reports/candidate/${w.candA.documentId}`,
      body: {},
      expect: companiesOnly('none'),
    },
    'GET /api/guarantee/me': { path: () => '/api/guarantee/me', expect: candidatesOnly('ok') },
    'POST /api/guarantee/me/confirm': {
      path: () => '/api/guarantee/me/confirm',
      body: {},
      expect: candidatesOnly('ok'),
    },
    'PATCH /api/guarantee/confirm/:token': {
      path: () => `/api/guarantee/confirm/${'A'.repeat(43)}`,
      expect: row('none', ['none', 'none'], ['denied', 'denied'], 'denied'),
    },
  },
  remix: {
    // The report of an unreachable candidate (issue 26): compA never unlocked candA (404); a post without the token
    // is refused first.
    'routes/_company.resource-profile.$id_.segnala': {
      path: (w) => `/resource-profile/${w.candA.documentId}/segnala`,
      get: companyPage('none'),
      post: noCsrf,
    },
    // Post only (the candidate's confirmation of their contacts): a GET has no loader to answer it.
    'routes/_candidate.profilo_.contatti': { get: all('bad'), post: noCsrf },
    // The guarantee link (issue 39 item 9): opening it shows the button to everyone and changes nothing; the post
    // needs the CSRF token before the token is even looked at.
    'routes/garanzia.$token': { get: all('ok'), post: noCsrf },
  },
};
