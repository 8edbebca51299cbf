// Who may call the company area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  companiesOnly,
  companyPage,
  noCsrf,
  row,
  titolareOnly,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The company's own record.
    'GET /api/hr-companies/:id': {
      path: (w) => `/api/hr-companies/${w.compA.documentId}`,
      expect: row('denied', ['denied', 'denied'], ['ok', 'denied'], 'denied'),
    },
    'PUT /api/hr-companies/me': {
      path: () => '/api/hr-companies/me',
      body: {},
      expect: titolareOnly(companiesOnly('bad')),
    },
    'POST /api/hr-companies/me/brand': {
      path: () => '/api/hr-companies/me/brand',
      body: {},
      expect: row('denied', ['denied', 'denied'], ['denied', 'denied'], 'denied'),
    },
  },
  remix: {
    'routes/_company.company-faq': {
      get: companyPage(),
      post: all('method'),
    },
    'routes/_company.company-home': { get: companyPage(), post: noCsrf },
    'routes/_company.company-info': {
      get: companyPage(),
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied'),
    },
    // Agencies have no brand (issue 23): sent home like from job posts and alerts, also before a post is read.
    'routes/_company.company-promote-brand': {
      get: companyPage('ok', 'home'),
      post: row('login', ['home', 'home'], ['bad', 'bad'], 'home'),
    },
  },
};
