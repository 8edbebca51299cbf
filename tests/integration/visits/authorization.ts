// Who may call the visits area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, candidatePage, row } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  remix: {
    'routes/_candidate.aziende.$id.visita': {
      path: (w) => `/aziende/${w.compA.documentId}/visita`,
      get: candidatePage(),
      post: row('login', ['denied', 'denied'], ['home', 'home'], 'home'),
    },
  },
};
