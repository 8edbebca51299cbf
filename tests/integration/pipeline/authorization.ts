// Who may call the pipeline area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
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
    // The recruiter's pipeline (issue 43): companies only, on their own unlocks (compA never unlocked candA: 404); the
    // API keys are the titolare's; the ATS endpoint reads an API key, never a user's token (401 for every principal).
    'GET /api/pipeline': { path: () => '/api/pipeline', expect: companiesOnly('ok') },
    'GET /api/pipeline/export': {
      path: () => '/api/pipeline/export?formato=csv',
      expect: companiesOnly('ok'),
    },
    'GET /api/pipeline/job-posts': { path: () => '/api/pipeline/job-posts', expect: companiesOnly('ok') },
    'GET /api/pipeline/job-posts/:id': {
      path: (w) => `/api/pipeline/job-posts/${w.annuncioId}`,
      expect: companiesOnly('none'),
    },
    'GET /api/pipeline/candidates/:id': {
      path: (w) => `/api/pipeline/candidates/${w.candA.documentId}`,
      expect: companiesOnly('none'),
    },
    'PUT /api/pipeline/candidates/:id/fase': {
      path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/fase`,
      body: { fase: 'colloquio' },
      expect: companiesOnly('none'),
    },
    'PUT /api/pipeline/candidates/:id/annuncio': {
      path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/annuncio`,
      body: { annuncio: null },
      expect: companiesOnly('none'),
    },
    'GET /api/pipeline/candidates/:id/notes': {
      path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/notes`,
      expect: companiesOnly('none'),
    },
    'POST /api/pipeline/candidates/:id/notes': {
      path: (w) => `/api/pipeline/candidates/${w.candA.documentId}/notes`,
      body: { testo: 'Nota' },
      expect: companiesOnly('none'),
    },
    'PUT /api/pipeline/notes/:id': {
      path: () => '/api/pipeline/notes/999999999',
      body: { testo: 'Nota' },
      expect: companiesOnly('none'),
    },
    'DELETE /api/pipeline/notes/:id': {
      path: () => '/api/pipeline/notes/999999999',
      expect: companiesOnly('none'),
    },
    // What the company's money did (issue 43 item 6): every account of a company's team, its own numbers.
    'GET /api/company-stats': { path: () => '/api/company-stats', expect: companiesOnly('ok') },
    'GET /api/company-api-keys': {
      path: () => '/api/company-api-keys',
      expect: titolareOnly(companiesOnly('ok')),
    },
    'POST /api/company-api-keys': {
      path: () => '/api/company-api-keys',
      body: { nome: '' },
      expect: titolareOnly(companiesOnly('bad')),
    },
    'DELETE /api/company-api-keys/:id': {
      path: () => '/api/company-api-keys/999999999',
      expect: titolareOnly(companiesOnly('none')),
    },
    'GET /api/ats/v1/candidati': { path: () => '/api/ats/v1/candidati', expect: all('denied') },
  },
  remix: {
    // The titolare's API keys for an ATS (issue 43), like the Team: a member is sent back to /company-info.
    'routes/_company.company-info_.chiavi-api': {
      get: { ...companyPage(), member: 'to:/company-info' },
      post: row('login', ['home', 'home'], ['denied', 'denied'], 'denied', 'to:/company-info'),
    },
    // The recruiter's pipeline's export (issue 43): the company's own unlocked candidates, streamed from Strapi.
    'routes/esporta-candidati': {
      path: () => '/esporta-candidati?formato=csv',
      get: companyPage(),
      post: all('method'),
    },
  },
};
