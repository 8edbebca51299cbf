// Who may call the privacy area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  candidatePage,
  candidatesOnly,
  row,
  signedIn,
  signedInOrLogin,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Erasure (issue 41): every signed-in caller, its own account only; without the password nothing happens (400).
    'GET /api/account/erasure': { path: () => '/api/account/erasure', expect: signedIn('ok') },
    'GET /api/account/unlocked-by': { path: () => '/api/account/unlocked-by', expect: candidatesOnly('ok') },
    'POST /api/account/consent': {
      path: () => '/api/account/consent',
      body: {},
      expect: signedIn('bad'),
    },
    'POST /api/account/erasure': {
      path: () => '/api/account/erasure',
      body: { password: 'non-la-password' },
      expect: signedIn('bad'),
    },
  },
  remix: {
    'routes/impostazioni': { get: row('login', ['ok', 'ok'], ['ok', 'ok'], 'ok'), post: all('method') },
    // Erasing one's own account (issue 41): the matrix's post carries no CSRF token, so it is refused before the
    // password is even read (anonymous: to the login).
    'routes/impostazioni_.elimina-account': {
      get: row('login', ['ok', 'ok'], ['ok', 'ok'], 'ok'),
      post: signedInOrLogin('denied'),
    },
    // New versions of the terms (issue 41): nobody here has one to accept, so the page sends them home; a post
    // without the CSRF token accepts nothing (anonymous: to the login).
    'routes/nuovi-termini': {
      get: row('login', ['home', 'home'], ['home', 'home'], 'home'),
      post: signedInOrLogin('denied'),
    },
    'routes/privacy-policy': { get: all('ok'), post: all('method') },
    'routes/scarica-i-miei-dati': {
      get: candidatePage(),
      post: all('method'),
    },
    'routes/termini-di-utilizzo': { get: all('ok'), post: all('method') },
  },
};
