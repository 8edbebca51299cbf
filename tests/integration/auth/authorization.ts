// Who may call the auth area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  noCsrf,
  notCalled,
  publicOnly,
  publicPage,
  signedIn,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    'GET /api/me': { path: () => '/api/me', expect: signedIn('ok') },
    // Ends every session of the caller: not called here (it would sign the matrix's callers out); sessions.test.ts.
    'POST /api/me/logout': notCalled,
    // users-permissions: sign-in flows are public; accounts and roles are never readable or writable.
    'GET /api/connect/(.*)': { path: () => '/api/connect/github', expect: all('denied') },
    'POST /api/auth/local': { path: () => '/api/auth/local', body: {}, expect: publicOnly('bad') },
    'POST /api/auth/local/register': {
      path: () => '/api/auth/local/register',
      body: {},
      expect: all('denied'),
    },
    'GET /api/auth/:provider/callback': {
      path: () => '/api/auth/github/callback',
      expect: publicOnly('bad'),
    },
    'POST /api/auth/forgot-password': {
      path: () => '/api/auth/forgot-password',
      body: {},
      expect: publicOnly('bad'),
    },
    'POST /api/auth/reset-password': {
      path: () => '/api/auth/reset-password',
      body: {},
      expect: publicOnly('bad'),
    },
    'GET /api/auth/email-confirmation': {
      path: () => '/api/auth/email-confirmation',
      expect: publicOnly('bad'),
    },
    'POST /api/auth/send-email-confirmation': {
      path: () => '/api/auth/send-email-confirmation',
      body: {},
      expect: publicOnly('bad'),
    },
    'POST /api/auth/change-password': {
      path: () => '/api/auth/change-password',
      body: {},
      expect: all('denied'),
    },
    'POST /api/auth/refresh': { path: () => '/api/auth/refresh', body: {}, expect: all('denied') },
    'POST /api/auth/logout': { path: () => '/api/auth/logout', body: {}, expect: all('denied') },
    'GET /api/auth/sessions': { path: () => '/api/auth/sessions', expect: all('denied') },
    'DELETE /api/auth/sessions/:sessionId': { path: () => '/api/auth/sessions/1', expect: all('denied') },
    'GET /api/users/count': { path: () => '/api/users/count', expect: all('denied') },
    'GET /api/users': { path: () => '/api/users', expect: all('denied') },
    'GET /api/users/me': { path: () => '/api/users/me', expect: all('denied') },
    'GET /api/users/:id': { path: () => '/api/users/1', expect: all('denied') },
    'GET /api/users-permissions/roles/:id': {
      path: () => '/api/users-permissions/roles/1',
      expect: all('denied'),
    },
    'GET /api/users-permissions/roles': { path: () => '/api/users-permissions/roles', expect: all('denied') },
    'POST /api/users-permissions/roles': {
      path: () => '/api/users-permissions/roles',
      body: {},
      expect: all('denied'),
    },
    'PUT /api/users-permissions/roles/:role': {
      path: () => '/api/users-permissions/roles/1',
      body: {},
      expect: all('denied'),
    },
    'DELETE /api/users-permissions/roles/:role': {
      path: () => '/api/users-permissions/roles/1',
      expect: all('denied'),
    },
    'GET /api/users-permissions/permissions': {
      path: () => '/api/users-permissions/permissions',
      expect: all('denied'),
    },
  },
  remix: {
    'routes/_public._index': {
      get: publicPage(),
      post: noCsrf,
    },
    'routes/_public.forgot-password': {
      get: publicPage(),
      post: noCsrf,
    },
    'routes/_public.reset-password': {
      get: publicPage(),
      post: noCsrf,
    },
    'routes/logout': { get: all('to:/'), post: noCsrf },
  },
};
