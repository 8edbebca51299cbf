// Who may call the alerts area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all, companyPage, row } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The alert e-mails' off-link (issue 11): role-less, the signed token is the credential; a bad one is a 400.
    'POST /api/alerts/off': { path: () => '/api/alerts/off', body: { token: 'x.db.y' }, expect: all('bad') },
    // Alert filter sets (issue 11): companies, never agencies; `{}` names no alert field (400).
    'PUT /api/hr-companies/me/alerts': {
      path: () => '/api/hr-companies/me/alerts',
      body: { data: {} },
      expect: row('denied', ['denied', 'denied'], ['bad', 'bad'], 'denied'),
    },
    // How many profiles an alert filter set finds today (issue 39 item 7): as the save; `{}` has no filtri (400).
    'POST /api/hr-companies/me/alerts/count': {
      path: () => '/api/hr-companies/me/alerts/count',
      body: {},
      expect: row('denied', ['denied', 'denied'], ['bad', 'bad'], 'denied'),
    },
  },
  remix: {
    // 'Profili consigliati' (issue 11): agencies are sent home, also before the CSRF check of a post.
    'routes/_company.company-foryou': {
      get: companyPage('ok', 'home'),
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
    },
    'routes/alert-off.$token': { get: all('bad'), post: all('bad') },
  },
};
