// Who may call the wizard area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { randomUUID } from 'node:crypto';
import { type AreaAuthorization, all, noCsrf, signedIn, wizardPage } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Lookups are public reading.
    'GET /api/aree-di-competenzas': { path: () => '/api/aree-di-competenzas', expect: all('ok') },
    'GET /api/aree-di-competenzas/:id': {
      path: (w) => `/api/aree-di-competenzas/${w.lookupId}`,
      expect: all('none'),
    },
    'GET /api/conoscenze-informatiches': { path: () => '/api/conoscenze-informatiches', expect: all('ok') },
    'GET /api/conoscenze-informatiches/:id': {
      path: (w) => `/api/conoscenze-informatiches/${w.lookupId}`,
      expect: all('none'),
    },
    'GET /api/mansionis': { path: () => '/api/mansionis', expect: all('ok') },
    'GET /api/mansionis/:id': { path: (w) => `/api/mansionis/${w.lookupId}`, expect: all('none') },
    'GET /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${randomUUID()}`, expect: all('none') },
    'PUT /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${'z'}`, body: {}, expect: all('bad') },
    'DELETE /api/wizard-drafts/:key': { path: () => `/api/wizard-drafts/${randomUUID()}`, expect: all('ok') },
    // A signed-in user's own draft of a kind (issue 24 item 3): nobody else's is reachable.
    'GET /api/wizard-drafts/mine/:kind': {
      path: () => '/api/wizard-drafts/mine/alert',
      expect: signedIn('none'),
    },
    'PUT /api/wizard-drafts/mine/:kind': {
      path: () => '/api/wizard-drafts/mine/alert',
      body: {},
      expect: signedIn('bad'),
    },
    'DELETE /api/wizard-drafts/mine/:kind': {
      path: () => '/api/wizard-drafts/mine/alert',
      expect: signedIn('ok'),
    },
  },
  remix: {
    'routes/_wizard.altre-informazioni': {
      get: wizardPage,
      post: noCsrf,
    },
    'routes/_wizard.conoscenze-informatiche': {
      get: wizardPage,
      post: noCsrf,
    },
    'routes/_wizard.conoscenze-linguistiche': {
      get: wizardPage,
      post: noCsrf,
    },
    'routes/_wizard.mansioni': { get: wizardPage, post: noCsrf },
    'routes/_wizard.onboarding-u': { get: wizardPage, post: noCsrf },
    'routes/_wizard.scheda-tecnica': { get: wizardPage, post: noCsrf },
    'routes/_wizard.stato-occupazionale': {
      get: wizardPage,
      post: noCsrf,
    },
    'routes/_wizard.titolo-di-studio': { get: wizardPage, post: noCsrf },
    'routes/_wizard.valori-aziendali-ricercati': {
      get: wizardPage,
      post: noCsrf,
    },
  },
};
