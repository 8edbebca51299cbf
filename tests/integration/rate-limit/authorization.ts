// Who may call the rate-limit area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, all } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // The Remix servers' shared rate-limit counters (issue 15): the secret or nothing.
    'POST /api/internal/rate-limits': {
      path: () => '/api/internal/rate-limits',
      body: { op: 'reset', keys: ['login-email:victim@esempio.it'] },
      expect: all('none'),
    },
  },
};
