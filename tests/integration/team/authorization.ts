// Who may call the team area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  companiesOnly,
  companyPage,
  row,
  titolareOnly,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The team (issue 27): the titolare's; an unknown member is 404, a body without fields 400.
    'GET /api/team': { path: () => '/api/team', expect: titolareOnly(companiesOnly('ok')) },
    'POST /api/team/invitations': {
      path: () => '/api/team/invitations',
      body: {},
      expect: titolareOnly(companiesOnly('bad')),
    },
    'POST /api/team/invitations/:id/resend': {
      path: () => '/api/team/invitations/abcdefghij0123456789abcd/resend',
      expect: titolareOnly(companiesOnly('none')),
    },
    'DELETE /api/team/members/:id': {
      path: () => '/api/team/members/abcdefghij0123456789abcd',
      expect: titolareOnly(companiesOnly('none')),
    },
    'PUT /api/team/members/:id': {
      path: () => '/api/team/members/abcdefghij0123456789abcd',
      body: { data: { puo_acquistare: true } },
      expect: titolareOnly(companiesOnly('none')),
    },
    'POST /api/team/hand-over': {
      path: () => '/api/team/hand-over',
      body: {},
      expect: titolareOnly(companiesOnly('none')),
    },
  },
  remix: {
    // The titolare's (every test company here is its own titolare).
    'routes/_company.company-info_.team': {
      get: { ...companyPage(), member: 'to:/company-info' },
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied', 'to:/company-info'),
    },
  },
};
