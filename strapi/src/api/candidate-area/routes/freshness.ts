// The freshness link (spec 01 §7: PATCH /api/alreadyUpdated/{token}); public, the token is the credential.
// The test trigger exists only when STRAPI_TEST_HOOKS=true and needs no role: it is never present in production.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'PATCH',
      path: '/alreadyUpdated/:token',
      handler: 'freshness.confirm',
      config: { policies: [] },
    },
    ...(process.env.STRAPI_TEST_HOOKS === 'true'
      ? [
          {
            method: 'POST',
            path: '/test-hooks/freshness',
            handler: 'test-hooks.runFreshness',
            config: { auth: false, policies: [] },
          },
        ]
      : []),
  ],
};
