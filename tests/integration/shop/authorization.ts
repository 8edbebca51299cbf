// Who may call the shop area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  companiesOnly,
  companyPage,
  row,
  titolareOnly,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The shop (issue 14): the caller's own company; the internal routes answer only the Remix server's secret.
    // A member buys only with the titolare's "può acquistare" (issue 27).
    'POST /api/shop/checkout': {
      path: () => '/api/shop/checkout',
      body: {},
      expect: titolareOnly(companiesOnly('bad')),
    },
    'POST /api/shop/activate': {
      path: () => '/api/shop/activate',
      body: {},
      expect: titolareOnly(companiesOnly('bad')),
    },
    'GET /api/shop/movements': { path: () => '/api/shop/movements', expect: companiesOnly('ok') },
    'POST /api/internal/payments/fulfil': {
      path: () => '/api/internal/payments/fulfil',
      body: {},
      expect: all('none'),
    },
    'POST /api/internal/payments/fail': {
      path: () => '/api/internal/payments/fail',
      body: {},
      expect: all('none'),
    },
  },
  remix: {
    // The shop (issue 14): the checkout post needs the CSRF token; a success page without a session of the
    // caller's company shows the error content (404); the webhook wants Stripe's signature (400 without it). A member
    // without "può acquistare" is refused the page (403, issue 27).
    'routes/_company.company-upgrade': {
      get: { ...companyPage(), member: 'denied' },
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied'),
    },
    'routes/_company.payment-success': { get: companyPage('none'), post: all('method') },
    'routes/_company.payment-error': { get: companyPage(), post: all('method') },
    'routes/stripe.webhook': { get: all('method'), post: all('bad') },
    'routes/condizioni-di-vendita': { get: all('ok'), post: all('method') },
  },
};
