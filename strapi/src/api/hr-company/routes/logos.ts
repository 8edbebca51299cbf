// The strip of companies with a logo in the candidate's area (issue 4). Permissions: src/bootstrap/permissions.ts
// (role `candidate` only); a visit is counted for the caller's hr_user, found through the JWT.
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/user/hr-companies', handler: 'logos.companies', config: { policies: [] } },
    {
      method: 'POST',
      path: '/user/hr-companies/:id/visit',
      handler: 'logos.visitCompany',
      config: { policies: [] },
    },
  ],
};
