// The candidate's own hr_user (issue 4): role `candidate` (src/bootstrap/permissions.ts); the handlers find the
// record through the JWT, so there is no id in the path.
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/hr-users/me/picture', handler: 'own.uploadPicture', config: { policies: [] } },
    { method: 'GET', path: '/hr-users/me/export', handler: 'own.exportData', config: { policies: [] } },
    { method: 'GET', path: '/hr-users/me/cv', handler: 'own.cv', config: { policies: [] } },
  ],
};
