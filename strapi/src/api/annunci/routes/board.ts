// The candidates' job board (issue 4, spec 02 §7). Permissions: src/bootstrap/permissions.ts (role `candidate`
// only); the handlers act on the caller's hr_user, found through the JWT.
const route = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler: `board.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('POST', '/user/annuncis', 'jobPosts'),
    route('GET', '/user/annuncis/:id', 'jobPost'),
    route('POST', '/user/annuncis/:id/interesse', 'markInterest'),
  ],
};
