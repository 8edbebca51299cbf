// Who may call the platform area's routes: its rows of the authorization matrix (tests/support/authorization.ts,
// run by tests/integration/security/authorization-matrix.test.ts).
import { type AreaAuthorization, notCalled } from '../../support/authorization';

export const authorization: AreaAuthorization = {
  strapi: {
    // Test hooks exist only in the test stack (STRAPI_TEST_HOOKS): covered by their own tests, not called here.
    'POST /api/test-hooks/freshness': notCalled,
    'POST /api/test-hooks/retention': notCalled,
    'POST /api/test-hooks/job-post-notices': notCalled,
    'POST /api/test-hooks/alert-database': notCalled,
    'POST /api/test-hooks/job-alerts': notCalled,
    'POST /api/test-hooks/profile-weeks': notCalled,
    'POST /api/test-hooks/alert-new-profile': notCalled,
    'GET /api/test-hooks/routes': notCalled,
    'POST /api/test-hooks/subscription-expiry': notCalled,
    'POST /api/test-hooks/job-run': notCalled,
    'POST /api/test-hooks/derived': notCalled,
    'POST /api/test-hooks/sql': notCalled,
    'POST /api/test-hooks/search-plan': notCalled,
    'POST /api/test-hooks/remove-account': notCalled,
    'POST /api/test-hooks/invoices': notCalled,
    'POST /api/test-hooks/guarantee': notCalled,
    'POST /api/test-hooks/guarantee-operator': notCalled,
    'POST /api/test-hooks/guarantee-race': notCalled,
  },
};
