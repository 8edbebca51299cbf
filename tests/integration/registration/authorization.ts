// Who may call the registration area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  candidatesOnly,
  noCsrf,
  publicOnly,
  publicPage,
  row,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    'POST /api/create-profile': { path: () => '/api/create-profile', body: {}, expect: publicOnly('bad') },
    'PUT /api/create-profile/update-profile': {
      path: () => '/api/create-profile/update-profile',
      body: {},
      expect: candidatesOnly('bad'),
    },
    'GET /api/create-profile/comuni/:provinceCode': {
      path: () => '/api/create-profile/comuni/MI',
      expect: row('ok', ['ok', 'ok'], ['denied', 'denied'], 'denied'),
    },
    'POST /api/create-profile/create-company': {
      path: () => '/api/create-profile/create-company',
      body: {},
      expect: publicOnly('bad'),
    },
    'POST /api/email-check': { path: () => '/api/email-check', body: {}, expect: publicOnly('bad') },
    // The first password with the confirmation mail's code (issue 39 item 6): public, the code is the credential.
    'POST /api/first-password': { path: () => '/api/first-password', body: {}, expect: publicOnly('bad') },
  },
  remix: {
    'routes/_public.account-verificato': {
      get: publicPage(),
      post: noCsrf,
    },
    'routes/_public.conferma': { get: all('to:/account-verificato'), post: all('method') },
    'routes/_public.onboarding-c': { get: publicPage(), post: noCsrf },
    'routes/_public.onboarding-c2': {
      get: row('to:/onboarding-c', ['home', 'home'], ['home', 'home'], 'home'),
      post: noCsrf,
    },
    'routes/_public.verifica-email': {
      get: publicPage(),
      post: noCsrf,
    },
    'routes/company-lookup': { get: all('bad'), post: noCsrf },
    'routes/comuni.$provincia': { get: all('ok'), post: all('method') },
  },
};
