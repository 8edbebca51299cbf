// The freshness link (spec 01 §7: PATCH /api/alreadyUpdated/{token}); public, the token is the credential.
export default {
  type: 'content-api',
  routes: [
    {
      method: 'PATCH',
      path: '/alreadyUpdated/:token',
      handler: 'freshness.confirm',
      config: { policies: [] },
    },
  ],
};
