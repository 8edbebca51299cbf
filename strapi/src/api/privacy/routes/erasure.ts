// Self-service erasure (issue 41): every signed-in role; the service decides what the caller's account is.
// Permissions: src/bootstrap/permissions.ts (ERASURE).
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/account/erasure', handler: 'erasure.preview', config: { policies: [] } },
    { method: 'POST', path: '/account/erasure', handler: 'erasure.erase', config: { policies: [] } },
  ],
};
