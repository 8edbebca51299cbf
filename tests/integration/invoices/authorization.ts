// Who may call the invoices area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all, companiesOnly, companyPage } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Invoices: a company's own only (invoices.test.ts checks another company's id is a 404).
    'GET /api/hr-companies/me/invoices': {
      path: () => '/api/hr-companies/me/invoices',
      expect: companiesOnly('ok'),
    },
    'GET /api/hr-companies/me/invoices/:documentId': {
      path: () => '/api/hr-companies/me/invoices/abcdefghij0123456789abcd',
      expect: companiesOnly('none'),
    },
    'GET /api/hr-companies/me/invoices/:documentId/xml': {
      path: () => '/api/hr-companies/me/invoices/abcdefghij0123456789abcd/xml',
      expect: companiesOnly('none'),
    },
  },
  remix: {
    'routes/_company.fatture.$id': {
      path: () => '/fatture/abcdefghij0123456789abcd',
      get: companyPage('none'),
      post: all('method'),
    },
    'routes/fatture.$id.xml': {
      path: () => '/fatture/abcdefghij0123456789abcd/xml',
      get: companyPage('none'),
      post: all('method'),
    },
  },
};
