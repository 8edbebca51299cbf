// Who may call the job-alerts area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all, candidatesOnly, row } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The candidate's e-mails (issue 42): the settings of the caller's own, and the role-less off-link.
    'GET /api/hr-users/me/avvisi': { path: () => '/api/hr-users/me/avvisi', expect: candidatesOnly('ok') },
    'PUT /api/hr-users/me/avvisi': {
      path: () => '/api/hr-users/me/avvisi',
      body: { data: {} },
      expect: candidatesOnly('ok'),
    },
    'GET /api/hr-users/me/attivita': {
      path: () => '/api/hr-users/me/attivita',
      expect: candidatesOnly('ok'),
    },
    'POST /api/avvisi/off': {
      path: () => '/api/avvisi/off',
      body: { token: 'x.annunci.y' },
      expect: all('bad'),
    },
  },
  remix: {
    // The off-link of the candidate's e-mails (issue 42): public, the signed token is the credential. The manifest's
    // path (`/avvisi-off/:token`) is no token of Strapi's shape: 400 on opening and on posting. Its post takes no CSRF
    // token on purpose (RFC 8058 one-click unsubscribe comes from the mail provider's servers, without our cookie).
    'routes/avvisi-off.$token': { get: all('bad'), post: all('bad') },
    // The one action of the candidate's e-mail choices (issue 42): a GET leads to /impostazioni; a post without the
    // CSRF token is refused (anonymous: to the login; companies: home, before the form is read).
    'routes/avvisi': {
      get: row('login', ['to:/impostazioni', 'to:/impostazioni'], ['home', 'home'], 'home'),
      post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
    },
  },
};
