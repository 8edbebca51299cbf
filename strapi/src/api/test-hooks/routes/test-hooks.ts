// Test-only routes (controllers/test-hooks.ts): present only when STRAPI_TEST_HOOKS=true and NODE_ENV is not
// production, role-less. Never set STRAPI_TEST_HOOKS in a deployment.

/** Also checked by every handler (controllers/test-hooks.ts). Kept here so that this file imports nothing. */
export const testHooksEnabled = () =>
  process.env.STRAPI_TEST_HOOKS === 'true' && process.env.NODE_ENV !== 'production';

const hook = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path: `/test-hooks/${path}`,
  handler: `test-hooks.${handler}`,
  config: { auth: false, policies: [] },
});

export default {
  type: 'content-api',
  routes: testHooksEnabled()
    ? [
        hook('POST', 'freshness', 'runFreshness'),
        hook('POST', 'job-post-notices', 'runJobPostNotices'),
        hook('POST', 'alert-database', 'runAlertDatabase'),
        hook('POST', 'alert-new-profile', 'runAlertNewProfile'),
        hook('POST', 'job-alerts', 'runJobAlerts'),
        hook('POST', 'profile-weeks', 'runProfileWeeks'),
        hook('POST', 'subscription-expiry', 'runSubscriptionExpiry'),
        hook('POST', 'invoices', 'runInvoices'),
        hook('POST', 'guarantee', 'runGuarantee'),
        hook('POST', 'retention', 'runRetention'),
        hook('POST', 'guarantee-operator', 'guaranteeOperator'),
        hook('POST', 'guarantee-race', 'guaranteeRace'),
        hook('GET', 'routes', 'routes'),
        hook('POST', 'job-run', 'jobRun'),
        hook('POST', 'derived', 'derived'),
        hook('POST', 'sql', 'runSql'),
        hook('POST', 'search-plan', 'searchPlan'),
        hook('POST', 'remove-account', 'removeAccount'),
      ]
    : [],
};
