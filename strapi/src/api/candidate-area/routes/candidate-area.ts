// The candidate's own area (issue 4): companies with a logo and the job board (the picture and the export are in
// api/hr-user). Permissions: src/bootstrap/permissions.ts (role `candidate` only);
// ownership: the handlers act on the caller's hr_user, found through the JWT.
const route = (method: string, path: string, handler: string) => ({
  method,
  path,
  handler: `candidate-area.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/user/hr-companies', 'companies'),
    route('POST', '/user/hr-companies/:id/visit', 'visitCompany'),
    route('POST', '/user/annuncis', 'jobPosts'),
    route('GET', '/user/annuncis/:id', 'jobPost'),
    route('POST', '/user/annuncis/:id/interesse', 'markInterest'),
  ],
};
