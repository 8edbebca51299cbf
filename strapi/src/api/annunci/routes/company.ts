// A company's own job posts (issue 10, spec 02 §7). Permissions: src/bootstrap/permissions.ts (role `company`);
// the controller scopes every call to the caller's company and refuses agencies.
const route = (method: 'GET' | 'POST' | 'PUT', path: string, handler: string) => ({
  method,
  path,
  handler: `annunci.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/annuncis', 'list'),
    route('POST', '/annuncis', 'create'),
    route('GET', '/annuncis/:id', 'findOwn'),
    route('PUT', '/annuncis/:id', 'update'),
    route('GET', '/annuncis/:id/interessati', 'interessati'),
  ],
};
