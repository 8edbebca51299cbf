// Who may call the job-posts area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import {
  type AreaAuthorization,
  all,
  candidatePage,
  candidatesOnly,
  companyPage,
  row,
} from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    'POST /api/user/annuncis': { path: () => '/api/user/annuncis', body: {}, expect: candidatesOnly('ok') },
    'GET /api/user/annuncis/:id': {
      path: (w) => `/api/user/annuncis/${w.annuncioId}`,
      expect: candidatesOnly('ok'),
    },
    'POST /api/user/annuncis/:id/interesse': {
      path: () => `/api/user/annuncis/${'x'.repeat(24)}/interesse`,
      body: {},
      expect: candidatesOnly('none'),
    },
    // A company's own job posts (issue 10): companies only, never agencies; another company's post is a 404 (the
    // matrix's companies did not publish the seeded post); creating needs 'Promuovi ricerca' (403 without).
    'GET /api/annuncis': {
      path: () => '/api/annuncis',
      expect: row('denied', ['denied', 'denied'], ['ok', 'ok'], 'denied'),
    },
    'POST /api/annuncis': { path: () => '/api/annuncis', body: {}, expect: all('denied') },
    'GET /api/annuncis/:id': {
      path: (w) => `/api/annuncis/${w.annuncioId}`,
      expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
    },
    'PUT /api/annuncis/:id': {
      path: (w) => `/api/annuncis/${w.annuncioId}`,
      body: { data: { visibile: false } },
      expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
    },
    'GET /api/annuncis/:id/interessati': {
      path: (w) => `/api/annuncis/${w.annuncioId}/interessati`,
      expect: row('denied', ['denied', 'denied'], ['none', 'none'], 'denied'),
    },
  },
  remix: {
    'routes/_candidate.bacheca-annunci': {
      get: candidatePage(),
      post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
    },
    // Job posts (issue 10): agencies are sent home, also before the CSRF check of a post.
    'routes/_company.company-job-posts._index': {
      get: companyPage('ok', 'home'),
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
    },
    'routes/_company.company-job-posts.$id': {
      path: (w) => `/company-job-posts/${w.annuncioId}`,
      get: companyPage('none', 'home'),
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'home'),
    },
  },
};
