// Art. 15 and consent (issue 41). Permissions: src/bootstrap/permissions.ts (ERASURE, ACCESS).
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/account/unlocked-by', handler: 'access.unlockedBy', config: { policies: [] } },
    { method: 'POST', path: '/account/consent', handler: 'access.accept', config: { policies: [] } },
  ],
};
