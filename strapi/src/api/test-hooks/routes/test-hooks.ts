// Test-only routes (controllers/test-hooks.ts): present only when STRAPI_TEST_HOOKS=true and NODE_ENV is not
// production, role-less. Never set STRAPI_TEST_HOOKS in a deployment.

/** Also checked by every handler (controllers/test-hooks.ts). Kept here so that this file imports nothing. */
export const testHooksEnabled = () =>
  process.env.STRAPI_TEST_HOOKS === 'true' && process.env.NODE_ENV !== 'production';

export default {
  type: 'content-api',
  routes: testHooksEnabled()
    ? [
        {
          method: 'POST',
          path: '/test-hooks/freshness',
          handler: 'test-hooks.runFreshness',
          config: { auth: false, policies: [] },
        },
        {
          method: 'POST',
          path: '/test-hooks/job-post-notices',
          handler: 'test-hooks.runJobPostNotices',
          config: { auth: false, policies: [] },
        },
        {
          method: 'POST',
          path: '/test-hooks/subscription-expiry',
          handler: 'test-hooks.runSubscriptionExpiry',
          config: { auth: false, policies: [] },
        },
        {
          method: 'POST',
          path: '/test-hooks/invoices',
          handler: 'test-hooks.runInvoices',
          config: { auth: false, policies: [] },
        },
        {
          method: 'GET',
          path: '/test-hooks/routes',
          handler: 'test-hooks.routes',
          config: { auth: false, policies: [] },
        },
        {
          method: 'POST',
          path: '/test-hooks/job-run',
          handler: 'test-hooks.jobRun',
          config: { auth: false, policies: [] },
        },
        {
          method: 'POST',
          path: '/test-hooks/sql',
          handler: 'test-hooks.runSql',
          config: { auth: false, policies: [] },
        },
      ]
    : [],
};
